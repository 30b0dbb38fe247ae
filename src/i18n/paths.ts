import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './config.ts';

const PREFIX_PATTERN = /^\/en(?=\/|$)/;

/** spec §1: the language comes from whether the path starts with /en. */
export function localeFromPath(pathname: string): Locale {
  return PREFIX_PATTERN.test(pathname) ? 'en' : DEFAULT_LOCALE;
}

/** The language-neutral path: '/en/about' -> '/about', '/en/' -> '/'. */
export function stripLocale(pathname: string): string {
  const rest = pathname.replace(PREFIX_PATTERN, '');
  return rest === '' ? '/' : rest;
}

/**
 * One slash between segments. Browsers read a path that starts with // or /\ as the
 * address of another host, and the 404 page is served on any path, /en//evil.example/x included.
 */
const withSingleSlashes = (path: string): string => path.replace(/[/\\]+/g, '/');

/** '/about' in 'en' -> '/en/about'; the English home is '/en/'. */
export function localizePath(path: string, locale: Locale): string {
  const neutral = stripLocale(withSingleSlashes(`/${path}`));
  if (locale === DEFAULT_LOCALE) return neutral;
  return neutral === '/' ? `/${locale}/` : `/${locale}${neutral}`;
}

/**
 * spec §2: the language switch keeps the rest of the path, the query string and the hash,
 * and adds or removes the /en prefix. Accepts a path with optional ?query and #hash.
 */
export function switchLocaleHref(href: string, target: Locale): string {
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(href);
  const pathname = match?.[1] || '/';
  const query = match?.[2] ?? '';
  const hash = match?.[3] ?? '';
  return `${localizePath(pathname, target)}${query}${hash}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** hreflang alternates of one page: one per language plus x-default (German). */
export function alternatesFor(pathname: string, origin: string): Alternate[] {
  const absolute = (locale: Locale) => new URL(localizePath(pathname, locale), origin).href;
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: absolute(locale) })),
    { hreflang: 'x-default', href: absolute(DEFAULT_LOCALE) },
  ];
}

/** getStaticPaths for a route file under src/pages/[...locale]/: /x for German, /en/x for English. */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({
    params: { locale: locale === DEFAULT_LOCALE ? undefined : locale },
    props: { locale },
  }));
}

/**
 * The language of an on-demand page under src/pages/[...locale]/ from its prefix: none for German,
 * 'en' for English. Any other prefix, '/de/' included (the static pages have none), is not a page.
 */
export function localeOfPrefix(prefix: string | undefined): Locale | undefined {
  if (prefix === undefined) return DEFAULT_LOCALE;
  return prefix !== DEFAULT_LOCALE && isLocale(prefix) ? prefix : undefined;
}
