import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { indexablePaths } from '#lib/site-pages.ts';
import { NOINDEX_PATHS } from '#lib/routes.ts';

/** The blog's slugs, read from its German content folder (the pages are built from the same files). */
export const BLOG_SLUGS = readdirSync(path.resolve(import.meta.dirname, '../../src/content/blog/de'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.replace(/\.md$/, ''));

/** Every page a visitor can reach, in both languages: the sitemap's pages plus the noindex ones. */
export function everyPage(): string[] {
  return [...indexablePaths(BLOG_SLUGS), ...NOINDEX_PATHS].flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)));
}

/** Pages answered with an error status, which the gates check too. */
export const ERROR_PAGES = [
  { path: '/diese-seite-gibt-es-nicht', status: 404 },
  { path: '/en/this-page-does-not-exist', status: 404 },
  { path: '/services/gibt-es-nicht', status: 404 },
  { path: '/en/blog/no-such-article', status: 404 },
] as const;
