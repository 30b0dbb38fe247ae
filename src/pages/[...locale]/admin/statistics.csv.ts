import type { APIRoute } from 'astro';
import { statisticsDownload } from '#server/console/web/statistics-download.http.ts';

export const prerender = false;

/** The Statistics page's range as CSV: one row per day, metric and key. */
export const GET: APIRoute = (context) => statisticsDownload(context);
