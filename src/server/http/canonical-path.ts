import type { IncomingMessage, ServerResponse } from 'node:http';
import { applySecurityHeaders } from './security-headers.ts';

/** Stands in for the origin while a request's path is parsed: the target is appended to it, never resolved against it. */
const PARSE_BASE = 'http://path.invalid';

/**
 * RFC 3986 §2.3: characters whose percent-encoded form means the same as the character itself – but the dot,
 * which stays as sent: decoded beside an encoded slash it would spell `..%2F`, a traversal for any later
 * decoder. Encoded dots that make up a whole segment are resolved by the URL parser like plain ones.
 */
const DECODED_UNRESERVED = /^[A-Za-z0-9\-_~]$/;

/**
 * RFC 3986 §6.2.2.1 and §6.2.2.2: an encoded unreserved character is decoded, every other triplet keeps its
 * encoding in upper case. `%2F` and `%5C` stay encoded, so no encoded character becomes a separator.
 */
const normalizedEncoding = (path: string): string =>
  path.replace(/%[0-9A-Fa-f]{2}/g, (triplet) => {
    const character = String.fromCharCode(Number.parseInt(triplet.slice(1), 16));
    return DECODED_UNRESERVED.test(character) ? character : triplet.toUpperCase();
  });

/**
 * The canonical form of a request target's path, with its query: what the WHATWG URL parser makes of the
 * path (`.` and `..` segments resolved, also as `%2e`, never above the root; `\` read as `/`; characters
 * that need it encoded), then encodings normalised and empty segments dropped, so that `//evil.example`
 * becomes `/evil.example`, never an address of another host. Undefined when the target is already
 * canonical, or is not a path (`*`, an absolute URL), which is left to the rules after this one.
 */
export function canonicalTarget(target: string): string | undefined {
  if (!target.startsWith('/')) return undefined;
  // Appended rather than resolved: the target is always taken as the path, even when it starts with '//'.
  const url = new URL(`${PARSE_BASE}${target}`);
  const path = normalizedEncoding(url.pathname).replace(/\/{2,}/g, '/');
  const given = target.split(/[?#]/, 1)[0];
  return path === given ? undefined : `${path}${url.search}`;
}

/**
 * Decision 0026: a page reached by a path that is not its canonical one (`/en//faq`, `/en/./faq`, `/%61dmin`,
 * `//admin/inbox`) escaped the rules that look at the path (its page policy, the console's isolation).
 * Such a request is sent to the canonical path with 308, which keeps the method and the body, before any
 * other rule sees it. True when it was answered.
 */
export function redirectedToCanonicalPath(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): boolean {
  const canonical = canonicalTarget(req.url ?? '/');
  if (canonical === undefined) return false;
  applySecurityHeaders(req, res, trustProxy);
  res.statusCode = 308;
  res.setHeader('Location', canonical);
  res.setHeader('Content-Length', '0');
  res.end();
  return true;
}
