import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { selectPage, type Page } from '../db/paging.ts';
import { countPerPeriod, type PeriodCounts, type PeriodStarts } from '../db/period-counts.ts';
import { waitlistEntries } from '../db/schema.ts';

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
};

export type WaitlistListEntry = Pick<typeof waitlistEntries.$inferSelect, keyof typeof entryFields>;

export interface WaitlistFilter {
  status?: WaitlistStatus | undefined;
  tier?: string | undefined;
}

const filtered = ({ status, tier }: WaitlistFilter): SQL | undefined =>
  and(status ? eq(waitlistEntries.status, status) : undefined, tier ? eq(waitlistEntries.tier, tier) : undefined);

/** Entries by status and tier, newest first, one page at a time. */
export async function listWaitlistEntries(db: Database, filter: WaitlistFilter & { page: number }): Promise<Page<WaitlistListEntry>> {
  const query = db
    .select(entryFields)
    .from(waitlistEntries)
    .where(filtered(filter))
    .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id));
  return selectPage(query.$dynamic(), db.$count(waitlistEntries, filtered(filter)), filter.page);
}

/** New entries per period that still wait for a decision. */
export const countPendingEntries = (db: Database, since: PeriodStarts): Promise<PeriodCounts> =>
  countPerPeriod(db, waitlistEntries, waitlistEntries.createdAt, since, eq(waitlistEntries.status, 'pending'));
