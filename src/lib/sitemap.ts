import { LOCALES } from '../i18n/config.ts';
import { alternatesFor, localizePath } from '../i18n/paths.ts';
import { escapeMarkup } from './escape.ts';

/**
 * sitemap.xml: every page in every language, each with its hreflang alternates including
 * x-default (which @astrojs/sitemap does not write).
 */
export function buildSitemap(neutralPaths: readonly string[], origin: string): string {
  const urls = neutralPaths.flatMap((path) =>
    LOCALES.map((locale) => {
      const links = alternatesFor(path, origin)
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeMarkup(alt.href)}"/>`)
        .join('\n');
      const loc = escapeMarkup(new URL(localizePath(path, locale), origin).href);
      return `  <url>\n    <loc>${loc}</loc>\n${links}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
