import { describe, expect, it } from 'vitest';
import { createEventThrottle, type ThrottleSettings } from './event-throttle.ts';

function throttle(settings: Partial<ThrottleSettings> = {}) {
  let clock = 0;
  const admit = createEventThrottle<string>({ perClient: 3, overall: 5, gapMs: 60_000, maxClients: 100, now: () => clock, ...settings });
  return { admit: (key: string) => admit.admit(key), tick: (ms: number) => (clock += ms) };
}

describe('the throttle of the server’s own events (decision 0024)', () => {
  it('stores a client’s first events one by one, then counts the rest of its burst on its own burst', () => {
    const { admit } = throttle();
    expect([1, 2, 3].map(() => admit('198.51.100.7').store)).toEqual([true, true, true]);
    const counted = admit('198.51.100.7');
    expect(counted.store).toBe(false);
    expect(!counted.store && admit('198.51.100.7')).toEqual(counted);
  });

  it('keeps counting while the flood goes on, and starts afresh after a quiet minute', () => {
    const { admit, tick } = throttle();
    for (let n = 0; n < 3; n += 1) admit('198.51.100.7');
    for (let n = 0; n < 100; n += 1) {
      tick(30_000);
      expect(admit('198.51.100.7').store).toBe(false);
    }
    tick(60_000);
    expect(admit('198.51.100.7').store).toBe(true);
  });

  it('counts the events of further clients on one shared burst once all clients together used the overall allowance', () => {
    const { admit } = throttle();
    for (const key of ['a', 'a', 'a', 'b', 'b']) expect(admit(key).store).toBe(true);
    const c = admit('c');
    const d = admit('d');
    expect(c.store || d.store).toBe(false);
    expect(!c.store && !d.store && c.burst === d.burst).toBe(true);
    const a = admit('a');
    expect(!a.store && a.burst !== (!c.store && c.burst)).toBe(true);
  });

  it('remembers a bounded number of clients: past it, new ones share the burst of all', () => {
    const { admit, tick } = throttle({ maxClients: 2, overall: 100 });
    expect(admit('a').store).toBe(true);
    expect(admit('b').store).toBe(true);
    expect(admit('c').store).toBe(false);
    tick(60_000);
    expect(admit('c').store).toBe(true);
  });
});
