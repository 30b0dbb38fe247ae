import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { recordActionIn, type AuditActor } from '../audit/audit.service.ts';
import { deleteInvitesOfOperator } from '../access/operator-invites.repo.ts';
import { createInvite } from '../access/operator-invites.service.ts';
import { deleteOperator, findOperatorByEmail, findOperatorById, insertOperatorIfNew, listOperators, type Operator } from '../access/operators.repo.ts';

export { findOperatorById, listOperators };

/** The operator with this address, created when there is none (for the test suite's sessions). */
export async function ensureOperator(db: Database, email: string): Promise<Operator> {
  return (await findOperatorByEmail(db, email)) ?? (await insertOperatorIfNew(db, email.trim())) ?? (await findOperatorByEmail(db, email))!;
}

export type Invitation = { outcome: 'invited'; token: string; expiresAt: Date } | { outcome: 'already_operator' };

/**
 * Invites someone to become an operator; the token is shown once. An address that already belongs to an
 * operator is refused (issue 26): its passkey would sign in as that operator, so the invite would hand
 * their account to whoever holds the link.
 */
export async function inviteOperator(db: Database, actor: AuditActor, email: string, now = new Date()): Promise<Invitation> {
  if (await findOperatorByEmail(db, email.trim())) return { outcome: 'already_operator' };
  const invite = await createInvite(db, email, 'cli' in actor ? null : actor.id, now);
  await recordActionIn(db, actor, 'invite', email.trim(), { expiresAt: invite.expiresAt.toISOString() });
  return { outcome: 'invited', ...invite };
}

export type Removal = { outcome: 'removed'; email: string } | { outcome: 'not_found' | 'self' };

/**
 * Removes an operator with their passkeys and sessions, which ends their sign-in at once, and in the same
 * transaction revokes the invites they made and every invite for their address (issue 26), so no link
 * brings them back or outlives them. An operator cannot remove themselves in the console (another
 * operator or the command line can).
 */
export async function removeOperator(db: Database, actor: AuditActor, id: string): Promise<Removal> {
  if (!('cli' in actor) && actor.id === id) return { outcome: 'self' };
  return withTransaction(db, async (tx): Promise<Removal> => {
    const operator = await findOperatorById(tx, id);
    if (!operator) return { outcome: 'not_found' };
    // Invites first: a redemption that holds one of them finishes before the operator goes, or finds it gone.
    const invitesRevoked = await deleteInvitesOfOperator(tx, operator);
    const removed = await deleteOperator(tx, id);
    if (!removed) return { outcome: 'not_found' };
    await recordActionIn(tx, actor, 'remove', removed.email, { invitesRevoked });
    return { outcome: 'removed', email: removed.email };
  });
}

/** The command line's removal, by address. */
export async function removeOperatorByEmail(db: Database, actor: AuditActor, email: string): Promise<Removal> {
  const operator = await findOperatorByEmail(db, email);
  return operator ? removeOperator(db, actor, operator.id) : { outcome: 'not_found' };
}
