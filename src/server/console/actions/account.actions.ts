import { z } from 'zod';
import type { Locale } from '#i18n/config.ts';
import type { ClientSeen } from '#server/clients/client-seen.ts';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { enqueueMail } from '#server/mail/outbox.repo.ts';
import { accountNoticeMail, type AccountNotice } from '../access/account-notice-mail.ts';
import { deleteOtherSessionsOfOperator, deleteSessionOfOperator, deleteSessionsOfOperator } from '../access/operator-sessions.repo.ts';
import { sessionEndsAt, type SessionLifetime, type SignedInOperator } from '../access/operator-sessions.service.ts';
import { lockOperator } from '../access/operators.repo.ts';
import { deletePasskeyOfOperator, insertPasskeyIfNew, passkeysOfOperator, type NewPasskey } from '../access/passkeys.repo.ts';
import type { StepUp } from '../access/step-up.service.ts';
import { recordActionIn, type AuditAction } from '../audit/audit.service.ts';

/**
 * The signed-in operator's own account (the console's account page): their passkeys and their sessions.
 * Every action acts on the operator's own rows only – an id of someone else's passkey or session is
 * refused as one that does not exist. A change needs the operator's fresh confirmation with a passkey (a
 * StepUp, decision 0040; a new passkey is verified against a challenge only a confirmed session gets), and
 * writes its audit entry, naming the session and the network, and queues the mail that tells the
 * operator, all in the transaction of the change.
 */

/** Who changes their account and from where: the operator of a session, the client, the page's language. */
export interface AccountChange {
  operator: SignedInOperator;
  client: ClientSeen;
  locale: Locale;
  siteUrl: string;
}

/** A passkey by its credential id (base64url, as the authenticator reports it). */
export const passkeyInput = z.object({ id: z.string().regex(/^[\w-]{1,1024}$/) });
/** A session by its row id. */
export const sessionInput = z.object({ id: z.uuid() });

/** Writes the change's audit entry (with the session and network it came from) and queues its mail, through `tx`. */
async function recordChange(
  tx: Database,
  change: AccountChange,
  entry: { action: AuditAction; target?: string; details?: Record<string, unknown>; stepUp?: StepUp },
  notice: AccountNotice,
  now: Date,
  count?: number,
): Promise<void> {
  const { operator, client } = change;
  await recordActionIn(tx, operator, entry.action, entry.target, {
    ...entry.details,
    session: operator.sessionId,
    network: client.network,
    ...(entry.stepUp && { confirmedWith: entry.stepUp.passkeyId }),
  });
  await enqueueMail(tx, await accountNoticeMail(notice, { email: operator.email, ...change }, now, count), now);
}

export type PasskeyRemoval = { code: 'passkey_removed' } | { code: 'last_passkey' | 'passkey_not_found' };

/**
 * Removes one of the operator's passkeys, never the last one: without a passkey nobody could sign in to
 * the account again (an operator who lost every passkey is removed and invited again). The operator's
 * row is locked first, so two removals at once are taken one after the other and cannot both leave the
 * other passkey the last. Sessions stay: a session does not record the passkey it was started with.
 */
export async function removePasskey(
  db: Database,
  change: AccountChange,
  { id }: z.infer<typeof passkeyInput>,
  stepUp: StepUp<'remove_passkey'>,
  now = new Date(),
): Promise<PasskeyRemoval> {
  const { operator } = change;
  return withTransaction(db, async (tx): Promise<PasskeyRemoval> => {
    if (!(await lockOperator(tx, operator.id))) return { code: 'passkey_not_found' };
    const passkeys = await passkeysOfOperator(tx, operator.id);
    if (!passkeys.some((passkey) => passkey.id === id)) return { code: 'passkey_not_found' };
    if (passkeys.length <= 1) return { code: 'last_passkey' };
    await deletePasskeyOfOperator(tx, operator.id, id);
    const details = { remaining: passkeys.length - 1 };
    await recordChange(tx, change, { action: 'remove_passkey', target: id, details, stepUp }, 'passkey_removed', now);
    return { code: 'passkey_removed' };
  });
}

export type PasskeyAddition = { code: 'passkey_added' } | { code: 'not_added' };

/**
 * Adds a passkey the operator's browser has just created and the server has verified against a challenge
 * of this session (step-up.service.ts verifyNewPasskey) to the operator's account. A credential id stored
 * already (anyone's) is not added.
 */
export async function addPasskey(
  db: Database,
  change: AccountChange,
  passkey: Omit<NewPasskey, 'operatorId'>,
  now = new Date(),
): Promise<PasskeyAddition> {
  const { operator } = change;
  return withTransaction(db, async (tx): Promise<PasskeyAddition> => {
    if (!(await lockOperator(tx, operator.id))) return { code: 'not_added' };
    if (!(await insertPasskeyIfNew(tx, { ...passkey, operatorId: operator.id }))) return { code: 'not_added' };
    const details = { passkeys: (await passkeysOfOperator(tx, operator.id)).length };
    await recordChange(tx, change, { action: 'add_passkey', target: passkey.id, details }, 'passkey_added', now);
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
  change: AccountChange,
  { id }: z.infer<typeof sessionInput>,
  stepUp: StepUp<'end_sessions'>,
  now = new Date(),
): Promise<SessionEnding> {
  const { operator } = change;
  if (id === operator.sessionId) return { code: 'current_session' };
  return withTransaction(db, async (tx): Promise<SessionEnding> => {
    if (!(await deleteSessionOfOperator(tx, operator.id, id))) return { code: 'session_not_found' };
    await recordChange(tx, change, { action: 'end_session', target: id, stepUp }, 'session_ended', now);
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
  change: AccountChange,
  lifetime: SessionLifetime,
  stepUp: StepUp<'end_sessions'>,
  now = new Date(),
): Promise<SessionsEnding> {
  const { operator } = change;
  return withTransaction(db, async (tx): Promise<SessionsEnding> => {
    const deleted = await deleteOtherSessionsOfOperator(tx, operator.id, operator.sessionId);
    const count = deleted.filter((session) => sessionEndsAt(session, lifetime) > now).length;
    if (count === 0) return { code: 'no_other_sessions' };
    await recordChange(tx, change, { action: 'end_other_sessions', details: { sessions: count }, stepUp }, 'sessions_ended', now, count);
    return { code: 'sessions_ended', count };
  });
}

/**
 * Signing out everywhere (decision 0022): every session of the operator ends, this one too, on every device;
 * how many there were.
 */
export async function signOutEverywhere(
  db: Database,
  change: AccountChange,
  stepUp: StepUp<'end_sessions'>,
  now = new Date(),
): Promise<{ code: 'signed_out_everywhere'; count: number }> {
  return withTransaction(db, async (tx) => {
    const count = await deleteSessionsOfOperator(tx, change.operator.id);
    const entry = { action: 'sign_out_everywhere', details: { sessions: count }, stepUp } as const;
    await recordChange(tx, change, entry, 'signed_out_everywhere', now, count);
    return { code: 'signed_out_everywhere', count };
  });
}
