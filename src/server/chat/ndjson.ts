import type { ChatEvent } from '../../lib/chat.ts';

/**
 * Events as JSON lines, each sent as soon as it is produced. An error after the answer began ends the
 * stream with the event `onError` gives (the status line has gone out already); a closed connection
 * stops the generator.
 */
export function ndjsonStream(events: AsyncGenerator<ChatEvent>, onError: (error: unknown) => ChatEvent): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const line = (event: ChatEvent) => encoder.encode(`${JSON.stringify(event)}\n`);
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
