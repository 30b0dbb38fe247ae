import type { APIRoute } from 'astro';
import siteConfig from '#site.config.ts';
import { localeOfPrefix } from '#i18n/paths.ts';
import { countRequestConversion } from '#server/analytics/recording.ts';

export const prerender = false;

/** /book and /en/book: a click on the booking link, counted as a conversion (decision 0036), then on to the booking service. */
export const GET: APIRoute = ({ params, request, clientAddress }) => {
  if (!localeOfPrefix(params.locale)) return new Response(null, { status: 404 });
  countRequestConversion(request, clientAddress, 'booking_click');
  return new Response(null, { status: 302, headers: { Location: siteConfig.bookingUrl, 'Cache-Control': 'no-store' } });
};
