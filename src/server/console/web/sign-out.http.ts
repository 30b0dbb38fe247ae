import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { CONSOLE_PATHS } from '#lib/console/routes.ts';
import { REQUEST_BODY_LIMIT_BYTES } from '#lib/limits.ts';
import { clientSeen } from '#server/clients/client-seen.ts';
import { database } from '#server/db/instance.ts';
import { readSubmission } from '#server/http/request.ts';
import { clearSessionCookie, endSession, sessionToken } from '../access/operator-sessions.service.ts';
import { signOutEverywhere } from '../actions/account.actions.ts';
import { recordActionIn } from '../audit/audit.service.ts';
import { accountChange, postedStepUp } from './account.posts.ts';
import { consoleAction } from './console-route.ts';

/** Which sessions a sign-out ends: the one it is sent from, or every session of the operator (decision 0022). */
export type SignOutScope = 'this' | 'everywhere';

/** Where a sign-out leads: the sign-in page, which says what ended. */
export const signedOutPath = (locale: Locale, scope: SignOutScope): string =>
  `${localizePath(CONSOLE_PATHS.signIn, locale)}?signed-out${scope === 'everywhere' ? '=everywhere' : ''}`;

/** Where a sign-out everywhere without a passkey's confirmation leads: the account page, which asks for one (decision 0040). */
export const confirmEverywherePath = (locale: Locale): string =>
  `${localizePath(CONSOLE_PATHS.account, locale)}?notice=confirm_sign_out_everywhere#sign-out-everywhere`;

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

/**
 * A sign-out page's POST: same origin and a live session (else the guard's 404 or 403), then the
 * sessions end and the browser goes back to sign-in (303). Signing out everywhere ends other sessions
 * too, so it needs the post's fresh passkey assertion (the account page's button gives one; the
 * navigation's leads there first); it is audited with the session and network, and mailed to the operator.
 */
export async function signOutRequest(context: Parameters<typeof consoleAction>[0], locale: Locale, scope: SignOutScope): Promise<Response> {
  const action = await consoleAction(context);
  if ('response' in action) return action.response;
  const { operator } = action;
  const { db } = await database();
  if (scope === 'everywhere') {
    const submission = await readSubmission(context.request, REQUEST_BODY_LIMIT_BYTES, ['form']);
    const data = 'problem' in submission ? {} : submission.data;
    const stepUp = await postedStepUp({ db, operator, data }, 'end_sessions');
    if (!stepUp) return seeOther(confirmEverywherePath(locale));
    const client = clientSeen(context.request, context.clientAddress);
    await signOutEverywhere(db, accountChange({ operator, client, locale }), stepUp);
  } else {
    const token = sessionToken(context.cookies);
    if (token) await endSession(db, token);
    await recordActionIn(db, operator, 'sign_out');
  }
  clearSessionCookie(context.cookies);
  return seeOther(signedOutPath(locale, scope));
}
