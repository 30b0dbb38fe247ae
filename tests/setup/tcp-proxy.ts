import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './server.ts';

export interface TcpProxy {
  port: number;
  /** What a database restart or failover looks like to its clients: every connection cut, new ones refused. */
  down: () => Promise<void>;
  /** The database is back: connections are accepted again on the same port. */
  up: () => Promise<void>;
  close: () => Promise<void>;
}

/** A TCP proxy in front of a server (PostgreSQL), to take it away and bring it back without touching it. */
export async function startTcpProxy(target: { host: string; port: number }, options: { startDown?: boolean } = {}): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
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
        client.pipe(upstream).pipe(client);
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
  return { port, down, up, close: down };
}
