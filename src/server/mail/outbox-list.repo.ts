import { asc, eq, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { listPage, type Page, type PagePosition } from '../db/paging.ts';
import { countPerPeriod, type PeriodCounts, type PeriodStarts } from '../db/period-counts.ts';
import { mailOutbox } from '../db/schema.ts';

export type MailStatus = (typeof mailOutbox.$inferSelect)['status'];

/** What the operator sees of a mail: its kind, state and last error, not its recipient or content. */
const outboxFields = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  lastError: mailOutbox.lastError,
  sentAt: mailOutbox.sentAt,
  createdAt: mailOutbox.createdAt,
};

export type OutboxListRow = Pick<typeof mailOutbox.$inferSelect, keyof typeof outboxFields>;

/** The outbox with one status, newest first, one page at a time. */
export async function listOutbox(db: Database, { status, page }: { status: MailStatus; page: PagePosition }): Promise<Page<OutboxListRow>> {
  return listPage(db, db.select(outboxFields).from(mailOutbox).$dynamic(), mailOutbox, page, eq(mailOutbox.status, status));
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
