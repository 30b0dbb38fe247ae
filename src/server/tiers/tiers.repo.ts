import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { tiers } from '../db/schema.ts';
import type { TierAvailability } from '#lib/tiers.ts';

/** The PostgreSQL channel on which a change of the tiers' figures is announced to every server instance. */
export const TIER_CHANGES_CHANNEL = 'tier_availability_changed';

export async function listTierAvailability(db: Database): Promise<TierAvailability[]> {
  const rows = await db.select().from(tiers).orderBy(tiers.tier);
  return rows.map((row) => ({
    tier: row.tier,
    total_slots: row.totalSlots,
    accepted_count: row.acceptedCount,
    available_slots: Math.max(0, row.totalSlots - row.acceptedCount),
  }));
}

/**
 * Takes one slot of a tier if one is free. A single conditional UPDATE, so any number of concurrent
 * callers (or server instances) can never take more slots than the tier has.
 */
export async function takeTierSlot(db: Database, tier: string): Promise<boolean> {
  const taken = await db
    .update(tiers)
    .set({ acceptedCount: sql`${tiers.acceptedCount} + 1` })
    .where(and(eq(tiers.tier, tier), lt(tiers.acceptedCount, tiers.totalSlots)))
    .returning({ tier: tiers.tier });
  return taken.length === 1;
}

/** Changes a tier's slot count; refused (false) below the slots already taken. */
export async function setTierSlots(db: Database, tier: string, totalSlots: number): Promise<boolean> {
  const updated = await db
    .update(tiers)
    .set({ totalSlots })
    .where(and(eq(tiers.tier, tier), sql`${tiers.acceptedCount} <= ${totalSlots}`))
    .returning({ tier: tiers.tier });
  return updated.length === 1;
}

/** Tells every instance listening on TIER_CHANGES_CHANNEL that the figures changed (delivered once committed). */
export async function announceTierChange(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${TIER_CHANGES_CHANNEL}, '')`);
}

/** Gives back the slot an accepted entry held (its entry was erased). */
export async function releaseTierSlot(db: Database, tier: string): Promise<void> {
  await db
    .update(tiers)
    .set({ acceptedCount: sql`${tiers.acceptedCount} - 1` })
    .where(and(eq(tiers.tier, tier), gt(tiers.acceptedCount, 0)));
}
