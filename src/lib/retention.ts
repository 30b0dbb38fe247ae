/**
 * How long the site keeps what it stores (decision 0016), one line each: the environment variable that sets a
 * period, its unit, its default and what it keeps from when. The environment schema, `.env.example`'s check, the retention job and
 * the privacy notice's `{{retention…}}` placeholders all come from this list, so the notice states the
 * defaults. It imports nothing: the legal texts read it at build time, the server at start.
 */
export const RETENTION_PERIODS = {
  contactMessages: { variable: 'RETENTION_CONTACT_MONTHS', unit: 'months', fallback: 12, kept: 'contact messages, from when they came in' },
  waitlistEntries: {
    variable: 'RETENTION_WAITLIST_MONTHS',
    unit: 'months',
    fallback: 24,
    kept: 'waiting-list entries, whatever their status, from when they came in',
  },
  // A booking is kept a year after the consultation it was for, long enough for the questions that follow it;
  // one still to come is never deleted, whatever the period (its start is after any cutoff).
  bookings: {
    variable: 'RETENTION_BOOKING_MONTHS',
    unit: 'months',
    fallback: 12,
    kept: 'consultation bookings, confirmed or cancelled, from the start of the consultation (bookings still to come are never deleted)',
  },
  // Decision 0051: an event's registrations are kept a year after it ended, for the invoice and the questions
  // that follow; those of an event still to come are never deleted. Interest-list sign-ups never confirmed go
  // with them after the same period from the latest sign-up.
  events: {
    variable: 'RETENTION_EVENT_MONTHS',
    unit: 'months',
    fallback: 12,
    kept: "event registrations, whatever their status, from the event's end (those of events still to come are never deleted), and interest-list sign-ups never confirmed, from the latest sign-up",
  },
  unconfirmedNewsletter: {
    variable: 'RETENTION_UNCONFIRMED_NEWSLETTER_DAYS',
    unit: 'days',
    fallback: 30,
    kept: 'newsletter sign-ups still unconfirmed, from the latest sign-up',
  },
  securityEvents: {
    variable: 'RETENTION_SECURITY_EVENTS_DAYS',
    unit: 'days',
    fallback: 90,
    kept: 'security events, from when they were stored',
  },
  sentMailBodies: {
    variable: 'RETENTION_SENT_MAIL_BODY_DAYS',
    unit: 'days',
    fallback: 30,
    kept: 'the text, HTML and headers of a mail the site sent, from when it was sent',
  },
  mails: {
    variable: 'RETENTION_MAIL_MONTHS',
    unit: 'months',
    fallback: 12,
    kept: 'what is left of a sent or failed mail (recipient, reply-to address, subject, times), from when it was queued (mails still to be sent are never deleted)',
  },
  // Decision 0035: long enough to answer "did you send me that?" and to see what a campaign did for
  // two years of issues; a subscription's erasure removes its deliveries at once.
  campaignDeliveries: {
    variable: 'RETENTION_CAMPAIGN_DELIVERY_MONTHS',
    unit: 'months',
    fallback: 24,
    kept: 'which newsletter campaign went to which subscription and what became of it, from when it was queued (deliveries still to be sent are never deleted)',
  },
  visitorStatistics: {
    variable: 'RETENTION_STATISTICS_MONTHS',
    unit: 'months',
    fallback: 25,
    kept: 'the daily visitor statistics (counts only), from their day',
  },
} as const;

export type RetentionName = keyof typeof RETENTION_PERIODS;
export type RetentionVariable = (typeof RETENTION_PERIODS)[RetentionName]['variable'];
export type RetentionUnit = (typeof RETENTION_PERIODS)[RetentionName]['unit'];

/** A value for each period: its length in the period's unit, or (after a run) how many records it removed. */
export type RetentionValues = Record<RetentionName, number>;

export const RETENTION_NAMES = Object.keys(RETENTION_PERIODS) as RetentionName[];

/** The periods as the privacy notice states them: the defaults. */
export const DEFAULT_RETENTION: RetentionValues = Object.fromEntries(
  RETENTION_NAMES.map((name) => [name, RETENTION_PERIODS[name].fallback]),
) as RetentionValues;

/** The legal texts' placeholder of a period: `{{retentionContactMessages}}` for contactMessages. */
export const retentionPlaceholder = (name: RetentionName): string => `retention${name[0]!.toUpperCase()}${name.slice(1)}`;
