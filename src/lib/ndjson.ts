/**
 * Streams of JSON lines (application/x-ndjson), the way the site assistant's answers and the LinkedIn
 * generator's model drafts reach the browser: each event on its own line, sent as it is produced.
 */
export const NDJSON_CONTENT_TYPE = 'application/x-ndjson';

/** The last line of a stream that could not be completed, in each protocol. */
export type StreamError = { type: 'error'; message: string };

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

/** Posts `body` as JSON and yields the answer's events as they arrive; a refusal throws a StreamFailure with the server's message. */
export async function* postForEvents<Event>(endpoint: string, body: unknown, signal: AbortSignal): AsyncGenerator<Event> {
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
    const { events, rest } = takeLines<Event>(done ? `${buffer}\n` : buffer);
    buffer = rest;
    yield* events;
    if (done) return;
  }
}
