import { localizePath } from '#i18n/paths.ts';
import type { Locale } from '#i18n/config.ts';
import { eventPath, REGISTRATION_ANCHOR } from '#lib/routes.ts';

/** An event's registration form, from a list: its page in the language, at the form. */
export const registrationHref = (slug: string, locale: Locale): string => `${localizePath(eventPath(slug), locale)}#${REGISTRATION_ANCHOR}`;
