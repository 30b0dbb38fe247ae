import { GENERAL_WAITLIST, type WaitlistEntry } from '#lib/forms/waitlist.ts';
import type { Database } from '../db/client.ts';
import type { ConsentMeta } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { enqueueMail } from '../mail/outbox.repo.ts';
import { changingTiers } from '../tiers/tier-availability.ts';
import { listTierAvailability, takeTierSlot } from '../tiers/tiers.repo.ts';
import { waitlistNotification } from './waitlist-notification.ts';
import { decidePendingEntry, insertWaitlistEntry, isOnWaitlist } from './waitlist.repo.ts';

export type WaitlistRefusal = 'email_taken' | 'tier_full' | 'unknown_tier';
export type WaitlistResult = { ok: true; id: string } | { ok: false; code: WaitlistRefusal };

/** spec §4: a tier that is not offered, or has no free slot, takes no sign-up. */
async function tierRefusal(db: Database, tierName: string): Promise<WaitlistRefusal | undefined> {
  if (tierName === GENERAL_WAITLIST) return undefined;
  const tier = (await listTierAvailability(db)).find((candidate) => candidate.tier === tierName);
  if (!tier) return 'unknown_tier';
  return tier.available_slots === 0 ? 'tier_full' : undefined;
}

/** Why a sign-up would be refused, decided without storing it: the honeypot's answer (issue 14 §6). */
export async function waitlistRefusal(db: Database, input: WaitlistEntry): Promise<WaitlistRefusal | undefined> {
  return (await tierRefusal(db, input.tier)) ?? ((await isOnWaitlist(db, input.email)) ? 'email_taken' : undefined);
}

/**
 * spec §4/§5: a waiting-list sign-up with its consent record. A tier without free slots is refused;
 * an address already on the list is refused, also when many identical sign-ups arrive at once. The
 * operator's notice goes into the outbox in the same transaction as the entry (`siteUrl` for its link).
 */
export async function submitWaitlist(db: Database, input: WaitlistEntry, consent: ConsentMeta, siteUrl: string): Promise<WaitlistResult> {
  const refused = await tierRefusal(db, input.tier);
  if (refused) return { ok: false, code: refused };
  const id = await withTransaction(db, async (tx) => {
    const stored = await insertWaitlistEntry(tx, { ...input, ...consent });
    if (stored) await enqueueMail(tx, waitlistNotification(input, siteUrl));
    return stored;
  });
  return id ? { ok: true, id } : { ok: false, code: 'email_taken' };
}

export type DecisionResult = 'accepted' | 'declined' | 'not_pending' | 'tier_full';

class TierFull extends Error {}

/**
 * The operator accepts a pending entry, which takes a slot of its tier in the same transaction: refused
 * when the tier is full, also when operators accept at the same moment (the slot update is conditional).
 */
export async function acceptEntry(db: Database, id: string, now = new Date()): Promise<DecisionResult> {
  try {
    return await changingTiers(db, () =>
      withTransaction(db, async (tx) => {
        const entry = await decidePendingEntry(tx, id, 'accepted', now);
        if (!entry) return 'not_pending';
        if (entry.tier !== GENERAL_WAITLIST && !(await takeTierSlot(tx, entry.tier))) throw new TierFull(); // undoes the decision
        return 'accepted';
      }),
    );
  } catch (error) {
    if (error instanceof TierFull) return 'tier_full';
    throw error;
  }
}

export async function declineEntry(db: Database, id: string, now = new Date()): Promise<DecisionResult> {
  return (await decidePendingEntry(db, id, 'declined', now)) ? 'declined' : 'not_pending';
}
