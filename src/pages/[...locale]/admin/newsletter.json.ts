import type { APIRoute } from 'astro';
import { newsletterExport } from '#server/console/web/newsletter-export.http.ts';

export const prerender = false;

/** The subscribers as one JSON array of { email, status, consent_at, language }. */
export const GET: APIRoute = (context) => newsletterExport(context, 'json');
