import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { CONSOLE_PATHS, type ConsoleSection } from '#lib/console/routes.ts';

/** Mails to the operator are written in the operator's language, whatever the visitor's. */
export const OPERATOR_LOCALE: Locale = 'de';

/** Where the operator's mails are delivered (site.config.ts). */
export const OPERATOR_ADDRESS = siteConfig.email.notifications;

/** The absolute address of a console section on this site (SITE_URL), in the operator's language (German: no prefix). */
export const consoleLink = (siteUrl: string, section: ConsoleSection): string => new URL(CONSOLE_PATHS[section], siteUrl).href;
