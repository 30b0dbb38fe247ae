import type { PlainKey } from '#i18n/dictionaries/de.ts';

/**
 * The operator console's addresses, language-neutral (i18n/paths.ts adds /en). Never in the sitemap,
 * never indexed (robots.txt disallows the prefix); without a session every one but sign-in and the
 * invite links answers 404.
 */
export const CONSOLE_PREFIX = '/admin';

/** Whether a language-neutral path (i18n/paths.ts stripLocale) is the console's or one below it. */
export const isConsolePath = (path: string): boolean => path === CONSOLE_PREFIX || path.startsWith(`${CONSOLE_PREFIX}/`);

export const CONSOLE_PATHS = {
  overview: CONSOLE_PREFIX,
  inbox: `${CONSOLE_PREFIX}/inbox`,
  waitlist: `${CONSOLE_PREFIX}/waitlist`,
  newsletter: `${CONSOLE_PREFIX}/newsletter`,
  mail: `${CONSOLE_PREFIX}/mail`,
  people: `${CONSOLE_PREFIX}/people`,
  security: `${CONSOLE_PREFIX}/security`,
  operators: `${CONSOLE_PREFIX}/operators`,
  audit: `${CONSOLE_PREFIX}/audit`,
  signIn: `${CONSOLE_PREFIX}/sign-in`,
  signOut: `${CONSOLE_PREFIX}/sign-out`,
  signOutEverywhere: `${CONSOLE_PREFIX}/sign-out-everywhere`,
} as const;

export type ConsoleSection = Exclude<keyof typeof CONSOLE_PATHS, 'signIn' | 'signOut' | 'signOutEverywhere'>;

/** The console's navigation, in its order, each with its dictionary key. */
export const CONSOLE_SECTIONS = [
  'overview',
  'inbox',
  'waitlist',
  'newsletter',
  'mail',
  'people',
  'security',
  'operators',
  'audit',
] as const satisfies readonly ConsoleSection[];

export const consoleNavKey = (section: ConsoleSection): PlainKey => `console.nav.${section}`;

/** The one-time link of an invite (the token is shown once and stored only as a hash). */
export const invitePath = (token: string): string => `${CONSOLE_PREFIX}/invite/${token}`;

/** The passkey ceremonies' JSON endpoints (same-origin POST, rate-limited). */
export const CONSOLE_API = {
  signInOptions: '/api/operator/sign-in-options',
  signIn: '/api/operator/sign-in',
  registerOptions: '/api/operator/register-options',
  register: '/api/operator/register',
} as const;
