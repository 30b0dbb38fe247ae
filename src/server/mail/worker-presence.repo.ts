import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * The first key of every presence lock (a two-key advisory lock; the jobs' locks use one key, so they never meet).
 * The second key is the process's own, and its mail claims carry it (mail_outbox.claimed_by).
 */
export const PRESENCE_LOCK_CLASS = 7_352_017;

/**
 * decision 0027: a claim is held by a live process exactly while that process's presence lock is granted.
 * PostgreSQL releases a session's advisory locks when its connection ends, which the kernel does at once for a
 * process killed with -9; on the embedded database a new process has a new session, so a dead one's lock is gone.
 */
export const claimerGone = (claimedBy: unknown): SQL =>
  sql`not exists (select 1 from pg_locks where locktype = 'advisory' and classid = ${PRESENCE_LOCK_CLASS} and objid = (${claimedBy})::oid and objsubid = 2 and granted)`;

/** Takes the presence lock `key` on the session `db` runs on (the embedded database's one session). */
export async function takePresenceLock(db: Database, key: number): Promise<void> {
  await db.execute(sql`select pg_advisory_lock(${PRESENCE_LOCK_CLASS}, ${key})`);
}

export async function releasePresenceLock(db: Database, key: number): Promise<void> {
  await db.execute(sql`select pg_advisory_unlock(${PRESENCE_LOCK_CLASS}, ${key})`);
}
