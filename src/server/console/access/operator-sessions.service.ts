import type { AstroCookies, AstroCookieSetOptions } from 'astro';
import type { Database } from '#server/db/client.ts';
import { env } from '#server/env.ts';
import { hashToken, newSecretToken } from '#server/security/secret-tokens.ts';
import { deleteEndedSessions, deleteSessionByHash, insertSession, liveSessionsOfOperator, touchSession } from './operator-sessions.repo.ts';

/** The operator a console request is made by. */
export interface SignedInOperator {
  id: string;
  email: string;
  sessionId: string;
}

/** How long a session lasts: it ends after `idleMinutes` without a request, and `maxHours` after sign-in in any case. */
export interface SessionLifetime {
  idleMinutes: number;
  maxHours: number;
}

/** The lifetime the environment sets (OPERATOR_SESSION_IDLE_MINUTES, OPERATOR_SESSION_MAX_HOURS). */
export function sessionLifetime(): SessionLifetime {
  const { OPERATOR_SESSION_IDLE_MINUTES, OPERATOR_SESSION_MAX_HOURS } = env();
  return { idleMinutes: OPERATOR_SESSION_IDLE_MINUTES, maxHours: OPERATOR_SESSION_MAX_HOURS };
}

const idleSince = (now: Date, lifetime: SessionLifetime) => new Date(now.getTime() - lifetime.idleMinutes * 60_000);

/** When a session ends by itself: the idle time after its last request, or its absolute end if that comes first. */
export const sessionEndsAt = (session: { lastSeenAt: Date; expiresAt: Date }, lifetime: SessionLifetime): Date =>
  new Date(Math.min(session.lastSeenAt.getTime() + lifetime.idleMinutes * 60_000, session.expiresAt.getTime()));

/** An operator's sessions that have not ended, oldest first, each with the moment it ends by itself. */
export async function liveSessions(db: Database, operatorId: string, lifetime: SessionLifetime, now = new Date()) {
  const sessions = await liveSessionsOfOperator(db, operatorId, now, idleSince(now, lifetime));
  return sessions.map((session) => ({ ...session, endsAt: sessionEndsAt(session, lifetime) }));
}

/** Starts a session: the token goes into the cookie, only its hash into the database. */
export async function startSession(
  db: Database,
  operatorId: string,
  lifetime: SessionLifetime,
  now = new Date(),
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  // Ended sessions are swept whenever someone signs in, so the table holds live sessions only.
  await deleteEndedSessions(db, now, idleSince(now, lifetime));
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + lifetime.maxHours * 3_600_000);
  const { id } = await insertSession(db, { tokenHash: hashToken(token), operatorId, lastSeenAt: now, expiresAt, createdAt: now });
  return { token, sessionId: id, expiresAt };
}

/** The operator of a live session, which counts as seen now (the idle timeout starts again); null once it has ended. */
export async function resumeSession(
  db: Database,
  token: string,
  lifetime: SessionLifetime,
  now = new Date(),
): Promise<SignedInOperator | null> {
  const row = await touchSession(db, hashToken(token), now, idleSince(now, lifetime));
  return row ? { id: row.operatorId, email: row.email, sessionId: row.sessionId } : null;
}

/** Signing out: the session is deleted, so its token is worthless wherever it is still kept. */
export async function endSession(db: Database, token: string): Promise<void> {
  await deleteSessionByHash(db, hashToken(token));
}

/**
 * The console's session cookie (decision 0009): `__Host-` makes the browser take it only with Secure,
 * Path=/ and no Domain, so no other host, subdomain or plain-HTTP page can set or overwrite it. Only the
 * console's sign-in sets it; SameSite=Strict keeps it off every request another site starts.
 */
export const OPERATOR_SESSION_COOKIE = '__Host-operator-session';

const ATTRIBUTES: AstroCookieSetOptions = { path: '/', httpOnly: true, secure: true, sameSite: 'strict' };

export function setSessionCookie(cookies: AstroCookies, token: string, lifetime: SessionLifetime): void {
  cookies.set(OPERATOR_SESSION_COOKIE, token, { ...ATTRIBUTES, maxAge: lifetime.maxHours * 3600 });
}

export function clearSessionCookie(cookies: AstroCookies): void {
  cookies.delete(OPERATOR_SESSION_COOKIE, ATTRIBUTES);
}

export const sessionToken = (cookies: AstroCookies): string | undefined => cookies.get(OPERATOR_SESSION_COOKIE)?.value || undefined;
