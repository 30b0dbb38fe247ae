import { createParser } from 'eventsource-parser';

/**
 * The `data` payloads of a server-sent event stream (text/event-stream), one per event; multi-line
 * data joined with newlines, comments and other fields skipped. Works on any chunking of the bytes.
 */
export async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const parsed: string[] = [];
  const parser = createParser({ onEvent: (event) => parsed.push(event.data) });
  const decoder = new TextDecoder();
  // Leaving this loop early (the caller stopped reading) cancels the body: the connection closes rather than drains.
  for await (const bytes of body) {
    parser.feed(decoder.decode(bytes, { stream: true }));
    yield* parsed.splice(0);
  }
  // A last event the server did not close with a blank line still counts.
  parser.feed(`${decoder.decode()}\n\n`);
  yield* parsed.splice(0);
}
