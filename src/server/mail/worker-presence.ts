import { randomInt } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.ts';
import { PRESENCE_LOCK_CLASS, releasePresenceLock, takePresenceLock } from './worker-presence.repo.ts';

export interface WorkerPresence {
  /** This process's key: its claims carry it. */
  key: number;
  stop: () => Promise<void>;
}

const RECONNECT_MS = 1000;

/**
 * Takes this process's presence lock and holds it until stop(): on PostgreSQL on a connection of its own (a
 * pooled one would hand the lock to whoever uses it next), taken again on a new connection should that one be
 * lost; on the embedded database on its one session.
 */
export async function holdWorkerPresence(handle: DatabaseHandle, logger: Logger): Promise<WorkerPresence> {
  const key = randomInt(1, 2 ** 31 - 1);
  const { pool } = handle;
  if (!pool) {
    await takePresenceLock(handle.db, key);
    return { key, stop: () => releasePresenceLock(handle.db, key) };
  }
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('error', (error: Error) => {
      if (stopped) return;
      // Until the lock is taken again, another instance may take this one's claims over (and send them again).
      logger.error({ err: error, event: 'mail_presence_lost' }, 'the mail worker lost its presence lock; taking it again');
      client = undefined;
      next.end().catch(() => undefined);
      setTimeout(() => void retry(), RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query('select pg_advisory_lock($1, $2)', [PRESENCE_LOCK_CLASS, key]);
    client = next;
  };
  const retry = async () => {
    if (stopped || client) return;
    await connect().catch((error: unknown) => {
      logger.warn({ err: error }, 'the mail worker could not take its presence lock yet');
      setTimeout(() => void retry(), RECONNECT_MS).unref();
    });
  };
  await connect();
  return {
    key,
    stop: async () => {
      stopped = true;
      await client?.end().catch(() => undefined);
    },
  };
}
