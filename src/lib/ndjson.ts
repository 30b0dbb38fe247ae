/**
 * Streams of JSON lines (application/x-ndjson), the way the site assistant's answers and the LinkedIn
 * generator's model drafts reach the browser: each event on its own line, sent as it is produced.
 */
export const NDJSON_CONTENT_TYPE = 'application/x-ndjson';

/** The last line of a stream that could not be completed, in each protocol. */
export type StreamError = { type: 'error'; message: string };

const isStreamError = (event: { type: string }): event is StreamError => event.type === 'error';

/** Splits a growing buffer of JSON lines into events and the incomplete rest. */
export function takeLines<Event>(buffer: string): { events: Event[]; rest: string } {
  const lines = buffer.split('\n');
  const rest = lines.pop() ?? '';
  const events = lines.filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as Event);
  return { events, rest };
}

/** A stream that did not come or did not finish; `message` is the server's reason in the visitor's language, if it gave one. */
export class StreamFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamFailure';
  }
}

/** The server's reason for a failed stream, or `fallback` when it gave none. */
export const failureMessage = (error: unknown, fallback: string): string =>
  error instanceof StreamFailure && error.message ? error.message : fallback;

/**
 * Posts `body` as JSON and yields the answer's events as they arrive, up to its `done`. A refusal, an
 * `error` line or a stream that ends without `done` throws a StreamFailure (with the server's message
 * where it gave one).
 */
export async function* postForEvents<Event extends { type: string }>(
  endpoint: string,
  body: unknown,
  signal: AbortSignal,
): AsyncGenerator<Exclude<Event, StreamError>> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: NDJSON_CONTENT_TYPE },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body || !response.headers.get('content-type')?.startsWith(NDJSON_CONTENT_TYPE)) {
    const refusal = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    throw new StreamFailure(typeof refusal?.message === 'string' ? refusal.message : '');
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const { events, rest } = takeLines<Event | StreamError>(done ? `${buffer}\n` : buffer);
    buffer = rest;
    for (const event of events) {
      if (isStreamError(event)) throw new StreamFailure(event.message);
      yield event as Exclude<Event, StreamError>;
      if (event.type === 'done') return;
    }
    if (done) throw new StreamFailure('');
  }
}
