import type { AstroCookies } from 'astro';
import { database } from '../db/instance.ts';
import { recordActionIn } from './audit.service.ts';
import { endSession, type SignedInOperator } from './operator-sessions.service.ts';
import { clearSessionCookie, sessionToken } from './session-cookie.ts';

/** Ends the operator's session on the server and takes the cookie away; the audit log records it. */
export async function signOut(cookies: AstroCookies, operator: SignedInOperator): Promise<void> {
  const { db } = await database();
  const token = sessionToken(cookies);
  if (token) await endSession(db, token);
  clearSessionCookie(cookies);
  await recordActionIn(db, operator, 'sign_out');
}
