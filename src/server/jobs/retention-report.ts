import { RETENTION_NAMES, RETENTION_PERIODS, type RetentionName, type RetentionValues } from '#lib/retention.ts';

/** What a retention run removed, in the admin command's words (English, as all its output). */
const REMOVED: Record<RetentionName, [one: string, many: string]> = {
  contactMessages: ['contact message', 'contact messages'],
  waitlistEntries: ['waiting-list entry', 'waiting-list entries'],
  bookings: ['booking', 'bookings'],
  events: ['event registration or unconfirmed interest-list sign-up', 'event registrations and unconfirmed interest-list sign-ups'],
  unconfirmedNewsletter: ['unconfirmed newsletter sign-up', 'unconfirmed newsletter sign-ups'],
  securityEvents: ['security event', 'security events'],
  sentMailBodies: ["sent mail's content", "sent mails' contents"],
  mails: ['mail record', 'mail records'],
  campaignDeliveries: ['campaign delivery', 'campaign deliveries'],
  visitorStatistics: ['daily statistics count', 'daily statistics counts'],
};

/** "Deleted past their retention period: 2 contact messages, 0 waiting-list entries, …" — counts only. */
export function describeRetentionRun(counts: RetentionValues): string {
  const parts = RETENTION_NAMES.map((name) => `${counts[name]} ${REMOVED[name][counts[name] === 1 ? 0 : 1]}`);
  return `Deleted past their retention period: ${parts.join(', ')}.`;
}

/** The settings that keep something longer than the privacy notice says (it states the defaults). */
export function longerThanNotice(periods: RetentionValues): string[] {
  return RETENTION_NAMES.filter((name) => periods[name] > RETENTION_PERIODS[name].fallback).map((name) => RETENTION_PERIODS[name].variable);
}
