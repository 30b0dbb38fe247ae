import { z } from 'zod';
import type { Notice } from '#lib/console/notices.ts';
import { database } from '#server/db/instance.ts';
import { recordAction } from '../audit/audit.service.ts';
import type { SignedInOperator } from '../access/console-guard.ts';
import { changingTiers } from '#server/tiers/tier-availability.ts';
import { setTierSlots } from '#server/tiers/tiers.repo.ts';
import { acceptEntry, declineEntry } from '#server/waitlist/waitlist.service.ts';

/** Most slots a tier can be given from the console: a guard against a slip of the keyboard. */
const MAX_TIER_SLOTS = 100_000;

const waitlistForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('decide'), id: z.uuid(), decision: z.enum(['accept', 'decline']) }),
  z.object({ intent: z.literal('slots'), tier: z.string().min(1).max(100), slots: z.coerce.number().int().min(0).max(MAX_TIER_SLOTS) }),
]);

/**
 * The waiting list's actions, as the admin commands do them: accept (takes a slot of the tier, refused
 * when none is free, also when two operators accept at once), decline, and a tier's slot count (never
 * below the slots taken). Each change is written to the audit log.
 */
export async function waitlistAction(data: Record<string, unknown>, operator: SignedInOperator): Promise<Notice> {
  const parsed = waitlistForm.safeParse(data);
  if (!parsed.success) return { code: 'invalid' };
  const { db } = await database();
  const action = parsed.data;
  if (action.intent === 'slots') {
    if (!(await changingTiers(db, () => setTierSlots(db, action.tier, action.slots)))) return { code: 'slots_refused' };
    await recordAction(operator, 'slots', action.tier, { totalSlots: action.slots });
    return { code: 'slots_saved' };
  }
  const result = action.decision === 'accept' ? await acceptEntry(db, action.id) : await declineEntry(db, action.id);
  if (result === 'accepted' || result === 'declined') await recordAction(operator, action.decision, action.id);
  return { code: result };
}
