import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { Logger } from 'pino';
import type { Database } from '#server/db/client.ts';
import type { AdminCommand, AdminOutput } from './command.ts';
import {
  ChannelClosed,
  channelPaths,
  channelRequestSchema,
  readFrames,
  sendFrame,
  type ChannelReply,
  type ChannelRequest,
} from './channel-protocol.ts';
import { runAdminCommand } from './run-command.ts';

export interface AdminChannelOptions {
  /** The embedded database's data directory, which this process holds. */
  dataDir: string;
  db: Database;
  commands: readonly AdminCommand[];
  logger: Logger;
}

export interface AdminChannel {
  /** Stops taking requests, lets running commands finish, and removes the socket and the token. */
  close: () => Promise<void>;
}

const REQUEST_LIMIT = 64 * 1024;
const REQUEST_TIMEOUT_MS = 10_000;

const digest = (text: string) => createHash('sha256').update(text).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

function listen(server: Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The server side of the admin channel: runs each request's command on the server's own database handle. */
export async function startAdminChannel({ dataDir, db, commands, logger }: AdminChannelOptions): Promise<AdminChannel> {
  const paths = channelPaths(dataDir);
  mkdirSync(paths.directory, { recursive: true, mode: 0o700 });
  chmodSync(paths.directory, 0o700);
  // A socket or token still there was left by a server that did not stop cleanly: this process holds the directory now.
  rmSync(paths.socket, { force: true });
  rmSync(paths.token, { force: true });
  const token = randomBytes(32).toString('hex');
  writeFileSync(paths.token, token, { mode: 0o600, flag: 'wx' });

  const waiting = new Set<Socket>();
  const running = new Set<Promise<void>>();

  const readRequest = async (socket: Socket): Promise<ChannelRequest | undefined> => {
    waiting.add(socket);
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    try {
      const first = await readFrames(socket, REQUEST_LIMIT).next();
      const parsed = channelRequestSchema.safeParse(first.value);
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    } finally {
      waiting.delete(socket);
      socket.setTimeout(0);
    }
  };

  const serve = async (socket: Socket) => {
    const send = (frame: ChannelReply) => sendFrame(socket, frame);
    const request = await readRequest(socket);
    try {
      if (!request || !sameToken(request.token, token)) {
        logger.warn({ event: 'admin_channel_refused' }, 'refused an admin request without the right token');
        await send({ type: 'error', text: 'Refused: the request did not carry the token of the running server.' });
        await send({ type: 'exit', code: 1 });
        socket.end();
        return;
      }
      const out: AdminOutput = {
        data: (text) => send({ type: 'data', text }),
        print: (text) => send({ type: 'print', text }),
        error: (text) => send({ type: 'error', text }),
      };
      const started = Date.now();
      const code = await runAdminCommand(commands, request, db, out);
      await send({ type: 'exit', code });
      socket.end();
      // The command's name only: its words may hold an e-mail address.
      logger.info({ event: 'admin_command', command: request.command, code, ms: Date.now() - started }, 'admin command run');
    } catch (error) {
      if (!(error instanceof ChannelClosed)) logger.error({ err: error, command: request?.command }, 'admin command failed');
      socket.destroy();
    }
  };

  const server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    const work = serve(socket).finally(() => running.delete(work));
    running.add(work);
  });
  await listen(server, paths.socket);
  chmodSync(paths.socket, 0o600);

  return {
    async close() {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of waiting) socket.destroy();
      await Promise.allSettled([...running]);
      await stopped;
      rmSync(paths.socket, { force: true });
      rmSync(paths.token, { force: true });
    },
  };
}
