import type { TierAvailability } from '#lib/tiers.ts';
import type { Database } from '../db/client.ts';
import { databaseUnavailableReason } from '../db/instance.ts';
import { remember } from '../remember.ts';
import { announceTierChange, listTierAvailability } from './tiers.repo.ts';

/**
 * How old the figures /api/tiers and the wizard show may be. A change in this process shows at once; one
 * by another instance (or an admin command on PostgreSQL, which runs in its own process) as soon as its
 * notification arrives (start.ts listens), and within this time should it be lost.
 */
export const TIER_AVAILABILITY_MAX_AGE_MS = 2000;

interface Cached {
  value?: { tiers: TierAvailability[]; json: Buffer; readAt: number };
  loading?: { promise: Promise<TierAvailability[]>; generation: number };
  /** Counts the changes: a read begun before one is not kept. */
  generation: number;
}

// One cache per process, shared by the server entry (admin commands through its channel) and the rendered
// routes, which Astro bundles as a separate copy of this module.
const state = remember('tier-availability', (): Cached => ({ generation: 0 }));

/**
 * spec §3: the tiers' availability, read from the database at most every TIER_AVAILABILITY_MAX_AGE_MS
 * and at once after a change in this process. Concurrent callers share one read; a failed read is not kept.
 */
export function tierAvailability(db: Database, now = Date.now()): Promise<TierAvailability[]> {
  if (state.value && now - state.value.readAt < TIER_AVAILABILITY_MAX_AGE_MS) return Promise.resolve(state.value.tiers);
  if (state.loading?.generation === state.generation) return state.loading.promise;
  const generation = state.generation;
  const promise = listTierAvailability(db).then(
    (tiers) => {
      if (state.generation === generation) state.value = { tiers, json: Buffer.from(JSON.stringify(tiers)), readAt: now };
      if (state.loading?.promise === promise) state.loading = undefined;
      return tiers;
    },
    (error: unknown) => {
      if (state.loading?.promise === promise) state.loading = undefined;
      throw error;
    },
  );
  state.loading = { promise, generation };
  return promise;
}

/**
 * The figures as /api/tiers answers them, while they are fresh and the database serves requests; else
 * undefined, and the route reads them. The server answers with this before the route is reached.
 */
export function freshTierAvailabilityJson(now = Date.now()): Buffer | undefined {
  const { value } = state;
  if (!value || now - value.readAt >= TIER_AVAILABILITY_MAX_AGE_MS || databaseUnavailableReason()) return undefined;
  return value.json;
}

/** Drops the figures held: the next read goes to the database. */
export function forgetTierAvailability(): void {
  state.generation += 1;
  state.value = undefined;
}

/**
 * Runs a write that changes the tiers' figures (a slot taken, given back or a slot count changed); once it
 * has committed (or failed) the figures held here are forgotten and the other instances are told.
 */
export async function changingTiers<T>(db: Database, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    forgetTierAvailability();
    // Should this fail (the database away), the others see the change within TIER_AVAILABILITY_MAX_AGE_MS.
    await announceTierChange(db).catch(() => undefined);
  }
}
