import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import siteConfig from '#site.config.ts';
import { BOOKING_PATH, BOOKING_PATHS } from './routes.ts';

/**
 * Where every "book a consultation" button leads (decision 0050): the site's booking page, or, when
 * `site.config.ts` names an external scheduler, the route that counts the click and sends the visitor there.
 */
export const bookingHref = (locale: Locale, externalScheduler: string | null = siteConfig.bookingUrl): string =>
  localizePath(externalScheduler ? BOOKING_PATH : BOOKING_PATHS.page, locale);

/** The same as an absolute address, for mails and the assistant's links outside the page. */
export const bookingAddress = (locale: Locale, siteUrl: string): string => new URL(bookingHref(locale), siteUrl).href;
