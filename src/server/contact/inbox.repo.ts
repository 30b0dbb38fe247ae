import { and, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { listPage, newestFirst, type ListPage, type Page, type PagePosition } from '../db/paging.ts';
import { countPerPeriod, type PeriodCounts, type PeriodStarts } from '../db/period-counts.ts';
import { contactMessages, messageFolder, messageSearchText } from '../db/schema.ts';
import { containing } from '../db/text-pattern.ts';

export type ContactMessage = typeof contactMessages.$inferSelect;
export type MessageFolder = ContactMessage['folder'];

/** What the inbox lists: one folder, and a search in it ('' for none). */
export interface InboxFilter {
  folder: MessageFolder;
  search: string;
}

/** Messages whose name, address, company or text contain the search (any case). */
function matching(search: string): SQL | undefined {
  if (search === '') return undefined;
  return ilike(messageSearchText(contactMessages), containing(search));
}

const inFolder = ({ folder, search }: InboxFilter): SQL | undefined => and(eq(contactMessages.folder, folder), matching(search));

/** One folder of the inbox, newest first, one page at a time. */
export async function listMessages(db: Database, { page, ...filter }: InboxFilter & { page: PagePosition }): Promise<Page<ContactMessage>> {
  return listPage(db, db.select().from(contactMessages).$dynamic(), contactMessages, page, inFolder(filter));
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

/** The folder a message is in, its row locked until the transaction ends; undefined when there is no such message. */
export async function lockMessageFolder(db: Database, id: string): Promise<MessageFolder | undefined> {
  const [row] = await db.select({ folder: contactMessages.folder }).from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row?.folder;
}

export async function setMessageFolder(db: Database, id: string, folder: MessageFolder): Promise<void> {
  await db.update(contactMessages).set({ folder }).where(eq(contactMessages.id, id));
}

/** Deletes a message; what the audit log may keep of it (its sender's name and company, its folder), or undefined when there is none. */
export async function deleteMessageRow(db: Database, id: string): Promise<Pick<ContactMessage, 'name' | 'company' | 'folder'> | undefined> {
  const [row] = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ name: contactMessages.name, company: contactMessages.company, folder: contactMessages.folder });
  return row;
}

/** The folders whose messages count as received: all but spam (archived messages came in), named so the folder index serves the count. */
export const COUNTED_FOLDERS = messageFolder.enumValues.filter((folder) => folder !== 'spam');

/** Messages received per period; spam is not counted (archived messages are: they came in). */
export const countNewMessages = (db: Database, since: PeriodStarts): Promise<PeriodCounts> =>
  countPerPeriod(db, contactMessages, contactMessages.createdAt, since, { column: contactMessages.folder, values: COUNTED_FOLDERS });

/** One batch of the inbox's export, its folder and search as the page shows them (keyset paging: as cheap deep in the list as at its start). */
export const messageBatch = (db: Database, filter: InboxFilter, page: ListPage): Promise<ContactMessage[]> =>
  newestFirst(db.select().from(contactMessages).$dynamic(), contactMessages, page, inFolder(filter));
