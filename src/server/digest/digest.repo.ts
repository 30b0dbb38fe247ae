import { and, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COUNTED_FOLDERS } from '../contact/inbox.repo.ts';
import type { Database } from '../db/client.ts';
import { contactMessages, mailOutbox, newsletterSubscriptions, securityEvents, waitlistEntries } from '../db/schema.ts';

/** What came in during one period, for the operator's daily digest. */
export interface DigestCounts {
  contacts: number;
  newsletter: number;
  waitlist: number;
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
    failedMails: await rows(mailOutbox, and(within(mailOutbox.createdAt), eq(mailOutbox.status, 'failed'))),
    securityEvents: await rows(
      securityEvents,
      and(within(securityEvents.createdAt), inArray(securityEvents.severity, ['high', 'critical'])),
    ),
  };
}
