import type { PlainKey } from '#i18n/console-translate.ts';
import { operatorInviteSchema, type OperatorInviteInput } from '#lib/forms/operator-invite.ts';
import { validateForm } from '#lib/forms/validate.ts';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { deleteInvitesOfOperator } from '../access/operator-invites.repo.ts';
import { createInvite } from '../access/operator-invites.service.ts';
import { deleteOperator, findOperatorByEmail, findOperatorById } from '../access/operators.repo.ts';
import { recordActionIn, type AuditActor } from '../audit/audit.service.ts';

export type Invitation =
  | { outcome: 'invited'; email: string; token: string; expiresAt: Date }
  | { outcome: 'invalid'; error: PlainKey }
  | { outcome: 'already_operator' };

/**
 * Invites someone to become an operator; the token is shown once. The address must pass the site's one
 * address rule (the console's invite form and the command line alike). An address that already belongs to
 * an operator is refused (decision 0022): its passkey would sign in as that operator, so the invite would hand
 * their account to whoever holds the link.
 */
export async function inviteOperator(db: Database, actor: AuditActor, address: unknown, now = new Date()): Promise<Invitation> {
  const checked = validateForm<OperatorInviteInput, 'email', PlainKey>(operatorInviteSchema, { email: address });
  if (!checked.ok) return { outcome: 'invalid', error: checked.errors.email ?? 'console.operators.inviteInvalid' };
  const { email } = checked.value;
  return withTransaction(db, async (tx): Promise<Invitation> => {
    if (await findOperatorByEmail(tx, email)) return { outcome: 'already_operator' };
    const invite = await createInvite(tx, email, 'cli' in actor ? null : actor.id, now);
    await recordActionIn(tx, actor, 'invite', email, { expiresAt: invite.expiresAt.toISOString() });
    return { outcome: 'invited', email, ...invite };
  });
}

export type Removal = { outcome: 'removed'; email: string } | { outcome: 'not_found' | 'self' };

/**
 * Removes an operator (by id, or by `{ email }` from the command line) with their passkeys and sessions,
 * which ends their sign-in at once, and in the same transaction revokes the invites they made and every
 * invite for their address (decision 0022), so no link brings them back or outlives them. An operator cannot
 * remove themselves in the console (another operator or the command line can).
 */
export async function removeOperator(db: Database, actor: AuditActor, which: string | { email: string }): Promise<Removal> {
  return withTransaction(db, async (tx): Promise<Removal> => {
    const operator = typeof which === 'string' ? await findOperatorById(tx, which) : await findOperatorByEmail(tx, which.email);
    if (!operator) return { outcome: 'not_found' };
    if (!('cli' in actor) && actor.id === operator.id) return { outcome: 'self' };
    // Invites first: a redemption that holds one of them finishes before the operator goes, or finds it gone.
    const invitesRevoked = await deleteInvitesOfOperator(tx, operator);
    const removed = await deleteOperator(tx, operator.id);
    if (!removed) return { outcome: 'not_found' };
    await recordActionIn(tx, actor, 'remove', removed.email, { invitesRevoked });
    return { outcome: 'removed', email: removed.email };
  });
}
