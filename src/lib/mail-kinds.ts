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
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

/** Whether a stored kind is one the site still sends (older rows may hold others). */
export const isMailKind = (kind: string): kind is MailKind => (MAIL_KINDS as readonly string[]).includes(kind);
