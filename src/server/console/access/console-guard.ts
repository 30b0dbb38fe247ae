import type { AstroCookies } from 'astro';
import { localeFromPath } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';
import { database } from '#server/db/instance.ts';
import { clientAddress } from '#server/clients/client-address.ts';
import { isSameOrigin } from '#server/http/public-origin.ts';
import { logger } from '#server/logger.ts';
import { recordServerEvent } from '#server/security/server-events.service.ts';
import { resumeSession, sessionLifetime, type SignedInOperator } from './operator-sessions.service.ts';
import { sessionToken } from './session-cookie.ts';

export type { SignedInOperator };

/** The operator signed in on this request, or null (the page then answers 404). Refreshes the idle timeout. */
export async function signedInOperator({ cookies }: { request: Request; cookies: AstroCookies }): Promise<SignedInOperator | null> {
  const token = sessionToken(cookies);
  if (!token) return null;
  return resumeSession((await database()).db, token, sessionLifetime());
}

/** The answer a console page gives to anyone not signed in: the site's own 404 page (Astro renders it for an empty 404). */
export const consoleNotFound = (): Response => new Response(null, { status: 404 });

/** For a console POST: same origin and a valid session, else the 404/403 Response to return. */
export async function consoleAction(context: { request: Request; cookies: AstroCookies; clientAddress: string }): Promise<{ operator: SignedInOperator } | { response: Response }> {
  const { request, cookies } = context;
  if (request.method !== 'POST' || !sessionToken(cookies)) return { response: consoleNotFound() };
  // A session cookie on a request another origin started (a sibling subdomain is same-site, so
  // SameSite alone does not stop it): refused before the session is even looked at.
  if (!isSameOrigin(request)) {
    const { db } = await database();
    const event = { type: 'csrf_attempt', clientAddress: clientAddress(request, context.clientAddress), userAgent: request.headers.get('user-agent'), data: { path: new URL(request.url).pathname } } as const;
    await recordServerEvent(db, event).catch((error: unknown) => logger.error({ err: error }, 'could not store a security event'));
    const locale = localeFromPath(new URL(request.url).pathname);
    return { response: new Response(translate(locale, 'api.crossSite'), { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }) };
  }
  const operator = await signedInOperator(context);
  return operator ? { operator } : { response: consoleNotFound() };
}
