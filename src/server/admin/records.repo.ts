import { and, desc, eq, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { addressSpellings } from '../../lib/validation/email-address.ts';
import type { Database } from '../db/client.ts';
import { rewriteWithoutErasedRows } from '../db/erase-from-files.ts';
import { withTransaction } from '../db/transaction.ts';
import { contactMessages, mailOutbox, newsletterSubscriptions, securityEvents, waitlistEntries } from '../db/schema.ts';
import { wholeAddress } from '../db/text-pattern.ts';
import { releaseTierSlot } from '../tiers/tiers.repo.ts';

/** Where a page of a list starts: after the row a previous page ended with. */
export interface ListPage {
  limit: number;
  after?: { createdAt: Date; id: string } | undefined;
}

type NewestFirst = { createdAt: PgColumn; id: PgColumn };
// Compared at millisecond precision, the precision of the Date a page's last row comes back with.
const createdMs = (table: NewestFirst) => sql`date_trunc('milliseconds', ${table.createdAt})`;

/** Newest first, a page at a time: after a row rather than an offset, so a row added or erased between pages shifts nothing. */
function newestFirst<Query extends PgSelect>(query: Query, table: NewestFirst, page?: ListPage): Query {
  const after = page?.after;
  const ordered = query
    .where(after ? sql`(${createdMs(table)}, ${table.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined)
    .orderBy(desc(createdMs(table)), desc(table.id));
  return page ? ordered.limit(page.limit) : ordered;
}

/** The operator's views on what came in, newest first: all of it, or one page. */
export const LISTS = {
  contacts: (db: Database, page?: ListPage) => newestFirst(db.select().from(contactMessages).$dynamic(), contactMessages, page),
  newsletter: (db: Database, page?: ListPage) =>
    newestFirst(
      db
        .select({
          id: newsletterSubscriptions.id,
          email: newsletterSubscriptions.email,
          status: newsletterSubscriptions.status,
          consentAt: newsletterSubscriptions.consentAt,
          consentLanguage: newsletterSubscriptions.consentLanguage,
          confirmedAt: newsletterSubscriptions.confirmedAt,
          unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
          createdAt: newsletterSubscriptions.createdAt,
        })
        .from(newsletterSubscriptions)
        .$dynamic(),
      newsletterSubscriptions,
      page,
    ),
  waitlist: (db: Database, page?: ListPage) => newestFirst(db.select().from(waitlistEntries).$dynamic(), waitlistEntries, page),
  outbox: (db: Database, page?: ListPage) =>
    newestFirst(
      db
        .select({
          id: mailOutbox.id,
          kind: mailOutbox.kind,
          recipient: mailOutbox.recipient,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          nextAttemptAt: mailOutbox.nextAttemptAt,
          lastError: mailOutbox.lastError,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .$dynamic(),
      mailOutbox,
      page,
    ),
} as const;

export type ListName = keyof typeof LISTS;
export const isListName = (name: string | undefined): name is ListName => name !== undefined && Object.hasOwn(LISTS, name);

type ListRow = Record<string, unknown> & { id: string; createdAt: Date };

/** A whole list in pages of `batchSize` rows: memory stays that of one page, however long the list. */
export async function* listInBatches(db: Database, name: ListName, batchSize: number): AsyncGenerator<ListRow[]> {
  let after: ListPage['after'];
  for (;;) {
    const rows = (await LISTS[name](db, { limit: batchSize, after })) as ListRow[];
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The tables that hold what a person sent or what was sent to them. */
const PERSONAL_TABLES = [contactMessages, newsletterSubscriptions, waitlistEntries, mailOutbox, securityEvents];

/**
 * Where each table keeps an address: the column that holds it, and for mails and security events also
 * any mention in their text (a mail's body, an event's payload), matched as a whole address.
 */
function aboutPerson(email: string) {
  const spellings = addressSpellings(email);
  const same = (column: Column) => or(...spellings.map((spelling) => sql`lower(${column}) = lower(${spelling})`))!;
  const mentions = (column: Column | SQL) => or(...spellings.map((spelling) => sql`${column} ~* ${wholeAddress(spelling)}`))!;
  return {
    contactMessages: same(contactMessages.email),
    newsletterSubscriptions: same(newsletterSubscriptions.email),
    waitlistEntries: same(waitlistEntries.email),
    mails: or(same(mailOutbox.recipient), same(mailOutbox.replyTo), mentions(mailOutbox.subject), mentions(mailOutbox.textBody), mentions(mailOutbox.htmlBody)),
    securityEvents: or(mentions(securityEvents.userIdentifier), mentions(securityEvents.userAgent), mentions(sql`${securityEvents.eventData}::text`)),
  };
}

/** Everything stored about one address (FADP/GDPR right of access and portability). */
export async function exportPerson(db: Database, email: string) {
  const where = aboutPerson(email);
  return {
    email,
    contactMessages: await db.select().from(contactMessages).where(where.contactMessages),
    newsletterSubscriptions: await db.select().from(newsletterSubscriptions).where(where.newsletterSubscriptions),
    waitlistEntries: await db.select().from(waitlistEntries).where(where.waitlistEntries),
    mails: await db.select().from(mailOutbox).where(where.mails),
    securityEvents: await db.select().from(securityEvents).where(where.securityEvents),
  };
}

/** What an erasure deleted: how many rows, and the ids of the mails among them (their files go too). */
export interface ErasedRows {
  rows: number;
  mailIds: string[];
}

/**
 * Deletes everything stored about one address (right to erasure) and gives back the slot of an accepted
 * waiting-list entry, in one transaction; then rewrites the tables so that the embedded database's
 * files keep no copy of what went.
 */
export async function erasePerson(db: Database, email: string): Promise<ErasedRows> {
  const erased = await withTransaction(db, async (tx) => {
    const where = aboutPerson(email);
    const entries = await tx.delete(waitlistEntries).where(where.waitlistEntries).returning({ tier: waitlistEntries.tier, status: waitlistEntries.status });
    for (const entry of entries) if (entry.status === 'accepted') await releaseTierSlot(tx, entry.tier);
    const mails = await tx.delete(mailOutbox).where(where.mails).returning({ id: mailOutbox.id });
    const others = [
      await tx.delete(contactMessages).where(where.contactMessages).returning({ id: contactMessages.id }),
      await tx.delete(newsletterSubscriptions).where(where.newsletterSubscriptions).returning({ id: newsletterSubscriptions.id }),
      await tx.delete(securityEvents).where(where.securityEvents).returning({ id: securityEvents.id }),
    ];
    return { rows: entries.length + mails.length + others.reduce((total, rows) => total + rows.length, 0), mailIds: mails.map((mail) => mail.id) };
  });
  await rewriteWithoutErasedRows(db, PERSONAL_TABLES);
  return erased;
}

/**
 * Puts failed mails (all, or one) back in the queue, with a new retry window. Their attempts and last
 * error stay, so the operator still sees what happened before.
 */
export async function retryFailedMail(db: Database, id?: string, now = new Date()): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: now, queuedAt: now, lockedUntil: null })
    .where(id ? and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')) : eq(mailOutbox.status, 'failed'))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
