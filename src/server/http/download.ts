import { responseDrained } from './response-drain.ts';

const encoder = new TextEncoder();

/**
 * A file download streamed from text chunks: each chunk is produced only when the response has taken
 * the one before and its buffer has room (pull, responseDrained), so an export of any size holds about one
 * batch in memory, however slowly the client reads. A client that goes away
 * stops the producer.
 */
export function downloadResponse(
  chunks: AsyncIterable<string> | Iterable<string>,
  { filename, contentType }: { filename: string; contentType: string },
): Response {
  const iterator: AsyncIterator<string> | Iterator<string> =
    Symbol.asyncIterator in chunks ? chunks[Symbol.asyncIterator]() : chunks[Symbol.iterator]();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // The client's pace, not the database's: the next chunk once the last one has left (http/response-drain.ts).
        await responseDrained();
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    // Nothing is produced ahead of a read.
    { highWaterMark: 0 },
  );
  return new Response(body, {
    headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'no-store' },
  });
}
