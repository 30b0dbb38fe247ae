import { and, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newestFirst, selectPage, type ListPage, type Page } from '../db/paging.ts';
import { countPerPeriod, type PeriodCounts, type PeriodStarts } from '../db/period-counts.ts';
import { contactMessages } from '../db/schema.ts';
import { containing } from '../db/text-pattern.ts';

export type ContactMessage = typeof contactMessages.$inferSelect;

/** Messages whose name, address, company or text contain the search (any case). */
function matching(search: string): SQL | undefined {
  if (search === '') return undefined;
  const pattern = containing(search);
  return or(
    ilike(contactMessages.name, pattern),
    ilike(contactMessages.email, pattern),
    ilike(contactMessages.company, pattern),
    ilike(contactMessages.message, pattern),
  );
}

/** The inbox, newest first, one page at a time. */
export async function listMessages(db: Database, { search, page }: { search: string; page: number }): Promise<Page<ContactMessage>> {
  const where = matching(search);
  const query = db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return selectPage(query.$dynamic(), db.$count(contactMessages, where), page);
}

export async function findMessage(db: Database, id: string): Promise<ContactMessage | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** Notes when a message was first read; later openings keep that time. */
export async function markMessageRead(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(contactMessages)
    .set({ readAt: now })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
}

/** Marks a message answered (at a time) or not answered (null); false when there is no such message. */
export async function setMessageAnswered(db: Database, id: string, answeredAt: Date | null): Promise<boolean> {
  const rows = await db.update(contactMessages).set({ answeredAt }).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length === 1;
}

export const countNewMessages = (db: Database, since: PeriodStarts): Promise<PeriodCounts> =>
  countPerPeriod(db, contactMessages, contactMessages.createdAt, since);

/** One batch of the inbox's export, with its search (keyset paging: as cheap deep in the list as at its start). */
export const messageBatch = (db: Database, search: string, page: ListPage): Promise<ContactMessage[]> =>
  newestFirst(db.select().from(contactMessages).$dynamic(), contactMessages, page, matching(search));
