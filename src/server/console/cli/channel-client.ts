import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import type { AdminOutput, AdminRequest, ExitCode } from './command.ts';
import { channelPaths, channelReplySchema, readFrames, sendFrame } from './channel-protocol.ts';

/** The server holds the data directory but does not answer on its channel (yet: it may still be starting). */
export class ChannelUnavailable extends Error {}

const STARTING_GRACE_MS = 15_000;

function connectTo(socketPath: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** The token and a connection, retried while a starting server has not opened its channel yet. */
async function open(dataDir: string): Promise<{ token: string; socket: Socket }> {
  const paths = channelPaths(dataDir);
  const deadline = Date.now() + STARTING_GRACE_MS;
  for (;;) {
    try {
      const token = readFileSync(paths.token, 'utf8');
      return { token, socket: await connectTo(paths.socket) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const notYet = code === 'ENOENT' || code === 'ECONNREFUSED';
      if (!notYet || Date.now() > deadline) {
        const hint = code === 'EACCES' ? '; run the command as the user the server runs as' : '';
        throw new ChannelUnavailable(`The admin channel in ${paths.directory} does not answer (${code ?? String(error)})${hint}.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Runs a command in the server that holds the embedded database; its output arrives as it is written. */
export async function sendAdminCommand(dataDir: string, request: AdminRequest, out: AdminOutput): Promise<ExitCode> {
  const { token, socket } = await open(dataDir);
  try {
    await sendFrame(socket, { token, ...request });
    for await (const frame of readFrames(socket)) {
      const reply = channelReplySchema.parse(frame);
      if (reply.type === 'exit') return reply.code;
      await out[reply.type](reply.text);
    }
    throw new ChannelUnavailable('The server closed the admin channel before the command finished.');
  } finally {
    socket.destroy();
  }
}
