import type { AstroCookies, AstroCookieSetOptions } from 'astro';
import type { SessionLifetime } from './operator-sessions.service.ts';

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
