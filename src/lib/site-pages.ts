import siteConfig from '#site.config.ts';
import { blogPostPath, BOOKING_PATHS, NEWSLETTER_PATHS, NOINDEX_PATHS, PAGE_PATHS, SERVICE_SLUGS, servicePath } from './routes.ts';

/**
 * Language-neutral paths of every indexable page: the sitemap and the quality gates walk this list.
 * Blog slugs come from the content collection (or, in tests, from its folder). The newsletter's archive is
 * one page; its issues come from the database (src/pages/sitemap.xml.ts).
 */
export function indexablePaths(blogSlugs: readonly string[]): string[] {
  const all = [
    ...Object.values(PAGE_PATHS),
    ...SERVICE_SLUGS.map(servicePath),
    ...blogSlugs.map(blogPostPath),
    NEWSLETTER_PATHS.archive,
    // The booking page, while the booking is on the site (decision 0050).
    ...(siteConfig.bookingUrl ? [] : [BOOKING_PATHS.page]),
  ];
  return all.filter((path) => !NOINDEX_PATHS.includes(path));
}
