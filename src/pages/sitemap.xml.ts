import type { APIRoute } from 'astro';
import { buildSitemap } from '../lib/sitemap.ts';
import { indexablePaths } from '../lib/site-pages.ts';

export const GET: APIRoute = ({ site, url }) =>
  new Response(buildSitemap(indexablePaths(), (site ?? url).origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
