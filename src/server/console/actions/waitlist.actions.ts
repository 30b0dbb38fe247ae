import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { GENERAL_WAITLIST } from '#lib/forms/waitlist.ts';
import { changingTiers } from '#server/tiers/tier-availability.ts';
import { setTierSlots, takeTierSlot } from '#server/tiers/tiers.repo.ts';
import { enqueueMail } from '#server/mail/outbox.repo.ts';
import { applicantMail } from '#server/waitlist/applicant-mails.ts';
import { decidePendingEntry, noteApplicantMail } from '#server/waitlist/waitlist.repo.ts';
import { aboutEntry } from '../audit/about.ts';
import { recordActionIn, type AuditActor } from '../audit/audit.service.ts';

/** Most slots a tier can be given: a guard against a slip of the keyboard. */
export const MAX_TIER_SLOTS = 100_000;

/** A decision on an entry; `mail: 'none'` declines without telling the applicant (an accepted applicant is always told). */
export const decisionInput = z.object({
  id: z.uuid(),
  decision: z.enum(['accept', 'decline']),
  mail: z.enum(['send', 'none']).default('send'),
});
export const slotsInput = z.object({ tier: z.string().min(1).max(100), slots: z.coerce.number().int().min(0).max(MAX_TIER_SLOTS) });

export type DecisionResult = 'accepted' | 'declined' | 'not_pending' | 'tier_full';
export type Decision = z.input<typeof decisionInput>;

class TierFull extends Error {}

/**
 * Accepts or declines a pending waiting-list entry. Accepting takes a slot of its tier in the same
 * transaction and is refused when none is free, also when operators accept at the same moment (the slot
 * update is conditional). The applicant's mail (unless a decline is to go without one) is queued
 * in the outbox, and the decision's audit entry written (with the entry's tier and whom it is from, in
 * words), in the same transaction as the decision.
 */
export async function decideEntry(
  db: Database,
  actor: AuditActor,
  { id, decision, mail = 'send' }: Decision,
  now = new Date(),
): Promise<{ code: DecisionResult }> {
  try {
    const code = await changingTiers(db, () =>
      withTransaction(db, async (tx): Promise<DecisionResult> => {
        const entry = await decidePendingEntry(tx, id, decision === 'accept' ? 'accepted' : 'declined', now);
        if (!entry) return 'not_pending';
        if (decision === 'accept' && entry.tier !== GENERAL_WAITLIST && !(await takeTierSlot(tx, entry.tier))) throw new TierFull(); // undoes the decision
        if (decision === 'accept' || mail === 'send')
          await noteApplicantMail(tx, id, await enqueueMail(tx, await applicantMail(entry, decision), now));
        await recordActionIn(tx, actor, decision, id, aboutEntry(entry));
        return decision === 'accept' ? 'accepted' : 'declined';
      }),
    );
    return { code };
  } catch (error) {
    if (error instanceof TierFull) return { code: 'tier_full' };
    throw error;
  }
}

/** A tier's slot count, never below the slots taken; with its audit entry in the same transaction. */
export async function changeTierSlots(
  db: Database,
  actor: AuditActor,
  { tier, slots }: z.infer<typeof slotsInput>,
): Promise<{ code: 'slots_saved' | 'slots_refused' }> {
  const saved = await changingTiers(db, () =>
    withTransaction(db, async (tx) => {
      if (!(await setTierSlots(tx, tier, slots))) return false;
      await recordActionIn(tx, actor, 'slots', tier, { totalSlots: slots });
      return true;
    }),
  );
  return { code: saved ? 'slots_saved' : 'slots_refused' };
}
