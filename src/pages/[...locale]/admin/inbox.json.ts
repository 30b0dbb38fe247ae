import type { APIRoute } from 'astro';
import { DOWNLOADS, listDownload } from '#server/console/web/list-download.http.ts';

export const prerender = false;

/** The inbox as the page shows it (its filters), as JSON. */
export const GET: APIRoute = (context) => listDownload(context, DOWNLOADS.inbox, 'json');
