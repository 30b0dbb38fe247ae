import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { listPage, type Page, type PagePosition } from '../db/paging.ts';
import { countPerPeriod, type PeriodCounts, type PeriodStarts } from '../db/period-counts.ts';
import { mailOutbox, mailSearchText } from '../db/schema.ts';
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

/** Mails whose recipient or subject contains the search (any case, its % and _ taken literally); none for an empty one. */
export function mailMatching(search: string): SQL | undefined {
  return search === '' ? undefined : ilike(mailSearchText(mailOutbox), containing(search));
}

/** The outbox with one status, and a search if one is given, newest first, one page at a time. */
export async function listOutbox(
  db: Database,
  { status, search, page }: { status: MailStatus; search: string; page: PagePosition },
): Promise<Page<OutboxListRow>> {
  return listPage(
    db,
    db.select(outboxFields).from(mailOutbox).$dynamic(),
    mailOutbox,
    page,
    and(eq(mailOutbox.status, status), mailMatching(search)),
  );
}

/** Mails given up per period, by when they were queued. */
export const countFailedMail = (db: Database, since: PeriodStarts): Promise<PeriodCounts> =>
  countPerPeriod(db, mailOutbox, mailOutbox.createdAt, since, { column: mailOutbox.status, values: ['failed'] });

/** The mails to an address or answering to it, oldest first: what a person was sent, or what was sent about them. */
export const mailsAbout = (db: Database, address: string) =>
  db
    .select({ kind: mailOutbox.kind, recipient: mailOutbox.recipient, subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(or(eq(mailOutbox.recipient, address), eq(mailOutbox.replyTo, address)))
    .orderBy(asc(mailOutbox.createdAt));
