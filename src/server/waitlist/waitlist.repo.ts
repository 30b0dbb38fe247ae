import type { WaitlistInput } from '../../lib/validation/waitlist.ts';
import type { Database } from '../db/client.ts';
import { waitlistEntries } from '../db/schema.ts';

export interface ConsentMeta {
  language: string;
  sourcePage: string;
  clientHash: string;
  privacyVersion: string;
  at: Date;
}

/** Inserts an entry unless the address is already on the list (case-insensitive); null when it was. */
export async function insertWaitlistEntry(db: Database, input: WaitlistInput, consent: ConsentMeta): Promise<string | null> {
  const rows = await db
    .insert(waitlistEntries)
    .values({
      email: input.email,
      company: input.company,
      tier: input.tier,
      motivation: input.motivation,
      consentAt: consent.at,
      consentLanguage: consent.language,
      consentSourcePage: consent.sourcePage,
      privacyVersion: consent.privacyVersion,
      clientHash: consent.clientHash,
    })
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  return rows[0]?.id ?? null;
}
