const encoder = new TextEncoder();

/**
 * A file download streamed from text chunks: each chunk is produced only when the client has taken
 * the one before (pull), so an export of any size holds one batch in memory. A client that goes away
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
