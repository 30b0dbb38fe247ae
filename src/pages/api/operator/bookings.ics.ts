import type { APIRoute } from 'astro';
import { services } from '#content/queries.ts';
import { bookingsFeedResponse } from '#server/console/web/bookings-feed.http.ts';

export const prerender = false;

/** The private calendar feed of the bookings (decision 0032: the console's address under /api/operator). */
export const GET: APIRoute = async (context) => {
  const topics = Object.fromEntries((await services('de')).map((service) => [service.data.slug, service.data.title]));
  return bookingsFeedResponse(context, topics);
};
