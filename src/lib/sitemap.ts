import { LOCALES, type Locale } from '../i18n/config.ts';
import { alternatesFor, localizePath } from '../i18n/paths.ts';
import { escapeMarkup } from './escape.ts';

/** A page that exists in some languages only (a newsletter issue): listed in those, with alternates only where it has two. */
export interface SitemapPage {
  path: string;
  locales: readonly Locale[];
}

/** One page's <url> entries, one per language it exists in. */
function urlEntries(page: SitemapPage, origin: string): string[] {
  const alternates = page.locales.length < 2 ? [] : alternatesFor(page.path, origin);
  const links = alternates.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeMarkup(alt.href)}"/>`);
  return page.locales.map((locale) => {
    const loc = escapeMarkup(new URL(localizePath(page.path, locale), origin).href);
    return [`  <url>`, `    <loc>${loc}</loc>`, ...links, `  </url>`].join('\n');
  });
}

/**
 * sitemap.xml: every page in every language it exists in, each with its hreflang alternates including
 * x-default (which @astrojs/sitemap does not write). A path alone is a page in every language.
 */
export function buildSitemap(pages: readonly (string | SitemapPage)[], origin: string): string {
  const urls = pages.flatMap((page) => urlEntries(typeof page === 'string' ? { path: page, locales: LOCALES } : page, origin));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
