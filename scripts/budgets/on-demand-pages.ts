import { LOCALES } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { BOOKING_PATHS, eventPath, FORM_ANSWER_PATHS, NEWSLETTER_PATHS, PAGE_PATHS } from '#lib/routes.ts';

/**
 * Pages rendered per request that a visitor reaches with a plain GET: they are not in dist/client, so
 * the budget check fetches them from the built server. (The other answer pages answer a GET with a redirect.)
 */
export const ON_DEMAND_PAGES: readonly string[] = [
  PAGE_PATHS.linkedinPostGenerator,
  FORM_ANSWER_PATHS.waitlist,
  NEWSLETTER_PATHS.archive,
  BOOKING_PATHS.page,
  PAGE_PATHS.videoStudio,
  PAGE_PATHS.workshops,
].flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)));

/** The event the budget check makes (through the test hook) so that an event's page, with its form, is measured too. */
export const BUDGET_EVENT = 'budget-workshop';
export const EVENT_PAGES: readonly string[] = LOCALES.map((locale) => localizePath(eventPath(BUDGET_EVENT), locale));
