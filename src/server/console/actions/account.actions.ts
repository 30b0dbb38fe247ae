import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { deleteOtherSessionsOfOperator, deleteSessionOfOperator } from '../access/operator-sessions.repo.ts';
import { sessionEndsAt, type SessionLifetime, type SignedInOperator } from '../access/operator-sessions.service.ts';
import { lockOperator } from '../access/operators.repo.ts';
import { deletePasskeyOfOperator, insertPasskeyIfNew, passkeysOfOperator, type NewPasskey } from '../access/passkeys.repo.ts';
import { recordActionIn } from '../audit/audit.service.ts';

/**
 * The signed-in operator's own account (the console's account page): their passkeys and their sessions.
 * Every action acts on the operator's own rows only – an id of someone else's passkey or session is
 * refused as one that does not exist – and writes its audit entry in the transaction of its change.
 */

/** A passkey by its credential id (base64url, as the authenticator reports it). */
export const passkeyInput = z.object({ id: z.string().regex(/^[\w-]{1,1024}$/) });
/** A session by its row id. */
export const sessionInput = z.object({ id: z.uuid() });

export type PasskeyRemoval = { code: 'passkey_removed' } | { code: 'last_passkey' | 'passkey_not_found' };

/**
 * Removes one of the operator's passkeys, never the last one: without a passkey nobody could sign in to
 * the account again (an operator who lost every passkey is removed and invited again). The operator's
 * row is locked first, so two removals at once are taken one after the other and cannot both leave the
 * other passkey the last. Sessions stay: a session does not record the passkey it was started with.
 */
export async function removePasskey(
  db: Database,
  operator: SignedInOperator,
  { id }: z.infer<typeof passkeyInput>,
): Promise<PasskeyRemoval> {
  return withTransaction(db, async (tx): Promise<PasskeyRemoval> => {
    if (!(await lockOperator(tx, operator.id))) return { code: 'passkey_not_found' };
    const passkeys = await passkeysOfOperator(tx, operator.id);
    if (!passkeys.some((passkey) => passkey.id === id)) return { code: 'passkey_not_found' };
    if (passkeys.length <= 1) return { code: 'last_passkey' };
    await deletePasskeyOfOperator(tx, operator.id, id);
    await recordActionIn(tx, operator, 'remove_passkey', id, { remaining: passkeys.length - 1 });
    return { code: 'passkey_removed' };
  });
}

export type PasskeyAddition = { code: 'passkey_added' } | { code: 'not_added' };

/**
 * Adds a passkey the operator's browser has just created and the server has verified (passkeys.service.ts
 * verifyNewPasskey) to the operator's account. A credential id stored already (anyone's) is not added.
 */
export async function addPasskey(
  db: Database,
  operator: SignedInOperator,
  passkey: Omit<NewPasskey, 'operatorId'>,
): Promise<PasskeyAddition> {
  return withTransaction(db, async (tx): Promise<PasskeyAddition> => {
    if (!(await lockOperator(tx, operator.id))) return { code: 'not_added' };
    if (!(await insertPasskeyIfNew(tx, { ...passkey, operatorId: operator.id }))) return { code: 'not_added' };
    await recordActionIn(tx, operator, 'add_passkey', passkey.id, { passkeys: (await passkeysOfOperator(tx, operator.id)).length });
    return { code: 'passkey_added' };
  });
}

export type SessionEnding = { code: 'session_ended' } | { code: 'current_session' | 'session_not_found' };

/**
 * Ends another session of the operator (a browser left signed in elsewhere): its token is worthless from
 * now on. The session the request came with is not ended here; signing out does that.
 */
export async function endOtherSession(
  db: Database,
  operator: SignedInOperator,
  { id }: z.infer<typeof sessionInput>,
): Promise<SessionEnding> {
  if (id === operator.sessionId) return { code: 'current_session' };
  return withTransaction(db, async (tx): Promise<SessionEnding> => {
    if (!(await deleteSessionOfOperator(tx, operator.id, id))) return { code: 'session_not_found' };
    await recordActionIn(tx, operator, 'end_session', id);
    return { code: 'session_ended' };
  });
}

export type SessionsEnding = { code: 'sessions_ended'; count: number } | { code: 'no_other_sessions' };

/**
 * Ends every session of the operator but the one the request came with; how many of them had not ended
 * by themselves yet (the rows of ended ones go too, as the next sign-in would sweep them).
 */
export async function endOtherSessions(
  db: Database,
  operator: SignedInOperator,
  lifetime: SessionLifetime,
  now = new Date(),
): Promise<SessionsEnding> {
  return withTransaction(db, async (tx): Promise<SessionsEnding> => {
    const deleted = await deleteOtherSessionsOfOperator(tx, operator.id, operator.sessionId);
    const count = deleted.filter((session) => sessionEndsAt(session, lifetime) > now).length;
    if (count === 0) return { code: 'no_other_sessions' };
    await recordActionIn(tx, operator, 'end_other_sessions', undefined, { sessions: count });
    return { code: 'sessions_ended', count };
  });
}
