import type { KeyWith } from '#i18n/console-translate.ts';

/**
 * What a console page says after an action, named in the address it redirects to (?notice=…&count=…):
 * the text in the page's language and whether it reports success or a refusal.
 */
export const CONSOLE_NOTICES = {
  invalid: { key: 'console.common.notice.invalid', tone: 'error' },
  answered: { key: 'console.inbox.notice.answered', tone: 'success' },
  unanswered: { key: 'console.inbox.notice.unanswered', tone: 'success' },
  archived: { key: 'console.inbox.notice.archived', tone: 'success' },
  marked_spam: { key: 'console.inbox.notice.markedSpam', tone: 'success' },
  moved_to_inbox: { key: 'console.inbox.notice.movedToInbox', tone: 'success' },
  deleted: { key: 'console.inbox.notice.deleted', tone: 'success' },
  accepted: { key: 'console.waitlist.notice.accepted', tone: 'success' },
  declined: { key: 'console.waitlist.notice.declined', tone: 'success' },
  not_pending: { key: 'console.waitlist.notice.notPending', tone: 'error' },
  tier_full: { key: 'console.waitlist.notice.tierFull', tone: 'error' },
  slots_saved: { key: 'console.waitlist.notice.slotsSaved', tone: 'success' },
  slots_refused: { key: 'console.waitlist.notice.slotsRefused', tone: 'error' },
  retried: { key: 'console.mail.notice.retried', tone: 'success' },
  nothing_to_retry: { key: 'console.mail.notice.nothingToRetry', tone: 'error' },
  erased: { key: 'console.people.notice.erased', tone: 'success' },
  passkey_added: { key: 'console.account.notice.passkeyAdded', tone: 'success' },
  passkey_removed: { key: 'console.account.notice.passkeyRemoved', tone: 'success' },
  last_passkey: { key: 'console.account.notice.lastPasskey', tone: 'error' },
  passkey_not_found: { key: 'console.account.notice.passkeyNotFound', tone: 'error' },
  session_ended: { key: 'console.account.notice.sessionEnded', tone: 'success' },
  sessions_ended: { key: 'console.account.notice.sessionsEnded', tone: 'success' },
  current_session: { key: 'console.account.notice.currentSession', tone: 'error' },
  session_not_found: { key: 'console.account.notice.sessionNotFound', tone: 'error' },
  no_other_sessions: { key: 'console.account.notice.noOtherSessions', tone: 'error' },
  step_up_failed: { key: 'console.account.notice.stepUpFailed', tone: 'error' },
  confirm_sign_out_everywhere: { key: 'console.account.notice.confirmSignOutEverywhere', tone: 'error' },
  campaign_created: { key: 'console.campaigns.notice.created', tone: 'success' },
  campaign_saved: { key: 'console.campaigns.notice.saved', tone: 'success' },
  campaign_scheduled: { key: 'console.campaigns.notice.scheduled', tone: 'success' },
  campaign_unscheduled: { key: 'console.campaigns.notice.unscheduled', tone: 'success' },
  campaign_sending: { key: 'console.campaigns.notice.sending', tone: 'success' },
  campaign_paused: { key: 'console.campaigns.notice.paused', tone: 'success' },
  campaign_published: { key: 'console.campaigns.notice.published', tone: 'success' },
  campaign_unpublished: { key: 'console.campaigns.notice.unpublished', tone: 'success' },
  campaign_resumed: { key: 'console.campaigns.notice.resumed', tone: 'success' },
  campaign_cancelled: { key: 'console.campaigns.notice.cancelled', tone: 'success' },
  campaign_deleted: { key: 'console.campaigns.notice.deleted', tone: 'success' },
  campaign_duplicated: { key: 'console.campaigns.notice.duplicated', tone: 'success' },
  campaign_not_allowed: { key: 'console.campaigns.notice.notAllowed', tone: 'error' },
  campaign_not_found: { key: 'console.campaigns.notice.notFound', tone: 'error' },
  schedule_past: { key: 'console.campaigns.notice.schedulePast', tone: 'error' },
  test_queued: { key: 'console.campaigns.notice.testQueued', tone: 'success' },
  not_an_operator: { key: 'console.campaigns.notice.notAnOperator', tone: 'error' },
  test_queued_also: { key: 'console.campaigns.notice.testQueuedAlso', tone: 'success' },
  not_a_firm_address: { key: 'console.campaigns.notice.notAFirmAddress', tone: 'error' },
  test_limit: { key: 'console.campaigns.notice.testLimit', tone: 'error' },
  bounce_reset: { key: 'console.newsletter.notice.bounceReset', tone: 'success' },
  not_bounced: { key: 'console.newsletter.notice.notBounced', tone: 'error' },
  booking_cancelled: { key: 'console.bookings.notice.cancelled', tone: 'success' },
  booking_not_confirmed: { key: 'console.bookings.notice.notConfirmed', tone: 'error' },
  booking_held: { key: 'console.bookings.notice.held', tone: 'success' },
  booking_no_show: { key: 'console.bookings.notice.noShow', tone: 'success' },
  booking_not_past: { key: 'console.bookings.notice.notPast', tone: 'error' },
  day_off_added: { key: 'console.bookings.notice.dayOffAdded', tone: 'success' },
  extra_hours_added: { key: 'console.bookings.notice.extraHoursAdded', tone: 'success' },
  day_off_exists: { key: 'console.bookings.notice.dayOffExists', tone: 'error' },
  exception_removed: { key: 'console.bookings.notice.exceptionRemoved', tone: 'success' },
  exception_not_found: { key: 'console.bookings.notice.exceptionNotFound', tone: 'error' },
  feed_saved: { key: 'console.bookings.notice.feedSaved', tone: 'success' },
  feed_removed: { key: 'console.bookings.notice.feedRemoved', tone: 'success' },
  no_feed: { key: 'console.bookings.notice.noFeed', tone: 'error' },
  feed_key_revoked: { key: 'console.bookings.notice.feedKeyRevoked', tone: 'success' },
  no_feed_key: { key: 'console.bookings.notice.noFeedKey', tone: 'error' },
  event_created: { key: 'console.events.notice.created', tone: 'success' },
  event_saved: { key: 'console.events.notice.saved', tone: 'success' },
  event_published: { key: 'console.events.notice.published', tone: 'success' },
  event_status_changed: { key: 'console.events.notice.statusChanged', tone: 'success' },
  event_attendance_marked: { key: 'console.events.notice.attendanceMarked', tone: 'success' },
  event_message_queued: { key: 'console.events.notice.messageQueued', tone: 'success' },
  event_not_found: { key: 'console.events.notice.notFound', tone: 'error' },
  event_slug_taken: { key: 'console.events.notice.slugTaken', tone: 'error' },
  event_capacity_below_taken: { key: 'console.events.notice.capacityBelowTaken', tone: 'error' },
  event_already_published: { key: 'console.events.notice.alreadyPublished', tone: 'error' },
  event_status_unchanged: { key: 'console.events.notice.statusUnchanged', tone: 'error' },
  event_room_missing: { key: 'console.events.notice.roomMissing', tone: 'error' },
  event_over: { key: 'console.events.notice.over', tone: 'error' },
  event_not_started: { key: 'console.events.notice.notStarted', tone: 'error' },
  event_registration_not_found: { key: 'console.events.notice.registrationNotFound', tone: 'error' },
} as const satisfies Record<string, { key: KeyWith<'count'>; tone: 'success' | 'error' }>;

export type NoticeCode = keyof typeof CONSOLE_NOTICES;

/** An action's outcome: the notice, and the number its text names (mails queued, records erased). */
export interface Notice {
  code: NoticeCode;
  count?: number;
}

const isNoticeCode = (value: string | null): value is NoticeCode => value !== null && Object.hasOwn(CONSOLE_NOTICES, value);

/** The notice a page was redirected with, if any. */
export function noticeOf(url: URL): Notice | undefined {
  const code = url.searchParams.get('notice');
  if (!isNoticeCode(code)) return undefined;
  const count = Number(url.searchParams.get('count'));
  return Number.isInteger(count) && count >= 0 ? { code, count } : { code };
}
