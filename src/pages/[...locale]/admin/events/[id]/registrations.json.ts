import type { APIRoute } from 'astro';
import { eventRegistrationsDownload } from '#server/console/web/event-registrations.http.ts';

export const prerender = false;

/** An event's registrations, every state, as JSON. */
export const GET: APIRoute = (context) => eventRegistrationsDownload(context, 'json');
