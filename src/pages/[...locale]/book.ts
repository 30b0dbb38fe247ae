import type { APIRoute } from 'astro';
import siteConfig from '#site.config.ts';
import { localeOfPrefix } from '#i18n/paths.ts';
import { isPrefetch } from '#server/analytics/page-view.ts';
import { countRequestConversion } from '#server/analytics/recording.ts';

export const prerender = false;

/**
 * /book and /en/book: a click on the booking link, counted as a conversion (decision 0036), then on to the booking
 * service. Only a person's click counts (decision 0048): a GET, as Astro answers a HEAD with this handler too, and
 * not a browser's prefetch or prerender of the link; a robot is left out where the conversion is counted.
 */
export const GET: APIRoute = ({ params, request, clientAddress }) => {
  if (!localeOfPrefix(params.locale)) return new Response(null, { status: 404 });
  if (request.method === 'GET' && !isPrefetch(request)) countRequestConversion(request, clientAddress, 'booking_click');
  return new Response(null, { status: 302, headers: { Location: siteConfig.bookingUrl, 'Cache-Control': 'no-store' } });
};
