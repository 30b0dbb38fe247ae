import type { APIRoute } from 'astro';
import { LOCALES } from '../i18n/config.ts';
import { localizePath } from '../i18n/paths.ts';
import { CONSOLE_PREFIX } from '../lib/console/routes.ts';

export const GET: APIRoute = ({ site, url }) => {
  const origin = (site ?? url).origin;
  // The operator console is never crawled, in any language.
  const consolePaths = LOCALES.map((locale) => `Disallow: ${localizePath(CONSOLE_PREFIX, locale)}`);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...consolePaths,
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
