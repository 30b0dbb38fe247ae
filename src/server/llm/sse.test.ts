import { describe, expect, it } from 'vitest';
import { eventData } from './sse.ts';

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** A body that delivers these chunks, then ends. */
const bodyOf = (...chunks: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? bytesOf(chunk) : chunk);
      controller.close();
    },
  });

const collect = async (iterable: AsyncIterable<string>) => {
  const parts: string[] = [];
  for await (const part of iterable) parts.push(part);
  return parts;
};

describe('eventData', () => {
  it('reads a CRLF split between chunks as one line end, bare CRs as line ends, and a character split between chunks', async () => {
    const umlaut = bytesOf('ü');
    const body = bodyOf('data: Gr', umlaut.slice(0, 1), umlaut.slice(1), 'ezi\r', '\n\r', '\ndata: a\rdata: b\r\r');
    expect(await collect(eventData(body))).toEqual(['Grüezi', 'a\nb']);
  });

  it('still yields a last event the stream ends without a blank line', async () => {
    expect(await collect(eventData(bodyOf('data: eins\n\ndata: zwei')))).toEqual(['eins', 'zwei']);
    expect(await collect(eventData(bodyOf('data: [DONE]\r')))).toEqual(['[DONE]']);
  });

  it('cancels the body when the reader stops early, without reading on', async () => {
    let pulls = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(bytesOf(`data: ${pulls}\n\n`));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const data of eventData(endless)) {
      expect(data).toBe('1');
      break;
    }
    expect(cancelled).toBe(true);
    expect(pulls).toBeLessThanOrEqual(2);
  });
});
