import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { HSTS_HEADER, SECURITY_HEADERS } from '../../lib/security-policy.ts';

/** True when the visitor reached us over HTTPS, directly or (only if trusted) through a proxy. */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = Array.isArray(forwarded) ? forwarded[0] : forwarded;
  return proto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Pages rendered on demand get their script and style hashes from Astro as a
 * Content-Security-Policy header, which would replace ours: fold frame-ancestors into it
 * (its other directives already come from the same list as the <meta> policy).
 */
function withFrameAncestors(policy: string): string {
  return policy.includes('frame-ancestors') ? policy : `${policy.trim().replace(/;$/, '')}; frame-ancestors 'none'`;
}

function keepFrameAncestors(res: ServerResponse, headers: OutgoingHttpHeaders | undefined): void {
  const key = headers && Object.keys(headers).find((name) => name.toLowerCase() === 'content-security-policy');
  const passed = key === undefined ? undefined : headers?.[key];
  if (key !== undefined && headers && typeof passed === 'string') headers[key] = withFrameAncestors(passed);
  // Middleware such as compression moves passed headers onto the response before this runs.
  const set = res.getHeader('content-security-policy');
  if (typeof set === 'string') res.setHeader('Content-Security-Policy', withFrameAncestors(set));
}

/** Sets the security headers every response carries, static file or rendered page alike. */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (isHttps(req, trustProxy)) res.setHeader('Strict-Transport-Security', HSTS_HEADER);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    keepFrameAncestors(res, headers);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
