import { and, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { listPage, newestFirst, type ListPage, type Page, type PagePosition } from '../db/paging.ts';
import { countPerPeriod, type PeriodCounts, type PeriodStarts } from '../db/period-counts.ts';
import { contactMessages, messageSearchText } from '../db/schema.ts';
import { containing } from '../db/text-pattern.ts';

export type ContactMessage = typeof contactMessages.$inferSelect;

/** Messages whose name, address, company or text contain the search (any case). */
function matching(search: string): SQL | undefined {
  if (search === '') return undefined;
  return ilike(messageSearchText(contactMessages), containing(search));
}

/** The inbox, newest first, one page at a time. */
export async function listMessages(db: Database, { search, page }: { search: string; page: PagePosition }): Promise<Page<ContactMessage>> {
  return listPage(db, db.select().from(contactMessages).$dynamic(), contactMessages, page, matching(search));
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
