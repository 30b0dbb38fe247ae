import type { APIRoute } from 'astro';
import siteConfig from '#site.config.ts';
import { localeOfPrefix, localizePath } from '#i18n/paths.ts';
import { BOOKING_PATHS } from '#lib/routes.ts';
import { isPrefetch } from '#server/analytics/page-view.ts';
import { countRequestConversion } from '#server/analytics/recording.ts';

export const prerender = false;

/**
 * /book and /en/book. With an external scheduler (`site.config.ts` bookingUrl, decision 0050): a click on the
 * booking link, counted as a conversion (decision 0036), then on to the scheduler. Only a person's click counts
 * (decision 0048): a GET, as Astro answers a HEAD with this handler too, and not a browser's prefetch or prerender
 * of the link; a robot is left out where the conversion is counted. Without one, older links land on the site's
 * booking page, where the booking itself is the conversion.
 */
export const GET: APIRoute = ({ params, request, clientAddress }) => {
  const locale = localeOfPrefix(params.locale);
  if (!locale) return new Response(null, { status: 404 });
  const scheduler = siteConfig.bookingUrl;
  if (!scheduler) return new Response(null, { status: 301, headers: { Location: localizePath(BOOKING_PATHS.page, locale) } });
  if (request.method === 'GET' && !isPrefetch(request)) countRequestConversion(request, clientAddress, 'booking_click');
  return new Response(null, { status: 302, headers: { Location: scheduler, 'Cache-Control': 'no-store' } });
};
