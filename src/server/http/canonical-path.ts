import type { IncomingMessage, ServerResponse } from 'node:http';
import { localeFromPath, localizePath, stripLocale } from '#i18n/paths.ts';
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
 * The path a page is known by (decision 0048): the one its canonical link, the sitemap and every internal link
 * give (`localizePath`), without a trailing slash but for the homes (`/`, `/en/`). `/en/faq/` is `/en/faq`,
 * `/en` is `/en/`. Any other path is itself.
 */
export function pageAddress(path: string): string {
  const trimmed = path.replace(/(.)\/+$/, '$1');
  // Not localizePath(stripLocale(path)) for every path: it would take `/en/en` for the English `/en`.
  return stripLocale(trimmed) === '/' ? localizePath('/', localeFromPath(trimmed)) : trimmed;
}

/**
 * A canonical target (decision 0026) with its path as the page is known by, its query kept; undefined when it
 * is that already, or is not a path (`*`, an absolute URL).
 */
export function pageTarget(target: string): string | undefined {
  if (!target.startsWith('/')) return undefined;
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  const page = pageAddress(path);
  return page === path ? undefined : `${page}${end === -1 ? '' : target.slice(end)}`;
}

const redirect = (req: IncomingMessage, res: ServerResponse, trustProxy: boolean, status: number, location: string): true => {
  applySecurityHeaders(req, res, trustProxy);
  res.statusCode = status;
  res.setHeader('Location', location);
  res.setHeader('Content-Length', '0');
  res.end();
  return true;
};

/** Methods a 301 may turn into a GET without loss: a browser follows it with the same request. */
const READS = new Set(['GET', 'HEAD']);

/**
 * Decision 0026: a page reached by a path that is not its canonical one (`/en//faq`, `/en/./faq`, `/%61dmin`,
 * `//admin/inbox`) escaped the rules that look at the path (its page policy, the console's isolation).
 * Such a request is sent to the canonical path with 308, which keeps the method and the body, before any
 * other rule sees it. Decision 0048: a path with a trailing slash (`/en/faq/`, or `/en` without the home's) is
 * sent to the page's address, with 301 for a GET or HEAD (moved for good: search engines take the new address
 * over), 308 for any other method, which must keep its body. One redirect when both apply. True when answered.
 */
export function redirectedToCanonicalPath(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): boolean {
  const target = req.url ?? '/';
  const canonical = canonicalTarget(target);
  const page = pageTarget(canonical ?? target);
  if (canonical === undefined && page === undefined) return false;
  const permanent = canonical === undefined && READS.has(req.method ?? '') ? 301 : 308;
  return redirect(req, res, trustProxy, permanent, page ?? canonical!);
}
