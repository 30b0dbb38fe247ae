import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * The advisory lock of each job that must not run twice at once: fixed numbers, the same in every
 * instance, apart from the migrations' (db/migrate.ts, 7_352_014).
 */
export const JOB_LOCK_KEYS = {
  retention: 7_352_016,
  /** Campaign claims under a rate cap count the claims of every instance (decision 0035). */
  campaignRate: 7_352_018,
} as const;

export type LockedJob = keyof typeof JOB_LOCK_KEYS;

/**
 * Takes the job's lock for the rest of the caller's transaction, or says at once that another instance
 * holds it. On PGlite the one process runs one transaction at a time, so the lock is always free.
 */
export async function tryJobLock(tx: Database, job: LockedJob): Promise<boolean> {
  // Both engines' drivers answer with { rows }.
  const answer: unknown = await tx.execute(sql`select pg_try_advisory_xact_lock(${JOB_LOCK_KEYS[job]}::bigint) as locked`);
  const result = answer as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

/** Takes the job's lock for the rest of the caller's transaction, waiting while another instance holds it. */
export async function waitForJobLock(tx: Database, job: LockedJob): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${JOB_LOCK_KEYS[job]}::bigint)`);
}
