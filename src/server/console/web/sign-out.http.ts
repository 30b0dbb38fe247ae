import type { AstroCookies } from 'astro';
import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { CONSOLE_PATHS } from '#lib/console/routes.ts';
import { database } from '#server/db/instance.ts';
import { consoleAction } from './console-route.ts';
import { recordActionIn } from '../audit/audit.service.ts';
import {
  clearSessionCookie,
  endEverySession,
  endSession,
  sessionToken,
  type SignedInOperator,
} from '../access/operator-sessions.service.ts';

/** Which sessions a sign-out ends: the one it is sent from, or every session of the operator (issue 26). */
export type SignOutScope = 'this' | 'everywhere';

/** Where a sign-out leads: the sign-in page, which says what ended. */
export const signedOutPath = (locale: Locale, scope: SignOutScope): string =>
  `${localizePath(CONSOLE_PATHS.signIn, locale)}?signed-out${scope === 'everywhere' ? '=everywhere' : ''}`;

/**
 * A sign-out page's POST: same origin and a live session (else the guard's 404 or 403), then the
 * sessions end and the browser goes back to sign-in (303).
 */
export async function signOutRequest(context: Parameters<typeof consoleAction>[0], locale: Locale, scope: SignOutScope): Promise<Response> {
  const action = await consoleAction(context);
  if ('response' in action) return action.response;
  await signOut(context.cookies, action.operator, scope);
  return new Response(null, { status: 303, headers: { Location: signedOutPath(locale, scope) } });
}

/** Ends the operator's session (or all of them) on the server and takes the cookie away; the audit log records it. */
export async function signOut(cookies: AstroCookies, operator: SignedInOperator, scope: SignOutScope): Promise<void> {
  const { db } = await database();
  if (scope === 'everywhere') {
    const sessions = await endEverySession(db, operator.id);
    await recordActionIn(db, operator, 'sign_out_everywhere', undefined, { sessions });
  } else {
    const token = sessionToken(cookies);
    if (token) await endSession(db, token);
    await recordActionIn(db, operator, 'sign_out');
  }
  clearSessionCookie(cookies);
}
