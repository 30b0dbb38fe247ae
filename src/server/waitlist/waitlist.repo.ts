import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { waitlistEntries } from '../db/schema.ts';

export type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;
export type WaitlistDecision = Exclude<NewWaitlistEntry['status'], 'pending' | undefined>;

/** Inserts an entry unless the address is already on the list (case-insensitive); null when it was. */
export async function insertWaitlistEntry(db: Database, entry: NewWaitlistEntry): Promise<string | null> {
  const rows = await db.insert(waitlistEntries).values(entry).onConflictDoNothing().returning({ id: waitlistEntries.id });
  return rows[0]?.id ?? null;
}

/** Whether the address is on the list already (case-insensitive, as the unique index sees it). */
export async function isOnWaitlist(db: Database, email: string): Promise<boolean> {
  return (await db.$count(waitlistEntries, sql`lower(${waitlistEntries.email}) = lower(${email})`)) > 0;
}

/** Decides a pending entry; its tier, or undefined when it was not pending (decided already, or unknown). */
export async function decidePendingEntry(
  db: Database,
  id: string,
  decision: WaitlistDecision,
  now: Date,
): Promise<DecidedEntry | undefined> {
  const [entry] = await db
    .update(waitlistEntries)
    .set({ status: decision, decidedAt: now })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'pending')))
    .returning({
      email: waitlistEntries.email,
      company: waitlistEntries.company,
      tier: waitlistEntries.tier,
      language: waitlistEntries.consentLanguage,
    });
  return entry;
}

/** What a decision needs of its entry: the tier, and whom to tell in which language. */
export type DecidedEntry = { email: string; company: string | null; tier: string; language: string };

/** Notes the mail that told the applicant of the decision. */
export async function noteApplicantMail(db: Database, id: string, mailId: string): Promise<void> {
  await db.update(waitlistEntries).set({ applicantMailId: mailId }).where(eq(waitlistEntries.id, id));
}
