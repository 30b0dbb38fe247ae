import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DraftEvent } from './linkedin/model-draft.ts';
import { failureMessage, postForEvents, StreamFailure } from './ndjson.ts';

const streaming = (text: string) => async () => new Response(text, { headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' } });
const collect = async (events: AsyncIterable<DraftEvent>) => {
  const all: DraftEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
};
const post = () => postForEvents<DraftEvent>('/api/linkedin-draft', {}, new AbortController().signal);

afterEach(() => vi.unstubAllGlobals());

describe('postForEvents', () => {
  it('yields the events up to done, and nothing after it', async () => {
    vi.stubGlobal('fetch', streaming('{"type":"delta","text":"Hallo"}\n{"type":"done"}\n{"type":"delta","text":"zu spät"}\n'));
    expect(await collect(post())).toEqual([{ type: 'delta', text: 'Hallo' }, { type: 'done' }]);
  });

  it("fails with the server's message on an error line, after the events before it", async () => {
    vi.stubGlobal(
      'fetch',
      streaming('{"type":"delta","text":"Hal"}\n{"type":"error","message":"Das KI-Modell konnte gerade keinen Entwurf schreiben."}\n'),
    );
    const seen: DraftEvent[] = [];
    await expect(
      (async () => {
        for await (const event of post()) seen.push(event);
      })(),
    ).rejects.toEqual(new StreamFailure('Das KI-Modell konnte gerade keinen Entwurf schreiben.'));
    expect(seen).toEqual([{ type: 'delta', text: 'Hal' }]);
  });

  it('fails without a message when the stream ends before done', async () => {
    vi.stubGlobal('fetch', streaming('{"type":"delta","text":"Hal"}'));
    await expect(collect(post())).rejects.toEqual(new StreamFailure(''));
  });
});

describe('failureMessage', () => {
  it("gives the server's reason, else the fallback", () => {
    expect(failureMessage(new StreamFailure('Zu viele Anfragen.'), 'Fehler')).toBe('Zu viele Anfragen.');
    expect(failureMessage(new StreamFailure(''), 'Fehler')).toBe('Fehler');
    expect(failureMessage(new TypeError('network'), 'Fehler')).toBe('Fehler');
  });
});
