import type { Server } from 'node:http';
import type { Logger } from 'pino';

export interface ShutdownOptions {
  server: Server;
  /** How long requests in flight, and then the work in the background, may take to finish. */
  graceMs: number;
  logger: Logger;
  /** Stops the background work within the time left of the grace period (the mail on the wire is acknowledged first). */
  stopWork: (remainingMs: number) => Promise<void>;
  closeDatabase: () => Promise<void>;
  onExit: (code: number) => void;
}

/**
 * Graceful shutdown: no new connections, idle keep-alive connections closed, every further answer with
 * `Connection: close`; requests in flight finish, then the background work stops and the database closes.
 * Exits with `code` (0 for a signal), or 1 when the grace period ran out first or stopping failed; a
 * shutdown for a fault keeps its own code whatever fails on the way out (decision 0027: 75 for the supervisor).
 */
export function gracefulShutdown({
  server,
  graceMs,
  logger,
  stopWork,
  closeDatabase,
  onExit,
}: ShutdownOptions): (reason: string, code?: number) => void {
  let started = false;
  return (reason, code = 0) => {
    if (started) return;
    started = true;
    logger.info({ reason, graceMs }, 'shutting down');
    const deadline = Date.now() + graceMs;
    let exited = false;
    const failedCode = code === 0 ? 1 : code;
    const exit = (exitCode: number) => {
      if (exited) return;
      exited = true;
      onExit(exitCode);
    };
    setTimeout(() => {
      logger.error({ reason, graceMs }, 'the grace period ran out before everything finished: stopping anyway');
      server.closeAllConnections();
      exit(failedCode);
    }, graceMs).unref();
    // A request that arrives on a kept-alive connection now is still answered, and its connection closed after it.
    server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    // A request in flight when the shutdown began leaves its connection idle once answered: close it then.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearInterval(closeIdle);
      // A little is kept back for closing the database before the grace period runs out.
      stopWork(Math.max(0, deadline - Date.now() - 500))
        .then(closeDatabase)
        .then(
          () => exit(code),
          (error: unknown) => {
            logger.error({ err: error }, 'shutting down failed');
            exit(failedCode);
          },
        );
    });
    server.closeIdleConnections();
  };
}
