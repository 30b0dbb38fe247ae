import type { APIRoute } from 'astro';
import { blogPosts } from '../content/queries.ts';
import { buildSitemap } from '../lib/sitemap.ts';
import { indexablePaths } from '../lib/site-pages.ts';

export const GET: APIRoute = async ({ site, url }) => {
  const slugs = (await blogPosts('de')).map((post) => post.data.slug);
  return new Response(buildSitemap(indexablePaths(slugs), (site ?? url).origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
