import { redactEmails } from '#lib/security/email-redaction.ts';
import type { Database } from '#server/db/client.ts';
import { database } from '#server/db/instance.ts';
import { countAuditEntries, insertAuditEntry, listAuditEntries, type AuditEntry } from './audit.repo.ts';
import type { SignedInOperator } from '../access/operator-sessions.service.ts';

/** Every operator action the audit log records (the console's and the admin commands' alike). */
export const AUDIT_ACTIONS = ['accept', 'decline', 'erase', 'export', 'retry', 'slots', 'invite', 'remove', 'sign_in', 'sign_out', 'sign_out_everywhere'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: a signed-in operator, or someone at the command line. */
export type AuditActor = SignedInOperator | { cli: true };

/** The actions that concern operators; every other one concerns visitors' data. */
const OPERATOR_ACTIONS: readonly AuditAction[] = ['invite', 'remove', 'sign_in', 'sign_out', 'sign_out_everywhere'];

/** The actor column's value for the command line. */
export const CLI_ACTOR = 'cli';

/**
 * Writes one action to the audit log: who, what, when. A visitor's e-mail address never goes in (an
 * erased person must not live on in the log): in the target and details of actions on visitors' data
 * it is replaced by [redacted-email]. Operators' own addresses are kept for invite and remove.
 */
export async function recordActionIn(db: Database, actor: AuditActor, action: AuditAction, target?: string, details?: Record<string, unknown>): Promise<void> {
  const keep = OPERATOR_ACTIONS.includes(action);
  await insertAuditEntry(db, {
    operatorId: 'cli' in actor ? null : actor.id,
    actor: 'cli' in actor ? CLI_ACTOR : actor.email,
    action,
    target: target === undefined ? null : keep ? target : String(redactEmails(target)),
    details: details === undefined ? null : keep ? details : (redactEmails(details) as Record<string, unknown>),
  });
}

/** recordActionIn on the site's database: what the console pages and the admin commands call. */
export async function recordAction(operator: AuditActor, action: AuditAction, target?: string, details?: Record<string, unknown>): Promise<void> {
  await recordActionIn((await database()).db, operator, action, target, details);
}

/** Entries per page of the console's audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** One page (from 1) of the audit log, newest first, and how many pages there are. */
export async function auditPage(db: Database, page: number): Promise<{ entries: AuditEntry[]; page: number; pages: number }> {
  const pages = Math.max(1, Math.ceil((await countAuditEntries(db)) / AUDIT_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return { entries: await listAuditEntries(db, { limit: AUDIT_PAGE_SIZE, offset: (current - 1) * AUDIT_PAGE_SIZE }), page: current, pages };
}
