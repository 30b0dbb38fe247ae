import type { APIRoute } from 'astro';
import { isLocale } from '#i18n/config.ts';
import { issueShareCard, issueView } from '#server/campaigns/archive.service.ts';
import { issueShareImage } from '#server/campaigns/issue-share-images.ts';
import { database } from '#server/db/instance.ts';

/**
 * A newsletter issue's share image (/og/de/newsletter/<slug>.png): issues are published after the build, so
 * theirs is rendered on request and kept (the other pages' images are written at build time, ../../[...card].png.ts).
 */
export const prerender = false;

export const GET: APIRoute = async ({ params }) => {
  const { locale, slug } = params;
  const issue = locale && isLocale(locale) ? await issueView((await database()).db, slug ?? '', locale) : undefined;
  if (!locale || !isLocale(locale) || !issue) return new Response(null, { status: 404 });
  const png = await issueShareImage(issueShareCard(issue, locale), issue.publishedAt);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' } });
};
