import siteConfig from '../../../site.config.ts';
import type { Locale } from '../../i18n/config.ts';

/** Mails to the operator are written in the operator's language, whatever the visitor's. */
export const OPERATOR_LOCALE: Locale = 'de';

/** Where the operator's mails are delivered (site.config.ts). */
export const OPERATOR_ADDRESS = siteConfig.email.notifications;

/** The console's sections the operator's mails link to. */
const CONSOLE_PATHS = {
  inbox: '/admin/inbox',
  waitlist: '/admin/waitlist',
  newsletter: '/admin/newsletter',
  mail: '/admin/mail',
  security: '/admin/security',
} as const;

export type ConsoleSection = keyof typeof CONSOLE_PATHS;

/** The absolute address of a console section on this site (SITE_URL). */
export const consoleLink = (siteUrl: string, section: ConsoleSection): string => new URL(CONSOLE_PATHS[section], siteUrl).href;
