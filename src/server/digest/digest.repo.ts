import { and, asc, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COUNTED_FOLDERS } from '../contact/inbox.repo.ts';
import type { Database } from '../db/client.ts';
import { bookings, contactMessages, mailOutbox, newsletterSubscriptions, securityEvents, waitlistEntries } from '../db/schema.ts';

/** What came in during one period, for the operator's daily digest. */
export interface DigestCounts {
  contacts: number;
  newsletter: number;
  waitlist: number;
  /** Consultations booked in the period, whether still confirmed or cancelled since. */
  bookings: number;
  /** Mails queued in the period that were given up (no time of failure is stored; most fail at once or within the day). */
  failedMails: number;
  /** Security events of high or critical severity. */
  securityEvents: number;
}

export async function countArrivals(db: Database, from: Date, to: Date): Promise<DigestCounts> {
  const within = (createdAt: PgColumn) => and(gte(createdAt, from), lt(createdAt, to));
  const rows = async (table: PgTable, where: SQL | undefined) =>
    (await db.select({ value: count() }).from(table).where(where))[0]?.value ?? 0;
  return {
    // As the overview counts them: a message already marked spam did not come in.
    contacts: await rows(contactMessages, and(within(contactMessages.createdAt), inArray(contactMessages.folder, COUNTED_FOLDERS))),
    newsletter: await rows(newsletterSubscriptions, within(newsletterSubscriptions.createdAt)),
    waitlist: await rows(waitlistEntries, within(waitlistEntries.createdAt)),
    bookings: await rows(bookings, within(bookings.createdAt)),
    failedMails: await rows(mailOutbox, and(within(mailOutbox.createdAt), eq(mailOutbox.status, 'failed'))),
    securityEvents: await rows(
      securityEvents,
      and(within(securityEvents.createdAt), inArray(securityEvents.severity, ['high', 'critical'])),
    ),
  };
}

/** A confirmed consultation of the coming day, as the digest lists it. */
export type DigestBooking = Pick<typeof bookings.$inferSelect, 'startsAt' | 'name' | 'company' | 'topic'>;

/** The confirmed consultations that start in a period, earliest first. */
export async function confirmedBookingsStarting(db: Database, from: Date, to: Date): Promise<DigestBooking[]> {
  return db
    .select({ startsAt: bookings.startsAt, name: bookings.name, company: bookings.company, topic: bookings.topic })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
    .orderBy(asc(bookings.startsAt));
}
