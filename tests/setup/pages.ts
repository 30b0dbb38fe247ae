import { LOCALES } from '../../src/i18n/config.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { indexablePaths } from '../../src/lib/site-pages.ts';
import { NOINDEX_PATHS } from '../../src/lib/routes.ts';

/** Every page a visitor can reach, in both languages: the sitemap's pages plus the noindex ones. */
export function everyPage(): string[] {
  return [...indexablePaths(), ...NOINDEX_PATHS].flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)));
}

/** Pages answered with an error status, which the gates check too. */
export const ERROR_PAGES = [
  { path: '/diese-seite-gibt-es-nicht', status: 404 },
  { path: '/en/this-page-does-not-exist', status: 404 },
] as const;
