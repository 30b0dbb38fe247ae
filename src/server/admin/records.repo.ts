import { and, desc, eq, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { contactMessages, mailOutbox, newsletterSubscriptions, securityEvents, waitlistEntries } from '../db/schema.ts';
import { wholeAddress } from '../db/text-pattern.ts';

/** The operator's views on what came in, newest first. */
export const LISTS = {
  contacts: (db: Database) => db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)),
  newsletter: (db: Database) =>
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
      .orderBy(desc(newsletterSubscriptions.createdAt)),
  waitlist: (db: Database) => db.select().from(waitlistEntries).orderBy(desc(waitlistEntries.createdAt)),
  outbox: (db: Database) =>
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt)),
} as const;

export type ListName = keyof typeof LISTS;

/**
 * Where each table keeps an address: the column that holds it, and for mails and security events also
 * any mention in their text (a mail's body, an event's payload), matched as a whole address.
 */
function aboutPerson(email: string) {
  const same = (column: Column) => sql`lower(${column}) = lower(${email})`;
  const mentions = (column: Column | SQL) => sql`${column} ~* ${wholeAddress(email)}`;
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

/** Deletes everything stored about one address (right to erasure); returns how many rows went. */
export async function erasePerson(db: Database, email: string): Promise<number> {
  return withTransaction(db, async (tx) => {
    const where = aboutPerson(email);
    const removed = [
      await tx.delete(contactMessages).where(where.contactMessages).returning({ id: contactMessages.id }),
      await tx.delete(newsletterSubscriptions).where(where.newsletterSubscriptions).returning({ id: newsletterSubscriptions.id }),
      await tx.delete(waitlistEntries).where(where.waitlistEntries).returning({ id: waitlistEntries.id }),
      await tx.delete(mailOutbox).where(where.mails).returning({ id: mailOutbox.id }),
      await tx.delete(securityEvents).where(where.securityEvents).returning({ id: securityEvents.id }),
    ];
    return removed.reduce((total, rows) => total + rows.length, 0);
  });
}

/** Puts failed mails (all, or one) back in the queue. */
export async function retryFailedMail(db: Database, id?: string): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: new Date(), attempts: 0, lockedUntil: null })
    .where(id ? and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')) : eq(mailOutbox.status, 'failed'))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Removes data past its retention period: unconfirmed newsletter sign-ups and old security events. */
export async function purgeExpired(db: Database, retention: { unconfirmedNewsletterDays: number; securityEventDays: number }, now = new Date()) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const newsletter = await db
    .delete(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.status, 'pending'), lt(newsletterSubscriptions.createdAt, daysAgo(retention.unconfirmedNewsletterDays))))
    .returning({ id: newsletterSubscriptions.id });
  const events = await db
    .delete(securityEvents)
    .where(lt(securityEvents.createdAt, daysAgo(retention.securityEventDays)))
    .returning({ id: securityEvents.id });
  return { unconfirmedNewsletter: newsletter.length, securityEvents: events.length };
}
