import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { visitorTraffic } from './visitor-traffic.ts';

const response = () => new EventEmitter() as unknown as ServerResponse;
const settledWithin = async (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('visitor traffic', () => {
  it('lets background work go at once while no request is being answered', async () => {
    const traffic = visitorTraffic({ quietMs: 5 });
    expect(await settledWithin(traffic.quiet(1000), 1)).toBe(true);
  });

  it('holds background work while a request is answered, and lets it go once the answer is finished', async () => {
    const traffic = visitorTraffic({ quietMs: 5 });
    const res = response();
    traffic.track(res);
    const waiting = traffic.quiet(10_000);
    expect(await settledWithin(waiting, 50)).toBe(false);
    (res as unknown as EventEmitter).emit('close');
    expect(await settledWithin(waiting, 100)).toBe(true);
  });

  it('holds it until every request being answered is', async () => {
    const traffic = visitorTraffic({ quietMs: 5 });
    const [first, second] = [response(), response()];
    traffic.track(first);
    traffic.track(second);
    (first as unknown as EventEmitter).emit('close');
    expect(await settledWithin(traffic.quiet(10_000), 50)).toBe(false);
  });

  it('never holds background work longer than its longest wait, however busy the server', async () => {
    const traffic = visitorTraffic({ quietMs: 5 });
    traffic.track(response());
    const started = performance.now();
    await traffic.quiet(60);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});
