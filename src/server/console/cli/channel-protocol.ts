import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { OUTPUT_FORMATS } from './command.ts';

/**
 * The admin channel: how an admin command reaches the server that holds the embedded database. A Unix
 * socket only its owner may open, and a fresh random token in a file only its owner may read; one JSON
 * line asks, JSON lines answer (the command's output as it is written, then its exit code).
 */
export function channelPaths(dataDir: string) {
  const directory = path.resolve(dataDir, 'admin');
  const socket = path.join(directory, 'socket');
  // A socket's path has a limit of about 100 bytes (104 on macOS, 108 on Linux); a deep data directory gets
  // its socket in the temporary directory instead, named after the data directory.
  const short = path.join(tmpdir(), `site-admin-${createHash('sha256').update(directory).digest('hex').slice(0, 16)}.sock`);
  return { directory, token: path.join(directory, 'token'), socket: Buffer.byteLength(socket) < 100 ? socket : short };
}

export const channelRequestSchema = z.object({
  token: z.string(),
  command: z.string(),
  words: z.array(z.string()),
  format: z.enum(OUTPUT_FORMATS),
});
export type ChannelRequest = z.infer<typeof channelRequestSchema>;

export const channelReplySchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['data', 'print', 'error']), text: z.string() }),
  z.object({ type: z.literal('exit'), code: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
]);
export type ChannelReply = z.infer<typeof channelReplySchema>;

/** The other side went away (the command was interrupted, or the server stopped). */
export class ChannelClosed extends Error {
  constructor() {
    super('the admin channel closed');
  }
}

/** Sends one JSON line, and waits while the socket's buffer is full: the reader's pace sets the writer's. */
export async function sendFrame(socket: Socket, frame: unknown): Promise<void> {
  if (socket.destroyed || socket.writableEnded) throw new ChannelClosed();
  if (socket.write(`${JSON.stringify(frame)}\n`)) return;
  const closed = new AbortController();
  const onClose = () => closed.abort();
  socket.once('close', onClose);
  try {
    await once(socket, 'drain', { signal: closed.signal });
  } catch {
    throw new ChannelClosed();
  } finally {
    socket.off('close', onClose);
  }
}

/** The JSON lines a socket receives, each read only when the one before has been handled. */
export async function* readFrames(socket: Socket, maxLineLength = Number.POSITIVE_INFINITY): AsyncGenerator<unknown> {
  socket.setEncoding('utf8');
  let buffered = '';
  // Stopping early (the server reads only the request) must leave the socket open for the answer.
  for await (const chunk of socket.iterator({ destroyOnReturn: false })) {
    buffered += chunk as string;
    for (let end = buffered.indexOf('\n'); end !== -1; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      yield JSON.parse(line) as unknown;
    }
    if (buffered.length > maxLineLength) throw new Error('line too long');
  }
}
