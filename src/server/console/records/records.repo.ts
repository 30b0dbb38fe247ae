import siteConfig from '#site.config.ts';
import { and, eq, ilike, inArray, isNotNull, not, or, sql, type Column, type SQL } from 'drizzle-orm';
import { ERASED_ADDRESS } from '#lib/erased-address.ts';
import { addressSpellings } from '#lib/validation/email-address.ts';
import type { Database } from '#server/db/client.ts';
import { inBatches, newestFirst, type ListPage } from '#server/db/paging.ts';
import { subscriberFields } from '#server/newsletter/subscribers.repo.ts';
import { withTransaction } from '#server/db/transaction.ts';
import {
  bookingCells,
  bookings,
  campaignDeliveries,
  contactMessages,
  erasureCleanups,
  eventInterests,
  eventRegistrations,
  events,
  mailContentText,
  mailOutbox,
  messageSearchText,
  entryText,
  securityEventText,
  newsletterSubscriptions,
  securityEvents,
  waitlistEntries,
} from '#server/db/schema.ts';
import { containing, wholeAddress } from '#server/db/text-pattern.ts';
import { releaseTierSlot } from '#server/tiers/tiers.repo.ts';
import { deletePersonDeliveries, selectPersonDeliveries } from '#server/campaigns/person-deliveries.repo.ts';
import { ACTIVE_REGISTRATION } from '#lib/events/event-kinds.ts';
import { leave, type Offer } from '#server/events/registrations.repo.ts';

// The command line's subscriber list: the console's projection without the consent page and privacy version.
const { consentSourcePage: _page, privacyVersion: _version, ...listedSubscriberFields } = subscriberFields;

/** The operator's views on what came in, newest first: all of it, or one page. */
export const LISTS = {
  contacts: (db: Database, page?: ListPage) => newestFirst(db.select().from(contactMessages).$dynamic(), contactMessages, page),
  newsletter: (db: Database, page?: ListPage) =>
    newestFirst(db.select(listedSubscriberFields).from(newsletterSubscriptions).$dynamic(), newsletterSubscriptions, page),
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

/** A whole list in batches of `batchSize` rows: memory stays that of one batch, however long the list. */
export const listInBatches = (db: Database, name: ListName, batchSize: number): AsyncGenerator<ListRow[]> =>
  inBatches((page) => LISTS[name](db, page) as Promise<ListRow[]>, batchSize);

/** The tables that hold what a person sent or what was sent to them. */
export const PERSONAL_TABLES = [
  contactMessages,
  newsletterSubscriptions,
  campaignDeliveries,
  waitlistEntries,
  bookings,
  bookingCells,
  eventRegistrations,
  eventInterests,
  mailOutbox,
  securityEvents,
];

/**
 * Where each table keeps an address: the column that holds it, and for mails and security events also
 * any mention in their text (a mail's body, an event's payload), matched as a whole address. A record of
 * someone else that names the address (another visitor's message, the operator's mail about it) is not
 * the person's: it is listed apart and keeps everything but the address (decision 0027).
 */
function aboutPerson(email: string) {
  const spellings = addressSpellings(email);
  const same = (column: Column) => or(...spellings.map((spelling) => sql`lower(${column}) = lower(${spelling})`))!;
  const mentions = (column: Column | SQL) => or(...spellings.map((spelling) => sql`${column} ~* ${wholeAddress(spelling)}`))!;
  // The texts that hold a spelling at all, found by their trigram index (decision 0033); the whole-address rule then decides.
  const holding = (text: SQL) => or(...spellings.map((spelling) => ilike(text, containing(spelling))))!;
  const mentionedIn = (text: SQL, ...columns: Column[]) =>
    and(holding(text), or(...columns.map((column) => mentions(sql`coalesce(${column}, '')`))))!;
  const mailText = mentionedIn(mailContentText(mailOutbox), mailOutbox.subject, mailOutbox.textBody, mailOutbox.htmlBody);
  // A mail answered to another visitor (their message's notification) is theirs, whatever it quotes.
  const mailOfSomeoneElse = and(isNotNull(mailOutbox.replyTo), not(same(mailOutbox.replyTo)), not(same(mailOutbox.recipient)));
  return {
    contactMessages: same(contactMessages.email),
    newsletterSubscriptions: same(newsletterSubscriptions.email),
    waitlistEntries: same(waitlistEntries.email),
    bookings: same(bookings.email),
    eventRegistrations: same(eventRegistrations.email),
    eventInterests: same(eventInterests.email),
    mails: or(
      same(mailOutbox.recipient),
      and(isNotNull(mailOutbox.replyTo), same(mailOutbox.replyTo)),
      and(mailText, not(mailOfSomeoneElse!)),
    ),
    securityEvents: and(
      holding(securityEventText(securityEvents)),
      or(mentions(securityEvents.userIdentifier), mentions(securityEvents.userAgent), mentions(sql`${securityEvents.eventData}::text`)),
    ),
    others: {
      contactMessages: and(
        not(same(contactMessages.email)),
        mentionedIn(messageSearchText(contactMessages), contactMessages.name, contactMessages.company, contactMessages.message),
      ),
      waitlistEntries: and(
        not(same(waitlistEntries.email)),
        mentionedIn(entryText(waitlistEntries), waitlistEntries.company, waitlistEntries.motivation),
      ),
      // Bookings are few (a handful a day) and have no trigram index: their texts are read whole.
      bookings: and(
        not(same(bookings.email)),
        mentionedIn(
          sql`concat_ws(' ', ${bookings.name}, ${bookings.company}, ${bookings.question})`,
          bookings.name,
          bookings.company,
          bookings.question,
        ),
      ),
      mails: and(mailText, mailOfSomeoneElse),
    },
    /** The column's text with every spelling of the address replaced by ERASED_ADDRESS. */
    redacted: (column: Column) =>
      spellings.reduce<SQL>(
        (text, spelling) => sql`regexp_replace(${text}, ${wholeAddress(spelling)}, ${ERASED_ADDRESS}, 'gi')`,
        sql`${column}`,
      ),
  };
}

/** A record of someone else that names the address: exported marked as theirs, and only the address is erased from it. */
export type MentionOfSomeoneElse =
  | { table: 'contactMessages'; belongsToSomeoneElse: true; record: typeof contactMessages.$inferSelect }
  | { table: 'waitlistEntries'; belongsToSomeoneElse: true; record: typeof waitlistEntries.$inferSelect }
  | { table: 'bookings'; belongsToSomeoneElse: true; record: typeof bookings.$inferSelect }
  | { table: 'mails'; belongsToSomeoneElse: true; record: typeof mailOutbox.$inferSelect };

/** Everything stored about one address (FADP/GDPR right of access and portability), and where others' records name it. */
export async function selectPersonRecords(db: Database, email: string) {
  const where = aboutPerson(email);
  const mentionedBySomeoneElse: MentionOfSomeoneElse[] = [
    ...(await db.select().from(contactMessages).where(where.others.contactMessages)).map((record) => ({
      table: 'contactMessages' as const,
      belongsToSomeoneElse: true as const,
      record,
    })),
    ...(await db.select().from(waitlistEntries).where(where.others.waitlistEntries)).map((record) => ({
      table: 'waitlistEntries' as const,
      belongsToSomeoneElse: true as const,
      record,
    })),
    ...(await db.select().from(bookings).where(where.others.bookings)).map((record) => ({
      table: 'bookings' as const,
      belongsToSomeoneElse: true as const,
      record,
    })),
    ...(await db.select().from(mailOutbox).where(where.others.mails)).map((record) => ({
      table: 'mails' as const,
      belongsToSomeoneElse: true as const,
      record,
    })),
  ];
  return {
    email,
    contactMessages: await db.select().from(contactMessages).where(where.contactMessages),
    newsletterSubscriptions: await db.select().from(newsletterSubscriptions).where(where.newsletterSubscriptions),
    campaignDeliveries: await selectPersonDeliveries(db, where.newsletterSubscriptions),
    waitlistEntries: await db.select().from(waitlistEntries).where(where.waitlistEntries),
    bookings: await db.select().from(bookings).where(where.bookings).orderBy(bookings.startsAt),
    // Each registration with the event it is for: the event's own record names no one and stays after an erasure.
    eventRegistrations: (
      await db
        .select({
          registration: eventRegistrations,
          event: { slug: events.slug, titleDe: events.titleDe, titleEn: events.titleEn, startsAt: events.startsAt, endsAt: events.endsAt },
        })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .where(where.eventRegistrations)
        .orderBy(events.startsAt)
    ).map(({ registration, event }) => ({ ...registration, event })),
    eventInterests: await db.select().from(eventInterests).where(where.eventInterests).orderBy(eventInterests.createdAt),
    mails: await db.select().from(mailOutbox).where(where.mails),
    securityEvents: await db.select().from(securityEvents).where(where.securityEvents),
    mentionedBySomeoneElse,
  };
}

/** What an erasure did: rows deleted, others' records from which the address was erased, and the cleanup it left to finish. */
export interface ErasedRows {
  rows: number;
  /** The seats the person's registrations held, offered to the next in line (decision 0051): whom to tell. */
  offers: Offer[];
  redacted: number;
  cleanupId: string;
  mailFiles: string[];
}

/**
 * Deletes everything stored about one address (right to erasure), gives back the slot of an accepted
 * waiting-list entry and the time of a booking, and erases the address from others' records that name it, in one transaction. The
 * same transaction records what is left to clean outside it (the mail files `mailFilesOf` names for the
 * mails that go, and on the embedded database the rewrite of its files), so a process that dies before
 * that is done leaves the work recorded (decision 0027, erasure-cleanup.ts finishes it). `alsoIn` writes
 * in the same transaction what records the erasure.
 */
export async function deletePersonRecords(
  db: Database,
  email: string,
  mailFilesOf: (mailIds: string[]) => Promise<string[]>,
  alsoIn: (tx: Database, erased: ErasedRows) => Promise<void> = async () => undefined,
): Promise<ErasedRows> {
  return withTransaction(db, async (tx) => {
    const where = aboutPerson(email);
    const mailIds = (await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(where.mails)).map((mail) => mail.id);
    const mailFiles = await mailFilesOf(mailIds);
    const [cleanup] = await tx.insert(erasureCleanups).values({ mailFiles }).returning({ id: erasureCleanups.id });
    const entries = await tx
      .delete(waitlistEntries)
      .where(where.waitlistEntries)
      .returning({ tier: waitlistEntries.tier, status: waitlistEntries.status });
    for (const entry of entries) if (entry.status === 'accepted') await releaseTierSlot(tx, entry.tier);
    // Decision 0051: a seat the person held goes to the next in line, as if they had left the event themselves.
    const offers: Offer[] = [];
    const lasting = await tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(where.eventRegistrations, inArray(eventRegistrations.status, [...ACTIVE_REGISTRATION])));
    for (const { id } of lasting) {
      const departure = await leave(tx, id, { status: 'cancelled', now: new Date(), holdMs: siteConfig.events.offerHoldHours * 3_600_000 });
      if (departure) offers.push(...departure.offers);
    }
    const deleted = [
      entries,
      await tx.delete(mailOutbox).where(inArray(mailOutbox.id, mailIds)).returning({ id: mailOutbox.id }),
      await tx.delete(contactMessages).where(where.contactMessages).returning({ id: contactMessages.id }),
      // The time a booking held goes with it (its cells, by cascade): erasing a coming booking frees its slot.
      await tx.delete(bookings).where(where.bookings).returning({ id: bookings.id }),
      await tx.delete(eventRegistrations).where(where.eventRegistrations).returning({ id: eventRegistrations.id }),
      await tx.delete(eventInterests).where(where.eventInterests).returning({ id: eventInterests.id }),
      await deletePersonDeliveries(tx, where.newsletterSubscriptions),
      await tx.delete(newsletterSubscriptions).where(where.newsletterSubscriptions).returning({ id: newsletterSubscriptions.id }),
      await tx.delete(securityEvents).where(where.securityEvents).returning({ id: securityEvents.id }),
    ];
    const redacted = [
      await tx
        .update(contactMessages)
        .set({
          name: where.redacted(contactMessages.name),
          company: where.redacted(contactMessages.company),
          message: where.redacted(contactMessages.message),
        })
        .where(where.others.contactMessages)
        .returning({ id: contactMessages.id }),
      await tx
        .update(waitlistEntries)
        .set({ company: where.redacted(waitlistEntries.company), motivation: where.redacted(waitlistEntries.motivation) })
        .where(where.others.waitlistEntries)
        .returning({ id: waitlistEntries.id }),
      await tx
        .update(bookings)
        .set({
          name: where.redacted(bookings.name),
          company: where.redacted(bookings.company),
          question: where.redacted(bookings.question),
        })
        .where(where.others.bookings)
        .returning({ id: bookings.id }),
      await tx
        .update(mailOutbox)
        .set({
          subject: where.redacted(mailOutbox.subject),
          textBody: where.redacted(mailOutbox.textBody),
          htmlBody: where.redacted(mailOutbox.htmlBody),
          calendar: where.redacted(mailOutbox.calendar),
        })
        .where(where.others.mails)
        .returning({ id: mailOutbox.id }),
    ];
    const count = (lists: unknown[][]) => lists.reduce((total, rows) => total + rows.length, 0);
    const erased = { rows: count(deleted), offers, redacted: count(redacted), cleanupId: cleanup!.id, mailFiles };
    await alsoIn(tx, erased);
    return erased;
  });
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

/** The cleanups of erasures not yet finished (decision 0027): only file names, never an address. */
export const pendingErasureCleanups = (db: Database) =>
  db.select({ id: erasureCleanups.id, mailFiles: erasureCleanups.mailFiles }).from(erasureCleanups);

export async function forgetErasureCleanup(db: Database, id: string): Promise<void> {
  await db.delete(erasureCleanups).where(eq(erasureCleanups.id, id));
}
