import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  type AnyPgColumn,
  type PgColumn,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CAMPAIGN_AUDIENCES, CAMPAIGN_STATUSES, DELIVERY_STATUSES } from '../../lib/campaigns.ts';
import { ATTENDANCE, EVENT_FORMATS, EVENT_MODES, EVENT_STATUSES, REGISTRATION_STATUSES } from '../../lib/events/event-kinds.ts';

/** One PostgreSQL schema for PGlite (embedded) and a PostgreSQL server alike. Times are UTC (timestamptz). */

/**
 * When a row was made, to the millisecond: the precision a JavaScript Date carries, so that a page of a list
 * that ends at a row's time (keyset paging, db/paging.ts) continues exactly after it, served by an index.
 */
const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`date_trunc('milliseconds', now())`);

/** A list newest first and its pages after a row: the index keyset paging walks (db/paging.ts). */
const newestFirstIndex = (name: string, ...columns: [PgColumn, ...PgColumn[]]) => index(name).on(...columns);

/**
 * The text a console search looks in, one expression for the query and its trigram index (pg_trgm, which PGlite
 * ships): the fields joined by a line break, which a search from a one-line field never spans.
 */
export const searchText = (...columns: (PgColumn | SQL)[]): SQL =>
  sql.join(
    columns.map((column) => ('notNull' in column && column.notNull ? sql`${column}` : sql`coalesce(${column}, '')`)),
    sql` || E'\\n' || `,
  );
const trigramIndex = (name: string, text: SQL) => index(name).using('gin', sql`(${text}) gin_trgm_ops`);

/**
 * The consent record kept with every submission that rests on consent (spec §3; FADP/GDPR):
 * when, in which language, from which page, which privacy text, and a one-way hash of the client address.
 */
const consentRecord = () => ({
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  consentLanguage: text('consent_language').notNull(),
  consentSourcePage: text('consent_source_page').notNull(),
  privacyVersion: text('privacy_version').notNull(),
  clientHash: text('client_hash').notNull(),
});

/** The consent record as the insert value of its columns (the same in every table that keeps one). */
export type ConsentMeta = Pick<typeof waitlistEntries.$inferInsert, keyof ReturnType<typeof consentRecord>>;

export const waitlistStatus = pgEnum('waitlist_status', ['pending', 'accepted', 'declined']);
export const newsletterStatus = pgEnum('newsletter_status', ['pending', 'confirmed', 'unsubscribed']);
export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);
export const severity = pgEnum('security_severity', ['low', 'medium', 'high', 'critical']);
/** Where a contact message is kept: the inbox, the archive, or spam (out of the inbox and the overview's counts). */
export const messageFolder = pgEnum('message_folder', ['inbox', 'archive', 'spam']);

/** What the inbox's search looks in: the sender's name, address and company and the message (decision 0033). */
export const messageSearchText = (table: { name: PgColumn; email: PgColumn; company: PgColumn; message: PgColumn }): SQL =>
  searchText(table.name, table.email, table.company, table.message);

/** What the Mail page's search looks in: the recipient and the subject. */
export const mailSearchText = (table: { recipient: PgColumn; subject: PgColumn }): SQL => searchText(table.recipient, table.subject);

/** The texts of a mail in which a person's address may be named (their records, decision 0027). */
export const mailContentText = (table: { subject: PgColumn; textBody: PgColumn; htmlBody: PgColumn }): SQL =>
  searchText(table.subject, table.textBody, table.htmlBody);

/** The texts of a waiting-list entry in which someone else's address may be named. */
export const entryText = (table: { company: PgColumn; motivation: PgColumn }): SQL => searchText(table.company, table.motivation);

/** The texts of a security event in which an address may be named. */
export const securityEventText = (table: { userIdentifier: PgColumn; userAgent: PgColumn; eventData: PgColumn }): SQL =>
  searchText(table.userIdentifier, table.userAgent, sql`${table.eventData}::text`);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    message: text('message').notNull(),
    language: text('language').notNull(),
    sourcePage: text('source_page').notNull(),
    clientHash: text('client_hash').notNull(),
    /** The operator's inbox state: when the message was first opened and when it was marked answered. */
    readAt: timestamp('read_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    folder: messageFolder('folder').notNull().default('inbox'),
    createdAt: createdAt(),
  },
  (table) => [
    newestFirstIndex('contact_messages_created_idx', table.createdAt, table.id),
    newestFirstIndex('contact_messages_folder_idx', table.folder, table.createdAt, table.id),
    trigramIndex('contact_messages_search_idx', messageSearchText(table)),
    index('contact_messages_email_idx').on(sql`lower(${table.email})`),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    status: newsletterStatus('status').notNull().default('pending'),
    ...consentRecord(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * SHA-256 of the confirmation token; the token itself only travels in the e-mail. Kept after the confirmation
     * until it expires or the person unsubscribes, so a later click of the link says it is confirmed (decision 0039).
     */
    confirmTokenHash: text('confirm_token_hash'),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    /** A campaign mail was refused for good (5xx, decision 0035): no further campaign goes here until the operator resets it. */
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    /** The campaign whose mail's link ended the subscription, if one did (what a campaign did, decision 0035). */
    unsubscribedVia: uuid('unsubscribed_via').references((): AnyPgColumn => campaigns.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('newsletter_email_unique').on(sql`lower(${table.email})`),
    // A link's request finds its subscription by the token's hash (decision 0039): without these, every click
    // of a confirmation or unsubscribe link read the whole list.
    index('newsletter_confirm_token_idx')
      .on(table.confirmTokenHash)
      .where(sql`${table.confirmTokenHash} is not null`),
    index('newsletter_unsubscribe_token_idx').on(table.unsubscribeTokenHash),
    newestFirstIndex('newsletter_created_idx', table.createdAt, table.id),
    newestFirstIndex('newsletter_status_idx', table.status, table.createdAt, table.id),
    // A campaign's audience in one language, counted before it is sent and queued when it starts: only these rows.
    index('newsletter_audience_idx')
      .on(table.consentLanguage)
      .where(sql`${table.status} = 'confirmed' and ${table.bouncedAt} is null`),
  ],
);

/**
 * When a confirmation mail went to a subscription, kept for a day. Counted in the
 * database, so that several server instances share the limit of mails per address.
 */
export const newsletterConfirmationMails = pgTable(
  'newsletter_confirmation_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('newsletter_confirmation_mails_subscription_idx').on(table.subscriptionId, table.sentAt)],
);

export const tiers = pgTable(
  'tiers',
  {
    tier: text('tier').primaryKey(),
    totalSlots: integer('total_slots').notNull(),
    acceptedCount: integer('accepted_count').notNull().default(0),
  },
  (table) => [check('tiers_accepted_within_slots', sql`${table.acceptedCount} >= 0 AND ${table.acceptedCount} <= ${table.totalSlots}`)],
);

/** A consultation booked on the site (decision 0049): confirmed until cancelled, then held or not by the visitor. */
export const bookingStatus = pgEnum('booking_status', ['confirmed', 'cancelled', 'held', 'no_show']);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: bookingStatus('status').notNull().default('confirmed'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    /** One of the services' slugs, or 'other'. */
    topic: text('topic').notNull(),
    question: text('question').notNull(),
    ...consentRecord(),
    /** The hash of the booking's own page's token (the link in its mails); the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The calendar invitation's SEQUENCE: raised by each change, so calendars update the one entry. */
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('bookings_starts_idx').on(table.startsAt),
    check('bookings_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * The time a confirmed booking holds, in cells of a few minutes from its start to its end and buffer: a cell is
 * held by one booking at most (the primary key), so two bookings that would overlap, or come closer than the
 * buffer, cannot both be written, on either engine and however many instances try (decision 0049).
 */
export const bookingCells = pgTable('booking_cells', {
  cellStart: timestamp('cell_start', { withTimezone: true }).primaryKey(),
  bookingId: uuid('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
});

/** What the operator changes on one day of the weekly booking hours: the day off, or hours added (decision 0049). */
export const bookingExceptionKind = pgEnum('booking_exception_kind', ['off', 'extra']);

export const bookingExceptions = pgTable(
  'booking_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The day on the firm's clock. */
    day: date('day').notNull(),
    kind: bookingExceptionKind('kind').notNull(),
    /** Extra hours only: 'HH:MM' on the firm's clock, the end excluded. */
    fromTime: text('from_time'),
    toTime: text('to_time'),
    createdAt: createdAt(),
  },
  (table) => [
    index('booking_exceptions_day_idx').on(table.day),
    uniqueIndex('booking_exceptions_one_day_off')
      .on(table.day)
      .where(sql`${table.kind} = 'off'`),
    check(
      'booking_exceptions_hours_of_extra',
      sql`(${table.kind} = 'off' AND ${table.fromTime} IS NULL AND ${table.toTime} IS NULL) OR (${table.kind} = 'extra' AND ${table.fromTime} < ${table.toTime})`,
    ),
  ],
);

/**
 * The firm's calendar feed (one row at most): the private iCalendar address the console was given, and how its
 * last reads went. A failed read keeps the busy times of the last good one.
 */
export const firmCalendarFeed = pgTable(
  'firm_calendar_feed',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    url: text('url').notNull(),
    /** The last read, good or not, and the last good one. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    /** Why the last read failed (a code the console says in words) and its detail (an HTTP status), null after a good one. */
    errorCode: text('error_code'),
    errorDetail: text('error_detail'),
    createdAt: createdAt(),
  },
  (table) => [check('firm_calendar_feed_one_row', sql`${table.singleton}`)],
);

/** The firm's busy times from its calendar feed within the booking horizon: times only, never what the appointment is. */
export const firmBusyTimes = pgTable(
  'firm_busy_times',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('firm_busy_times_starts_idx').on(table.startsAt)],
);

/** The key of the private feed of the bookings the firm's calendar subscribes to: only its hash, one at a time. */
export const bookingFeedKeys = pgTable('booking_feed_keys', {
  keyHash: text('key_hash').primaryKey(),
  createdAt: createdAt(),
});

/** Workshops and live sessions visitors register for on the site (decision 0051). */
export const eventStatus = pgEnum('event_status', EVENT_STATUSES);
export const eventMode = pgEnum('event_mode', EVENT_MODES);
export const eventFormat = pgEnum('event_format', EVENT_FORMATS);
export const registrationStatus = pgEnum('event_registration_status', REGISTRATION_STATUSES);
export const attendance = pgEnum('event_attendance', ATTENDANCE);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The event page's address, /events/{slug}; never changed once published (links and calendars keep it). */
    slug: text('slug').notNull().unique(),
    /** The format it is a date of, whose interest list is told first; null for a one-off. */
    format: eventFormat('format'),
    titleDe: text('title_de').notNull(),
    titleEn: text('title_en').notNull(),
    summaryDe: text('summary_de').notNull(),
    summaryEn: text('summary_en').notNull(),
    /** Markdown, as a campaign's body. */
    descriptionDe: text('description_de').notNull(),
    descriptionEn: text('description_en').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    mode: eventMode('mode').notNull(),
    /** Where it takes place on site (required unless online). */
    address: text('address'),
    /** The online meeting room: given only to registered attendees, through their personal join address. */
    roomUrl: text('room_url'),
    capacity: integer('capacity').notNull(),
    /** The seats held by registrations that are `registered` or `offered`: taken by a conditional update only. */
    seatsTaken: integer('seats_taken').notNull().default(0),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }).notNull(),
    /** Whole francs invoiced by the partner firm; null when free (no payment on the site). */
    priceChf: integer('price_chf'),
    /** The operator's own question on the registration form, per language; null when none is asked. */
    questionDe: text('question_de'),
    questionEn: text('question_en'),
    status: eventStatus('status').notNull().default('scheduled'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The calendar invitation's SEQUENCE: raised by each change the attendees are told of. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('events_starts_idx').on(table.startsAt),
    check('events_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    check('events_capacity_positive', sql`${table.capacity} > 0`),
    // The last guard against overselling: no update can hold more seats than there are, on either engine.
    check('events_seats_within_capacity', sql`${table.seatsTaken} >= 0 AND ${table.seatsTaken} <= ${table.capacity}`),
    check('events_price_not_negative', sql`${table.priceChf} IS NULL OR ${table.priceChf} >= 0`),
  ],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    status: registrationStatus('status').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    /** The answer to the event's own question, when it asks one. */
    answer: text('answer'),
    ...consentRecord(),
    /** The hash of the registration's own page's token (the link in its mails); the token is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The hash of the personal join address's token: it leads to the meeting room, and does nothing else. */
    joinTokenHash: text('join_token_hash').notNull().unique(),
    /** The place in the waiting list: the earliest waits first. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    attendance: attendance('attendance'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One registration per address and event while it lasts: a second sign-up finds the first.
    uniqueIndex('event_registrations_one_active')
      .on(table.eventId, sql`lower(${table.email})`)
      .where(sql`${table.status} in ('registered', 'waiting', 'offered')`),
    index('event_registrations_line_idx').on(table.eventId, table.status, table.waitingSince),
    index('event_registrations_offers_idx')
      .on(table.offerExpiresAt)
      .where(sql`${table.status} = 'offered'`),
    index('event_registrations_email_idx').on(sql`lower(${table.email})`),
  ],
);

/** Those who asked to hear of a format's next date (double opt-in): told first when the firm schedules one. */
export const eventInterests = pgTable(
  'event_interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    format: eventFormat('format').notNull(),
    email: text('email').notNull(),
    ...consentRecord(),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The event whose announcement went to this person: each date is announced to them once. */
    toldOfEventId: uuid('told_of_event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('event_interests_one_per_format').on(table.format, sql`lower(${table.email})`),
    index('event_interests_email_idx').on(sql`lower(${table.email})`),
  ],
);

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    company: text('company'),
    /** A tier of the tiers table, or 'general_waitlist' when none was chosen (spec §5). */
    tier: text('tier').notNull(),
    motivation: text('motivation'),
    status: waitlistStatus('status').notNull().default('pending'),
    ...consentRecord(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The mail that told the applicant of the decision; null when none was sent or it was erased. */
    applicantMailId: uuid('applicant_mail_id').references((): AnyPgColumn => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('waitlist_email_unique').on(sql`lower(${table.email})`),
    newestFirstIndex('waitlist_created_idx', table.createdAt, table.id),
    newestFirstIndex('waitlist_status_idx', table.status, table.createdAt, table.id),
    newestFirstIndex('waitlist_tier_idx', table.tier, table.createdAt, table.id),
    trigramIndex('waitlist_text_idx', entryText(table)),
  ],
);

export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: text('event_type').notNull(),
    severity: severity('severity').notNull(),
    userIdentifier: text('user_identifier'),
    userAgent: text('user_agent'),
    eventData: jsonb('event_data'),
    /** The client address reduced to its network (IPv4 /24, IPv6 /48): not identifying one visitor. */
    clientNetwork: text('client_network'),
    createdAt: createdAt(),
  },
  (table) => [
    newestFirstIndex('security_events_created_idx', table.createdAt, table.id),
    newestFirstIndex('security_events_severity_idx', table.severity, table.createdAt, table.id),
    newestFirstIndex('security_events_type_idx', table.eventType, table.createdAt, table.id),
    trigramIndex('security_events_text_idx', securityEventText(table)),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** A calendar invitation sent with the mail (iCalendar, its METHOD inside), or null (decision 0049). */
    calendar: text('calendar'),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker owns the row until then; another may take it over after a crash. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The presence key of the server process whose worker holds the claim: once that process is gone, another takes the mail over at once (decision 0027). */
    claimedBy: integer('claimed_by'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When its current run of attempts began (queued, or put back by the operator): the retry window counts from here. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    newestFirstIndex('mail_outbox_created_idx', table.createdAt, table.id),
    newestFirstIndex('mail_outbox_status_idx', table.status, table.createdAt, table.id),
    trigramIndex('mail_outbox_search_idx', mailSearchText(table)),
    trigramIndex('mail_outbox_content_idx', mailContentText(table)),
    index('mail_outbox_recipient_idx').on(sql`lower(${table.recipient})`),
    index('mail_outbox_reply_to_idx').on(sql`lower(${table.replyTo})`),
  ],
);

/**
 * A newsletter campaign (decision 0035): a subject and a Markdown body per language (a language left empty is not
 * sent), its audience, when it is to go, and where its sending stands. Published campaigns are the site's
 * newsletter archive, under their slug.
 */
export const campaignStatus = pgEnum('campaign_status', CAMPAIGN_STATUSES);
export const campaignAudience = pgEnum('campaign_audience', CAMPAIGN_AUDIENCES);
export const campaignDeliveryStatus = pgEnum('campaign_delivery_status', DELIVERY_STATUSES);

export const campaigns = pgTable(
  'newsletter_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectDe: text('subject_de'),
    bodyDe: text('body_de'),
    subjectEn: text('subject_en'),
    bodyEn: text('body_en'),
    audience: campaignAudience('audience').notNull().default('both'),
    status: campaignStatus('status').notNull().default('draft'),
    /** When a scheduled campaign is to start (stored in UTC; the console reads and writes Zurich time). */
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** When its recipients were queued: the confirmed subscribers of the audience at that moment. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** In the public archive since then, under its slug (null: not published). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When it was first published: the date its archive page shows and the archive's order, kept through unpublishing. */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    slug: text('slug'),
    createdBy: uuid('created_by').references(() => operators.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    newestFirstIndex('newsletter_campaigns_created_idx', table.createdAt, table.id),
    index('newsletter_campaigns_due_idx').on(table.status, table.sendAt),
    uniqueIndex('newsletter_campaigns_slug_unique').on(table.slug),
    index('newsletter_campaigns_published_idx').on(table.publishedAt),
    index('newsletter_campaigns_first_published_idx').on(table.firstPublishedAt),
  ],
);

/**
 * One campaign mail to one subscriber: queued once per campaign (the unique key, not a check in code), claimed
 * like an outbox mail (SKIP LOCKED, a lease, the claimer's presence key) and rendered from the campaign when it
 * is sent. Deleted with the subscription (an erasure) or the campaign.
 */
export const campaignDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    /** The subscriber's language ('de' | 'en'): the version of the campaign they receive. */
    locale: text('locale').notNull(),
    status: campaignDeliveryStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimedBy: integer('claimed_by'),
    /** When it was last claimed: the rate cap counts the claims of the last minute and hour, across instances. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('newsletter_deliveries_once').on(table.campaignId, table.subscriptionId),
    index('newsletter_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('newsletter_deliveries_campaign_idx').on(table.campaignId, table.status),
    index('newsletter_deliveries_subscription_idx').on(table.subscriptionId),
    index('newsletter_deliveries_sent_idx').on(table.sentAt),
    // Only claimed rows: queueing a campaign's recipients writes no entry here.
    index('newsletter_deliveries_claimed_idx')
      .on(table.claimedAt)
      .where(sql`${table.claimedAt} is not null`),
  ],
);

/** The people who run the site. No password is ever stored: they sign in with passkeys. */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('operators_email_unique').on(sql`lower(${table.email})`)],
);

/** An operator's passkeys (WebAuthn credentials): the public key and signature counter the server checks. */
export const operatorPasskeys = pgTable(
  'operator_passkeys',
  {
    /** The credential id, base64url, as the authenticator reports it. */
    id: text('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('operator_passkeys_operator_idx').on(table.operatorId)],
);

/** A one-time link to register a passkey: valid 24 hours, single use, stored only as a hash. */
export const operatorInvites = pgTable('operator_invites', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** Who made the invite (null: the command line). An invite dies with its maker (decision 0022). */
  invitedBy: uuid('invited_by').references(() => operators.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A signed-in operator's session; the cookie carries the token, the table only its hash. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end of the session, however active it is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/**
 * A WebAuthn challenge between the options and the answer of one ceremony, shared by every instance. Its
 * purpose is what the answer may be used for: signing in, registering with an invite, or, for a signed-in
 * operator, adding a passkey or confirming one change of their account (decision 0040).
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  challenge: text('challenge').notNull(),
  purpose: text('purpose', {
    enum: ['register', 'authenticate', 'add_passkey', 'step_up:add_passkey', 'step_up:remove_passkey', 'step_up:end_sessions'],
  }).notNull(),
  /** The invite a registration answers. */
  inviteId: uuid('invite_id').references(() => operatorInvites.id, { onDelete: 'cascade' }),
  /** The session that asked for the challenge: only that session's answer is taken (decision 0040). */
  sessionId: uuid('session_id').references(() => operatorSessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** What operators did (accept, decline, erase, export, retry, slot change, invite, remove, sign-ins, their own passkeys and sessions): who, what, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The operator, or null for the command line; the address is kept so the record outlives a removal. */
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    /** What the action concerned (an entry id, a tier); never a visitor's e-mail address. */
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    newestFirstIndex('audit_log_created_idx', table.createdAt, table.id),
    newestFirstIndex('audit_log_action_idx', table.action, table.createdAt, table.id),
    newestFirstIndex('audit_log_actor_idx', table.actor, table.createdAt, table.id),
    // An erasure finds the entries about the person by their keyed reference (audit/audit.repo.ts forgetWordsAbout).
    index('audit_log_person_idx').on(sql`(${table.details} -> 'about' ->> 'personRef')`),
  ],
);

/** The last day a scheduled job ran, so that several instances run a daily job once. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunOn: date('last_run_on').notNull(),
});

/**
 * An erasure's cleanup outside its transaction, recorded in that transaction (decision 0027): the mail files to
 * delete and, on the embedded database, the rewrite of its files. A process that dies before it finished leaves
 * the row, and the next start (or the next erasure) finishes it. Only file names are kept, never the address.
 */
export const erasureCleanups = pgTable('erasure_cleanups', {
  id: uuid('id').primaryKey().defaultRandom(),
  mailFiles: jsonb('mail_files').$type<string[]>().notNull(),
  createdAt: createdAt(),
});

/**
 * Visitor statistics (decision 0036): aggregates only. A count per Zurich day of a metric (page views of a path,
 * visitors by entry page, referrer, campaign, device, browser, language, conversions of a kind by what brought
 * the visitor) and a key (the path, the referrer's name …); several instances add to one row by upsert.
 */
export const analyticsCounts = pgTable(
  'analytics_counts',
  {
    day: date('day').notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.metric, table.key] }),
    index('analytics_counts_metric_idx').on(table.metric, table.day),
  ],
);

/** The day's random salt of the visitor hash, shared by the instances; deleted once its day is over, so no hash can be made again. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * The day's visitors, by their keyed hash, with what brought them (entry page, referrer, campaign): so that
 * several instances count a visitor once and a conversion that day is credited to what brought them.
 * Deleted with the day's salt.
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
    entryPath: text('entry_path').notNull(),
    referrer: text('referrer').notNull(),
    campaign: text('campaign').notNull(),
    channel: text('channel').notNull().default(''),
    source: text('source').notNull().default(''),
    medium: text('medium').notNull().default(''),
    device: text('device').notNull().default(''),
    browser: text('browser').notNull().default(''),
    language: text('language').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor] })],
);

/**
 * Visitor statistics since decision 0047: one count per Zurich day and combination of what is known of a visit, so
 * that the page can be narrowed by any of it. A row adds the views of `page` by visitors who came that way, the
 * visitors whose entry page it is (`page` = `entry`), or (`kind` not '') their conversions of that kind. Every
 * key is capped per day (beyond the cap: "other"), so that no client can make the table grow without bound.
 */
export const analyticsVisits = pgTable(
  'analytics_visits',
  {
    day: date('day').notNull(),
    page: text('page').notNull(),
    entry: text('entry').notNull(),
    channel: text('channel').notNull(),
    referrer: text('referrer').notNull(),
    campaign: text('campaign').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    language: text('language').notNull(),
    kind: text('kind').notNull(),
    visitors: integer('visitors').notNull(),
    views: integer('views').notNull(),
    conversions: integer('conversions').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'analytics_visits_pk',
      columns: [
        table.day,
        table.page,
        table.entry,
        table.channel,
        table.referrer,
        table.campaign,
        table.source,
        table.medium,
        table.device,
        table.browser,
        table.language,
        table.kind,
      ],
    }),
    // A filter by one of the selective dimensions reads only its rows (decision 0047); the others select too much to gain.
    index('analytics_visits_page_idx').on(table.page, table.day),
    index('analytics_visits_entry_idx').on(table.entry, table.day),
    index('analytics_visits_referrer_idx').on(table.referrer, table.day),
    index('analytics_visits_campaign_idx').on(table.campaign, table.day),
    index('analytics_visits_source_idx').on(table.source, table.day),
  ],
);

/** The batches of counts written, by the key their process gave them: a batch whose commit answer was lost is not added twice. */
export const analyticsBatches = pgTable('analytics_batches', {
  id: text('id').primaryKey(),
  day: date('day').notNull(),
});

/** The keys of each dimension seen on a day, up to the day's cap; a key beyond it is counted as "other". */
export const analyticsKeys = pgTable(
  'analytics_keys',
  {
    day: date('day').notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.key] })],
);

/**
 * New visitors of the day per network, by a keyed hash of the network (deleted with the day's salt): beyond a
 * threshold a network's new visitors are counted as one, and `folded` says how many were.
 */
export const analyticsNetworks = pgTable(
  'analytics_networks',
  {
    day: date('day').notNull(),
    network: text('network').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.network] })],
);

/** How many new visitors were folded into their network's one, per day (kept as long as the counts). */
export const analyticsFolds = pgTable('analytics_folds', {
  day: date('day').primaryKey(),
  folded: integer('folded').notNull(),
});

/** The conversions of a visitor of the day by kind, so that each counts once per person, kind and day (deleted with the salt). */
export const analyticsConversionsSeen = pgTable(
  'analytics_conversions_seen',
  {
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
    kind: text('kind').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor, table.kind] })],
);
