import { LOCALES } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { FORM_ANSWER_PATHS, NEWSLETTER_PATHS, PAGE_PATHS } from '#lib/routes.ts';

/**
 * Pages rendered per request that a visitor reaches with a plain GET: they are not in dist/client, so
 * the budget check fetches them from the built server. (The other answer pages answer a GET with a redirect.)
 */
export const ON_DEMAND_PAGES: readonly string[] = [
  PAGE_PATHS.linkedinPostGenerator,
  FORM_ANSWER_PATHS.waitlist,
  NEWSLETTER_PATHS.archive,
].flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)));
