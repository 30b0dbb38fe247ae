import { GENERAL_WAITLIST, type WaitlistInput } from '../../lib/validation/waitlist.ts';
import type { Database } from '../db/client.ts';
import { listTierAvailability } from '../tiers/tiers.repo.ts';
import { insertWaitlistEntry, type ConsentMeta } from './waitlist.repo.ts';

export type WaitlistResult = { ok: true; id: string } | { ok: false; code: 'email_taken' | 'tier_full' | 'unknown_tier' };

/**
 * spec §4/§5: a waiting-list sign-up with its consent record. A tier without free slots is refused;
 * an address already on the list is refused, also when many identical sign-ups arrive at once.
 */
export async function submitWaitlist(db: Database, input: WaitlistInput, consent: ConsentMeta): Promise<WaitlistResult> {
  if (input.tier !== GENERAL_WAITLIST) {
    const tier = (await listTierAvailability(db)).find((candidate) => candidate.tier === input.tier);
    if (!tier) return { ok: false, code: 'unknown_tier' };
    if (tier.available_slots === 0) return { ok: false, code: 'tier_full' };
  }
  const id = await insertWaitlistEntry(db, input, consent);
  return id ? { ok: true, id } : { ok: false, code: 'email_taken' };
}
