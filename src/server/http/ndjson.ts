import { NDJSON_CONTENT_TYPE, type StreamError } from '#lib/ndjson.ts';

/**
 * Events as JSON lines, each sent as soon as it is produced. An error after the answer began ends the
 * stream with the event `onError` gives (the status line has gone out already); a closed connection
 * stops the generator.
 */
export function ndjsonStream<Event>(events: AsyncGenerator<Event>, onError: (error: unknown) => StreamError): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const line = (event: Event | StreamError) => encoder.encode(`${JSON.stringify(event)}\n`);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await events.next();
        if (next.done) controller.close();
        else controller.enqueue(line(next.value));
      } catch (error) {
        controller.enqueue(line(onError(error)));
        controller.close();
      }
    },
    async cancel() {
      await events.return(undefined);
    },
  });
}

/** The 200 answer that carries a stream of JSON lines past compression and proxies, line by line. */
export function ndjsonResponse<Event>(events: AsyncGenerator<Event>, onError: (error: unknown) => StreamError): Response {
  return new Response(ndjsonStream(events, onError), {
    status: 200,
    headers: {
      'Content-Type': `${NDJSON_CONTENT_TYPE}; charset=utf-8`,
      // no-transform: compression and proxies must pass each line on as it comes.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
