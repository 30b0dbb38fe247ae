import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { selectPage, type Page } from '../db/paging.ts';
import { countPerPeriod, type PeriodCounts, type PeriodStarts } from '../db/period-counts.ts';
import { mailOutbox } from '../db/schema.ts';
import { containing } from '../db/text-pattern.ts';

export type MailStatus = (typeof mailOutbox.$inferSelect)['status'];

/** What the operator sees of a mail: its kind, recipient, state and last error, not its content. */
const outboxFields = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  recipient: mailOutbox.recipient,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  lastError: mailOutbox.lastError,
  sentAt: mailOutbox.sentAt,
  createdAt: mailOutbox.createdAt,
};

export type OutboxListRow = Pick<typeof mailOutbox.$inferSelect, keyof typeof outboxFields>;

/**
 * What the Mail page's search looks in: the recipient and the subject as one text, a line apart (so a
 * search never spans the two). One expression, so that one trigram index on exactly it serves the search.
 */
export const mailSearchText: SQL = sql`${mailOutbox.recipient} || E'\\n' || ${mailOutbox.subject}`;

/** Mails whose recipient or subject contains the search (any case, its % and _ taken literally); none for an empty one. */
export function mailMatching(search: string): SQL | undefined {
  return search === '' ? undefined : sql`${mailSearchText} ilike ${containing(search)}`;
}

/** The outbox with one status, and a search if one is given, newest first, one page at a time. */
export async function listOutbox(
  db: Database,
  { status, search, page }: { status: MailStatus; search: string; page: number },
): Promise<Page<OutboxListRow>> {
  const where = and(eq(mailOutbox.status, status), mailMatching(search));
  const query = db.select(outboxFields).from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return selectPage(query.$dynamic(), db.$count(mailOutbox, where), page);
}

/** Mails given up per period, by when they were queued. */
export const countFailedMail = (db: Database, since: PeriodStarts): Promise<PeriodCounts> =>
  countPerPeriod(db, mailOutbox, mailOutbox.createdAt, since, eq(mailOutbox.status, 'failed'));

/** The mails to an address or answering to it, oldest first: what a person was sent, or what was sent about them. */
export const mailsAbout = (db: Database, address: string) =>
  db
    .select({ kind: mailOutbox.kind, recipient: mailOutbox.recipient, subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(or(eq(mailOutbox.recipient, address), eq(mailOutbox.replyTo, address)))
    .orderBy(asc(mailOutbox.createdAt));
