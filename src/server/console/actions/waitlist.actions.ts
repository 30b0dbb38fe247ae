import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { changingTiers } from '#server/tiers/tier-availability.ts';
import { setTierSlots } from '#server/tiers/tiers.repo.ts';
import { acceptEntry, declineEntry, type DecisionResult } from '#server/waitlist/waitlist.service.ts';
import { recordActionIn, type AuditActor } from '../audit/audit.service.ts';

/** Most slots a tier can be given: a guard against a slip of the keyboard. */
export const MAX_TIER_SLOTS = 100_000;

export const decisionInput = z.object({ id: z.uuid(), decision: z.enum(['accept', 'decline']) });
export const slotsInput = z.object({ tier: z.string().min(1).max(100), slots: z.coerce.number().int().min(0).max(MAX_TIER_SLOTS) });

/**
 * Accepts or declines a pending waiting-list entry. Accepting takes a slot of its tier and is refused when
 * none is free, also when two operators accept at once. The decision and its audit entry are one transaction.
 */
export async function decideEntry(db: Database, actor: AuditActor, { id, decision }: z.infer<typeof decisionInput>): Promise<{ code: DecisionResult }> {
  const code = await changingTiers(db, () =>
    withTransaction(db, async (tx) => {
      const result = decision === 'accept' ? await acceptEntry(tx, id) : await declineEntry(tx, id);
      if (result === 'accepted' || result === 'declined') await recordActionIn(tx, actor, decision, id);
      return result;
    }),
  );
  return { code };
}

/** A tier's slot count, never below the slots taken; with its audit entry in the same transaction. */
export async function changeTierSlots(db: Database, actor: AuditActor, { tier, slots }: z.infer<typeof slotsInput>): Promise<{ code: 'slots_saved' | 'slots_refused' }> {
  const saved = await changingTiers(db, () =>
    withTransaction(db, async (tx) => {
      if (!(await setTierSlots(tx, tier, slots))) return false;
      await recordActionIn(tx, actor, 'slots', tier, { totalSlots: slots });
      return true;
    }),
  );
  return { code: saved ? 'slots_saved' : 'slots_refused' };
}
