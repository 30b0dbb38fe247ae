import type pg from 'pg';
import type { Logger } from 'pino';

export interface Listener {
  stop: () => Promise<void>;
}

const RETRY_MS = { first: 500, most: 30_000 };

/**
 * Holds one connection of the pool listening on a PostgreSQL channel (LISTEN/NOTIFY) and calls
 * `onNotify` for each notification; also after every (re)connection, since notifications sent while
 * it was away are lost. A lost connection is opened again with a growing pause.
 */
export function listenForNotifications(pool: pg.Pool, channel: string, onNotify: () => void, logger: Logger): Listener {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retryMs = RETRY_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MS.most);
  };
  const lost = (current: pg.PoolClient, error?: Error & { code?: string }) => {
    if (client !== current) return;
    client = undefined;
    current.release(error ?? true);
    logger.warn({ event: 'database_listen_lost', channel, code: error?.code }, 'stopped listening for changes: trying again');
    retry();
  };
  async function connect(): Promise<void> {
    let current: pg.PoolClient;
    try {
      current = await pool.connect();
    } catch (error) {
      logger.warn(
        { event: 'database_listen_failed', channel, code: (error as { code?: string }).code },
        'cannot listen for changes yet: trying again',
      );
      return retry();
    }
    if (stopped) return current.release();
    client = current;
    current.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    try {
      await current.query(`LISTEN ${channel}`);
    } catch (error) {
      return lost(current, error as Error);
    }
    retryMs = RETRY_MS.first;
    onNotify();
  }
  void connect();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      if (!current) return;
      await current.query(`UNLISTEN ${channel}`).catch(() => undefined);
      current.release();
    },
  };
}
