import type { APIRoute } from 'astro';
import siteConfig from '#site.config.ts';
import { localeOfPrefix, localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';
import { buildRss } from '#lib/rss.ts';
import { NEWSLETTER_PATHS } from '#lib/routes.ts';
import { archiveItems } from '#server/campaigns/archive.service.ts';
import { database } from '#server/db/instance.ts';

/** The newsletter archive's feed (decision 0035): /newsletter/rss.xml and /en/newsletter/rss.xml, read per request. */
export const prerender = false;

export const GET: APIRoute = async ({ params, site }) => {
  const locale = localeOfPrefix(params.locale);
  if (!locale) return new Response(null, { status: 404 });
  const absolute = (path: string) => new URL(localizePath(path, locale), site!.origin).href;
  const items = await archiveItems((await database()).db, locale);
  const body = buildRss({
    title: translate(locale, 'newsletterArchive.feedTitle', { company: siteConfig.companyName }),
    description: translate(locale, 'newsletterArchive.description', { company: siteConfig.companyName }),
    siteUrl: absolute(NEWSLETTER_PATHS.archive),
    feedUrl: absolute(NEWSLETTER_PATHS.feed),
    language: locale === 'de' ? 'de-CH' : 'en',
    builtAt: items[0]?.publishedAt ?? new Date(),
    items: items.map((item) => ({
      title: item.subject,
      description: item.excerpt,
      url: absolute(item.path),
      date: item.publishedAt,
      at: item.publishedAt,
      categories: [],
    })),
  });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'no-cache' } });
};
