import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { stripLocale } from '#i18n/paths.ts';
import { isConsolePath } from '#lib/console/routes.ts';
import { CONSOLE_ISOLATION_HEADERS, HSTS_HEADER, SECURITY_HEADERS } from '#lib/security-policy.ts';
import { pathnameOf } from './request.ts';

/** True when the visitor reached us over HTTPS, directly or (only if trusted) through a proxy. */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = Array.isArray(forwarded) ? forwarded[0] : forwarded;
  return proto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Sets the security headers every response carries, and the console's isolation on its own addresses.
 * Its Content-Security-Policy is the one for responses that are not pages; a page replaces it with its
 * own full policy (Astro's header for pages rendered on demand, the prerendered page's policy for static ones).
 */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (isConsolePath(stripLocale(pathnameOf(req.url ?? '/')))) {
    for (const [name, value] of Object.entries(CONSOLE_ISOLATION_HEADERS)) res.setHeader(name, value);
  }
  if (isHttps(req, trustProxy)) res.setHeader('Strict-Transport-Security', HSTS_HEADER);
}
