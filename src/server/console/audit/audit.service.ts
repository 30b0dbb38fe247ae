import { redactEmails } from '#lib/security/email-redaction.ts';
import type { Database } from '#server/db/client.ts';
import { listPage, type Page, type PagePosition } from '#server/db/paging.ts';
import { auditLog } from '#server/db/schema.ts';
import { auditActors, auditEntries, auditFilter, insertAuditEntry, type AuditEntry, type AuditFilter } from './audit.repo.ts';

/** Every operator action the audit log records (the console's and the admin commands' alike). */
export const AUDIT_ACTIONS = [
  'accept',
  'decline',
  'erase',
  'export',
  'retry',
  'slots',
  'answered',
  'archive',
  'spam',
  'inbox',
  'delete',
  'invite',
  'remove',
  'sign_in',
  'sign_out',
  'sign_out_everywhere',
  'add_passkey',
  'remove_passkey',
  'end_session',
  'end_other_sessions',
  'campaign_create',
  'campaign_edit',
  'campaign_schedule',
  'campaign_unschedule',
  'campaign_send',
  'campaign_pause',
  'campaign_resume',
  'campaign_cancel',
  'campaign_publish',
  'campaign_unpublish',
  'campaign_test',
  'campaign_delete',
  'campaign_duplicate',
  'reset_bounce',
  'booking_cancel',
  'booking_held',
  'booking_no_show',
  'booking_day_off',
  'booking_extra_hours',
  'booking_exception_remove',
  'booking_feed_set',
  'booking_feed_remove',
  'booking_feed_key',
  'booking_feed_key_revoke',
  'event_create',
  'event_edit',
  'event_publish',
  'event_status',
  'event_attendance',
  'event_message',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: a signed-in operator, or someone at the command line. */
export type AuditActor = { id: string; email: string; sessionId?: string } | { cli: true };

/** The command line as an actor. */
export const CLI: AuditActor = { cli: true };

/** The actions that concern operators; every other one concerns visitors' data. */
const OPERATOR_ACTIONS: readonly AuditAction[] = [
  'invite',
  'remove',
  'sign_in',
  'sign_out',
  'sign_out_everywhere',
  'add_passkey',
  'remove_passkey',
  'end_session',
  'end_other_sessions',
];

/** The actor column's value for the command line. */
export const CLI_ACTOR = 'cli';

/**
 * Writes one action to the audit log: who, what, when – through `db`, which is the transaction of the
 * change it records, so the two are kept together or not at all. A visitor's e-mail address never goes in
 * (an erased person must not live on in the log): in the target and details of actions on visitors' data
 * it is replaced by [redacted-email]. Operators' own addresses are kept for invite and remove. Whom an
 * action on visitors' data concerned goes in `details.about`, in words and by reference (about.ts).
 */
export async function recordActionIn(
  db: Database,
  actor: AuditActor,
  action: AuditAction,
  target?: string,
  details?: Record<string, unknown>,
): Promise<void> {
  const keep = OPERATOR_ACTIONS.includes(action);
  await insertAuditEntry(db, {
    operatorId: 'cli' in actor ? null : actor.id,
    actor: 'cli' in actor ? CLI_ACTOR : actor.email,
    action,
    target: target === undefined ? null : keep ? target : String(redactEmails(target)),
    details: details === undefined ? null : keep ? details : (redactEmails(details) as Record<string, unknown>),
  });
}

/** A page of the audit log, newest first, by actor and action when the filter says so. */
export const auditPage = (db: Database, page: PagePosition, filter: AuditFilter = {}): Promise<Page<AuditEntry>> =>
  listPage(db, auditEntries(db), auditLog, page, auditFilter(filter));

/** The operators' addresses that appear in the audit log, for its filter. */
export const operatorsInLog = (db: Database): Promise<string[]> => auditActors(db, CLI_ACTOR);
