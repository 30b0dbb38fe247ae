import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * The first key of every presence lock (a two-key advisory lock; the jobs' locks use one key, so they never meet).
 * The second key is the process's own, and its mail claims carry it (mail_outbox.claimed_by).
 */
export const PRESENCE_LOCK_CLASS = 7_352_017;

/**
 * issue 27 §4: a claim is held by a live process exactly while that process's presence lock is granted.
 * PostgreSQL releases a session's advisory locks when its connection ends, which the kernel does at once for a
 * process killed with -9; on the embedded database a new process has a new session, so a dead one's lock is gone.
 */
export const claimerGone = (claimedBy: SQL | unknown): SQL =>
  sql`not exists (select 1 from pg_locks where locktype = 'advisory' and classid = ${PRESENCE_LOCK_CLASS} and objid = (${claimedBy})::oid and objsubid = 2 and granted)`;

export interface WorkerPresence {
  /** This process's key: its claims carry it. */
  key: number;
  stop: () => Promise<void>;
}

const lockStatement = (key: number) => sql`select pg_advisory_lock(${PRESENCE_LOCK_CLASS}, ${key})`;
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
    await handle.db.execute(lockStatement(key));
    return { key, stop: async () => void (await handle.db.execute(sql`select pg_advisory_unlock(${PRESENCE_LOCK_CLASS}, ${key})`)) };
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
