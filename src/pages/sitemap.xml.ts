import type { APIRoute } from 'astro';
import { blogPosts } from '../content/queries.ts';
import { newsletterIssuePath } from '../lib/routes.ts';
import { buildSitemap } from '../lib/sitemap.ts';
import { indexablePaths } from '../lib/site-pages.ts';
import { publishedIssueLanguages } from '../server/campaigns/archive.repo.ts';
import { database } from '../server/db/instance.ts';

/**
 * Rendered per request (decision 0035): the newsletter's published issues are read from the database, so one
 * published after the build is listed at once. The pages of the build are listed once and kept.
 */
export const prerender = false;

let builtPages: Promise<string[]> | undefined;
const pagesOfTheBuild = (): Promise<string[]> =>
  (builtPages ??= blogPosts('de').then((posts) => indexablePaths(posts.map((post) => post.data.slug))));

export const GET: APIRoute = async ({ site, url }) => {
  const issues = await publishedIssueLanguages((await database()).db);
  const pages = [...(await pagesOfTheBuild()), ...issues.map(({ slug, locales }) => ({ path: newsletterIssuePath(slug), locales }))];
  return new Response(buildSitemap(pages, (site ?? url).origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
};
