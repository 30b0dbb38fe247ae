import { GENERAL_WAITLIST, type WaitlistEntry } from '#lib/forms/waitlist.ts';
import type { Database } from '../db/client.ts';
import type { ConsentMeta } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { enqueueFormMail } from '../mail/form-mail.ts';
import { listTierAvailability } from '../tiers/tiers.repo.ts';
import { waitlistNotification } from './waitlist-notification.ts';
import { insertWaitlistEntry, isOnWaitlist } from './waitlist.repo.ts';

export type WaitlistRefusal = 'email_taken' | 'tier_full' | 'unknown_tier';
export type WaitlistResult = { ok: true; id: string } | { ok: false; code: WaitlistRefusal };

/** spec §4: a tier that is not offered, or has no free slot, takes no sign-up. */
async function tierRefusal(db: Database, tierName: string): Promise<WaitlistRefusal | undefined> {
  if (tierName === GENERAL_WAITLIST) return undefined;
  const tier = (await listTierAvailability(db)).find((candidate) => candidate.tier === tierName);
  if (!tier) return 'unknown_tier';
  return tier.available_slots === 0 ? 'tier_full' : undefined;
}

/** Why a sign-up would be refused, decided without storing it: the honeypot's answer. */
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
    if (stored) await enqueueFormMail(tx, await waitlistNotification(input, siteUrl));
    return stored;
  });
  return id ? { ok: true, id } : { ok: false, code: 'email_taken' };
}
