import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { CONSOLE_PATHS, type ConsoleSection } from '#lib/console/routes.ts';

/** Mails to the operator are written in the operator's language, whatever the visitor's. */
export const OPERATOR_LOCALE: Locale = 'de';

/** Where the operator's mails are delivered (site.config.ts). */
export const OPERATOR_ADDRESS = siteConfig.email.notifications;

/**
 * The absolute address of a console section on this site (SITE_URL), in the operator's language (German:
 * no prefix), with the list's filters. Signed out, it leads through sign-in and back.
 */
export function consoleLink(siteUrl: string, section: ConsoleSection, filters: Record<string, string> = {}): string {
  const url = new URL(CONSOLE_PATHS[section], siteUrl);
  for (const [name, value] of Object.entries(filters)) url.searchParams.set(name, value);
  return url.href;
}

/** The console's page of one contact message. */
export const messageLink = (siteUrl: string, id: string): string => new URL(`${CONSOLE_PATHS.inbox}/${id}`, siteUrl).href;
