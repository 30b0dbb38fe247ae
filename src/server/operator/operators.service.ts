import type { Database } from '../db/client.ts';
import { recordActionIn, type AuditActor } from './audit.service.ts';
import { createInvite } from './operator-invites.service.ts';
import { deleteOperator, findOperatorByEmail, findOperatorById, insertOperator, listOperators, type Operator } from './operators.repo.ts';

export { findOperatorById, listOperators };

/** The operator with this address, created when there is none (for the test suite's sessions). */
export async function ensureOperator(db: Database, email: string): Promise<Operator> {
  return (await findOperatorByEmail(db, email)) ?? (await insertOperator(db, email.trim()));
}

/** Invites someone to become an operator (or an operator to add a passkey); the token is shown once. */
export async function inviteOperator(db: Database, actor: AuditActor, email: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const invite = await createInvite(db, email, 'cli' in actor ? null : actor.id, now);
  await recordActionIn(db, actor, 'invite', email.trim(), { expiresAt: invite.expiresAt.toISOString() });
  return invite;
}

export type Removal = { outcome: 'removed'; email: string } | { outcome: 'not_found' | 'self' };

/**
 * Removes an operator with their passkeys and sessions, which ends their sign-in at once. An operator
 * cannot remove themselves in the console (another operator or the command line can).
 */
export async function removeOperator(db: Database, actor: AuditActor, id: string): Promise<Removal> {
  if (!('cli' in actor) && actor.id === id) return { outcome: 'self' };
  const removed = await deleteOperator(db, id);
  if (!removed) return { outcome: 'not_found' };
  await recordActionIn(db, actor, 'remove', removed.email);
  return { outcome: 'removed', email: removed.email };
}

/** The command line's removal, by address. */
export async function removeOperatorByEmail(db: Database, actor: AuditActor, email: string): Promise<Removal> {
  const operator = await findOperatorByEmail(db, email);
  return operator ? removeOperator(db, actor, operator.id) : { outcome: 'not_found' };
}
