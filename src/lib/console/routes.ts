import type { PlainKey } from '#i18n/console-translate.ts';
import { stripLocale } from '#i18n/paths.ts';

/**
 * The operator console's addresses, language-neutral (i18n/paths.ts adds /en). Never in the sitemap,
 * never indexed (robots.txt disallows the prefix). Without a session a console page leads to sign-in
 * and back; everything else under the prefix but the invite links answers 404.
 */
export const CONSOLE_PREFIX = '/admin';

/** Whether a language-neutral path (i18n/paths.ts stripLocale) is the console's or one below it. */
export const isConsolePath = (path: string): boolean => path === CONSOLE_PREFIX || path.startsWith(`${CONSOLE_PREFIX}/`);

export const CONSOLE_PATHS = {
  overview: CONSOLE_PREFIX,
  inbox: `${CONSOLE_PREFIX}/inbox`,
  waitlist: `${CONSOLE_PREFIX}/waitlist`,
  bookings: `${CONSOLE_PREFIX}/bookings`,
  events: `${CONSOLE_PREFIX}/events`,
  newsletter: `${CONSOLE_PREFIX}/newsletter`,
  campaigns: `${CONSOLE_PREFIX}/campaigns`,
  mail: `${CONSOLE_PREFIX}/mail`,
  people: `${CONSOLE_PREFIX}/people`,
  statistics: `${CONSOLE_PREFIX}/statistics`,
  security: `${CONSOLE_PREFIX}/security`,
  operators: `${CONSOLE_PREFIX}/operators`,
  audit: `${CONSOLE_PREFIX}/audit`,
  account: `${CONSOLE_PREFIX}/account`,
  signIn: `${CONSOLE_PREFIX}/sign-in`,
  signOut: `${CONSOLE_PREFIX}/sign-out`,
  signOutEverywhere: `${CONSOLE_PREFIX}/sign-out-everywhere`,
} as const;

export type ConsoleSection = Exclude<keyof typeof CONSOLE_PATHS, 'signIn' | 'signOut' | 'signOutEverywhere'>;

/** The console's navigation, in its order, each with its dictionary key. */
export const CONSOLE_SECTIONS = [
  'overview',
  'inbox',
  'bookings',
  'events',
  'waitlist',
  'newsletter',
  'campaigns',
  'mail',
  'people',
  'statistics',
  'security',
  'operators',
  'audit',
  'account',
] as const satisfies readonly ConsoleSection[];

export const consoleNavKey = (section: ConsoleSection): PlainKey => `console.nav.${section}`;

/** The one-time link of an invite (the token is shown once and stored only as a hash). */
export const invitePath = (token: string): string => `${CONSOLE_PREFIX}/invite/${token}`;

/**
 * The passkey ceremonies' JSON endpoints (same-origin POST, rate-limited): sign-in, registration with an
 * invite, a further passkey for the signed-in operator (the account page), and the options to confirm a
 * change of the account with a passkey (decision 0040).
 */
export const CONSOLE_API = {
  signInOptions: '/api/operator/sign-in-options',
  signIn: '/api/operator/sign-in',
  registerOptions: '/api/operator/register-options',
  register: '/api/operator/register',
  addPasskeyOptions: '/api/operator/add-passkey-options',
  addPasskey: '/api/operator/add-passkey',
  stepUpOptions: '/api/operator/step-up-options',
  /** The private feed of the bookings a calendar subscribes to (its key in the address, as calendars cannot sign in). */
  bookingsFeed: '/api/operator/bookings.ics',
} as const;

/** The query parameter of the sign-in page that names the console page to return to. */
export const RETURN_PARAM = 'next';

/** Where sign-in leads back to once it has succeeded: the console page asked for. */
export const signInHref = (signIn: string, returnTo: string): string =>
  `${signIn}?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}`;

/** Console pages that are no place to return to after signing in. */
const NO_RETURN = [CONSOLE_PATHS.signIn, CONSOLE_PATHS.signOut, CONSOLE_PATHS.signOutEverywhere, `${CONSOLE_PREFIX}/invite`];

/**
 * The page to go to after signing in: the `next` of the sign-in address when it is a console
 * page of this site (path and query only, never another host or scheme, never sign-in or sign-out
 * themselves), else undefined and the overview is the place.
 */
export function returnPath(next: string | null): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined;
  const base = 'http://console.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  const path = stripLocale(url.pathname);
  if (!isConsolePath(path) || NO_RETURN.some((page) => path === page || path.startsWith(`${page}/`))) return undefined;
  return `${url.pathname}${url.search}`;
}

/** A campaign's page in the console, and the address of its new one. */
export const campaignPath = (id: string): string => `${CONSOLE_PATHS.campaigns}/${id}`;
export const NEW_CAMPAIGN_PATH = `${CONSOLE_PATHS.campaigns}/new`;

/** The rendered HTML part of a campaign's mail in one language, framed by its page (sandboxed, a policy of its own). */
export const campaignPreviewPath = (id: string, locale: string): string => `${campaignPath(id)}/preview/${locale}`;

/** The Statistics page's CSV of a range, next to the page in its language (`page` is the page's own path). */
export const statisticsCsvHref = (page: string, range: { from: string; to: string }): string =>
  `${page}.csv?${new URLSearchParams(range).toString()}`;

/** An event's page in the console, and the address of a new one's form. */
export const eventConsolePath = (id: string): string => `${CONSOLE_PATHS.events}/${id}`;
export const NEW_EVENT_PATH = `${CONSOLE_PATHS.events}/new`;
