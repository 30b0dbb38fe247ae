/**
 * Every kind of mail the site queues (`mail_outbox.kind`): the type of what the senders put in the outbox,
 * and the keys of the console's words for each (`console.mail.kind.<kind>`), so a new kind without its
 * words in both languages does not compile.
 */
export const MAIL_KINDS = [
  'contact_notification',
  'waitlist_notification',
  'waitlist_accepted',
  'waitlist_declined',
  'newsletter_confirmation',
  'operator_digest',
  'statistics_summary',
  'newsletter_test',
  'account_notice',
  'booking_confirmation',
  'booking_notification',
  'booking_reminder',
  'booking_cancelled',
  'event_confirmation',
  'event_waiting',
  'event_offer',
  'event_reminder',
  'event_changed',
  'event_cancelled',
  'event_message',
  'event_interest_confirmation',
  'event_interest_announcement',
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

/** Whether a stored kind is one the site still sends (older rows may hold others). */
export const isMailKind = (kind: string): kind is MailKind => (MAIL_KINDS as readonly string[]).includes(kind);
