import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { listPage, newestFirst, type ListPage, type Page, type PagePosition } from '../db/paging.ts';
import { countPerPeriod, type PeriodCounts, type PeriodStarts } from '../db/period-counts.ts';
import { mailOutbox, waitlistEntries } from '../db/schema.ts';

export type WaitlistStatus = (typeof waitlistEntries.$inferSelect)['status'];

/** What the operator decides on: the entry without its consent record's client hash. */
const entryFields = {
  id: waitlistEntries.id,
  email: waitlistEntries.email,
  company: waitlistEntries.company,
  tier: waitlistEntries.tier,
  motivation: waitlistEntries.motivation,
  status: waitlistEntries.status,
  decidedAt: waitlistEntries.decidedAt,
  createdAt: waitlistEntries.createdAt,
  /** Whether and when the applicant was told of the decision: the mail's status and when it went out. */
  applicantMail: { status: mailOutbox.status, sentAt: mailOutbox.sentAt },
};

export type WaitlistListEntry = Pick<typeof waitlistEntries.$inferSelect, Exclude<keyof typeof entryFields, 'applicantMail'>> & {
  applicantMail: { status: (typeof mailOutbox.$inferSelect)['status']; sentAt: Date | null } | null;
};

export interface WaitlistFilter {
  status?: WaitlistStatus | undefined;
  tier?: string | undefined;
}

const filtered = ({ status, tier }: WaitlistFilter): SQL | undefined =>
  and(status ? eq(waitlistEntries.status, status) : undefined, tier ? eq(waitlistEntries.tier, tier) : undefined);

/** Entries by status and tier, newest first, one page at a time. */
export async function listWaitlistEntries(db: Database, filter: WaitlistFilter & { page: PagePosition }): Promise<Page<WaitlistListEntry>> {
  return listPage(db, entriesWithMail(db), waitlistEntries, filter.page, filtered(filter));
}

const entriesWithMail = (db: Database) =>
  db.select(entryFields).from(waitlistEntries).leftJoin(mailOutbox, eq(mailOutbox.id, waitlistEntries.applicantMailId)).$dynamic();

/** New entries per period that still wait for a decision. */
export const countPendingEntries = (db: Database, since: PeriodStarts): Promise<PeriodCounts> =>
  countPerPeriod(db, waitlistEntries, waitlistEntries.createdAt, since, { column: waitlistEntries.status, values: ['pending'] });

/** One batch of the waiting list's export, with its filter (keyset paging). */
export const entryBatch = (db: Database, filter: WaitlistFilter, page: ListPage) =>
  newestFirst(entriesWithMail(db), waitlistEntries, page, filtered(filter));
