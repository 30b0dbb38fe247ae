import { env, type Env } from '../env.ts';

/**
 * The origins this site is reached at: SITE_URL's, and each of SITE_ALLOWED_HOSTS under SITE_URL's scheme.
 * Never the request's own Host, which a page of another site can make point here (DNS rebinding).
 */
export function publicOrigins(settings: Pick<Env, 'SITE_URL' | 'SITE_ALLOWED_HOSTS'> = env()): ReadonlySet<string> {
  const site = new URL(settings.SITE_URL);
  return new Set([
    site.origin,
    ...loopbackAliases(site),
    ...settings.SITE_ALLOWED_HOSTS.map((host) => new URL(`${site.protocol}//${host}`).origin),
  ]);
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A site on this machine (`npm start`'s default SITE_URL) is opened as localhost or 127.0.0.1 alike. Only
 * this machine can serve those names, so taking them all opens nothing to a rebinding page, whose origin
 * keeps its own host name.
 */
function loopbackAliases(site: URL): string[] {
  if (!LOOPBACK_HOSTS.includes(site.hostname)) return [];
  return LOOPBACK_HOSTS.map((host) => `${site.protocol}//${host}${site.port ? `:${site.port}` : ''}`).filter(
    (origin) => origin !== site.origin,
  );
}

/**
 * Browser posts must come from this site: the Origin header (or, without it, Sec-Fetch-Site) says
 * where a form was sent from. Requests from non-browser clients carry neither and are let through.
 */
export function isSameOrigin(request: Request, origins: ReadonlySet<string> = publicOrigins()): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origins.has(origin);
  const fetchSite = request.headers.get('sec-fetch-site');
  return fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none';
}

/** A path of this site: one slash first, never // or /\, which browsers read as the address of another host. */
export const isLocalPath = (path: string): boolean => /^\/(?![/\\])/.test(path);

/**
 * The path of the page a request was sent from (its Referer), when that page is on this site: the place
 * a form post may send the visitor back to, else undefined.
 */
export function refererPath(request: Request, origins: ReadonlySet<string> = publicOrigins()): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return undefined;
  const { origin, pathname } = new URL(referer);
  return origins.has(origin) && isLocalPath(pathname) ? pathname : undefined;
}
