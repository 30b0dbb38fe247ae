import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatEvent } from '#lib/chat.ts';
import { StreamFailure } from '#lib/ndjson.ts';
import { readAnswer } from './read-answer.ts';

const collect = async (events: AsyncIterable<ChatEvent>) => {
  const all: ChatEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
};

afterEach(() => vi.unstubAllGlobals());

describe('readAnswer', () => {
  it('posts the conversation and yields the events, however the lines are split', async () => {
    const text =
      '{"type":"sources","sources":[]}\n{"type":"delta","text":"Grüezi"}\n{"type":"done","outcome":"answered","declined":false,"links":[]}\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < bytes.length; index += 5) controller.enqueue(bytes.slice(index, index + 5));
        controller.close();
      },
    });
    const fetch = vi.fn(async () => new Response(body, { headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' } }));
    vi.stubGlobal('fetch', fetch);
    const events = await collect(readAnswer('de', [{ role: 'user', content: 'Hallo' }], new AbortController().signal));
    expect(events.map((event) => event.type)).toEqual(['sources', 'delta', 'done']);
    expect(events[1]).toEqual({ type: 'delta', text: 'Grüezi' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/chat');
    expect(JSON.parse(init.body as string)).toEqual({ lang: 'de', messages: [{ role: 'user', content: 'Hallo' }] });
  });

  it("fails with the server's message for a refused question, and without one when there is none", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Zu viele Anfragen.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(collect(readAnswer('de', [], new AbortController().signal))).rejects.toEqual(new StreamFailure('Zu viele Anfragen.'));
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    await expect(collect(readAnswer('de', [], new AbortController().signal))).rejects.toEqual(new StreamFailure(''));
  });
});
