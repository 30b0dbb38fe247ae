import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './server.ts';

export interface TcpProxy {
  port: number;
  /** What a database restart or failover looks like to its clients: every connection cut, new ones refused. */
  down: () => Promise<void>;
  /** The database is back: connections are accepted again on the same port. */
  up: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * The next client message that contains `text` goes through, then that client's connection is cut before the
   * server's answer reaches it (the server is left to finish): a commit whose answer was lost.
   */
  cutAfterNext: (text: string) => void;
}

/** A TCP proxy in front of a server (PostgreSQL), to take it away and bring it back without touching it. */
export async function startTcpProxy(target: { host: string; port: number }, options: { startDown?: boolean } = {}): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let cutAfter: string | undefined;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const up = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        track(client);
        track(upstream);
        client.on('data', (chunk: Buffer) => {
          if (cutAfter === undefined || !chunk.toString('latin1').includes(cutAfter)) {
            upstream.write(chunk);
            return;
          }
          cutAfter = undefined;
          upstream.unpipe(client);
          upstream.write(chunk);
          client.destroy();
          // The server finishes what it was sent, its answer going nowhere; then its side is closed too.
          setTimeout(() => upstream.destroy(), 500);
        });
        upstream.pipe(client);
        client.on('end', () => upstream.end());
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  if (!options.startDown) await up();
  return { port, down, up, close: down, cutAfterNext: (text) => (cutAfter = text) };
}
