import type { APIRoute } from 'astro';
import siteConfig from '#site.config.ts';
import { pageCopy } from '#content/pages.ts';
import { blogLabels, blogPosts } from '#content/queries.ts';
import type { Locale } from '#i18n/config.ts';
import { localeStaticPaths, localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';
import { buildRss } from '#lib/rss.ts';
import { blogPostPath, PAGE_PATHS } from '#lib/routes.ts';

export const getStaticPaths = localeStaticPaths;

/** The blog's RSS feed: /rss.xml (German) and /en/rss.xml (English). */
export const GET: APIRoute<{ locale: Locale }> = async ({ props, site }) => {
  const { locale } = props;
  const origin = site!.origin;
  const absolute = (path: string) => new URL(localizePath(path, locale), origin).href;
  const posts = await blogPosts(locale);
  const label = await blogLabels(locale);
  const body = buildRss({
    title: translate(locale, 'blog.feedTitle', { company: siteConfig.companyName }),
    description: (await pageCopy('blog', locale)).seo.description,
    siteUrl: absolute(PAGE_PATHS.blog),
    feedUrl: absolute('/rss.xml'),
    language: locale === 'de' ? 'de-CH' : 'en',
    builtAt: new Date(),
    items: posts.map(({ data }) => ({
      title: data.title,
      description: data.excerpt,
      url: absolute(blogPostPath(data.slug)),
      date: data.date,
      categories: data.tags.map(label),
    })),
  });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
