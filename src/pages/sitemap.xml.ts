import type { APIRoute } from 'astro';
import { blogPosts } from '../content/queries.ts';
import { eventPath, newsletterIssuePath } from '../lib/routes.ts';
import { buildSitemap } from '../lib/sitemap.ts';
import { indexablePaths } from '../lib/site-pages.ts';
import { publishedIssueLanguages } from '../server/campaigns/archive.repo.ts';
import { database } from '../server/db/instance.ts';
import { publishedEventSlugs } from '../server/events/published-events.repo.ts';

/**
 * Rendered per request (decision 0035): the newsletter's published issues and the published events (decision 0051,
 * each in both languages) are read from the database, so one published after the build is listed at once. The pages of the build are listed once and kept.
 */
export const prerender = false;

let builtPages: Promise<string[]> | undefined;
const pagesOfTheBuild = (): Promise<string[]> =>
  (builtPages ??= blogPosts('de').then((posts) => indexablePaths(posts.map((post) => post.data.slug))));

export const GET: APIRoute = async ({ site, url }) => {
  const { db } = await database();
  const [issues, events] = await Promise.all([publishedIssueLanguages(db), publishedEventSlugs(db)]);
  const pages = [
    ...(await pagesOfTheBuild()),
    ...issues.map(({ slug, locales }) => ({ path: newsletterIssuePath(slug), locales })),
    ...events.map(eventPath),
  ];
  return new Response(buildSitemap(pages, (site ?? url).origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
};
