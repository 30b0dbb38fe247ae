import { and, eq } from 'drizzle-orm';
import { GENERAL_WAITLIST } from '../../lib/validation/waitlist.ts';
import type { Database } from '../db/client.ts';
import { waitlistEntries } from '../db/schema.ts';
import { takeTierSlot } from '../tiers/tiers.repo.ts';

export type DecisionResult = 'accepted' | 'declined' | 'not_pending' | 'tier_full';

class TierFull extends Error {}

/**
 * Accepts a pending entry and takes a slot of its tier in one transaction: refused when the tier is
 * full, also when operators accept at the same moment (the slot update is conditional).
 */
export async function acceptEntry(db: Database, id: string, now = new Date()): Promise<DecisionResult> {
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [entry] = await tx
        .update(waitlistEntries)
        .set({ status: 'accepted', decidedAt: now })
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'pending')))
        .returning({ tier: waitlistEntries.tier });
      if (!entry) return 'not_pending';
      if (entry.tier !== GENERAL_WAITLIST && !(await takeTierSlot(tx, entry.tier))) throw new TierFull();
      return 'accepted';
    });
  } catch (error) {
    if (error instanceof TierFull) return 'tier_full';
    throw error;
  }
}

export async function declineEntry(db: Database, id: string, now = new Date()): Promise<DecisionResult> {
  const rows = await db
    .update(waitlistEntries)
    .set({ status: 'declined', decidedAt: now })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'pending')))
    .returning({ id: waitlistEntries.id });
  return rows.length ? 'declined' : 'not_pending';
}
