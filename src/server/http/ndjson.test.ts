import { describe, expect, it } from 'vitest';
import type { ChatEvent } from '#lib/chat.ts';
import { takeLines } from '#lib/ndjson.ts';
import { ndjsonStream } from './ndjson.ts';

const read = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('ndjsonStream', () => {
  it('writes one JSON line per event, which takeLines reads back', async () => {
    const events: ChatEvent[] = [
      { type: 'sources', sources: [] },
      { type: 'delta', text: 'Zeile\nmit Umbruch' },
      { type: 'done', outcome: 'answered', declined: false, links: [] },
    ];
    const body = await read(
      ndjsonStream(
        (async function* () {
          yield* events;
        })(),
        () => ({ type: 'error', message: 'x' }),
      ),
    );
    expect(body.split('\n')).toHaveLength(4);
    expect(takeLines<ChatEvent>(body)).toEqual({ events, rest: '' });
    expect(takeLines<ChatEvent>('{"type":"reset"}\n{"type":"del')).toEqual({ events: [{ type: 'reset' }], rest: '{"type":"del' });
  });

  it('ends with the error event when producing fails midway', async () => {
    const failing = (async function* (): AsyncGenerator<ChatEvent> {
      yield { type: 'sources', sources: [] };
      throw new Error('boom');
    })();
    const body = await read(ndjsonStream(failing, () => ({ type: 'error', message: 'Sorry, there was an error. Please try again.' })));
    expect(takeLines<ChatEvent>(body).events).toEqual([
      { type: 'sources', sources: [] },
      { type: 'error', message: 'Sorry, there was an error. Please try again.' },
    ]);
  });
});
