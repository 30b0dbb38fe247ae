import type { APIRoute } from 'astro';
import { statisticsDownload } from '#server/console/web/statistics-download.http.ts';

export const prerender = false;

/** The Statistics page's range as CSV: its visit rows as stored (decision 0047). */
export const GET: APIRoute = (context) => statisticsDownload(context);
