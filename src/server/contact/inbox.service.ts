import siteConfig from '#site.config.ts';
import { DEFAULT_LOCALE, isLocale } from '#i18n/config.ts';
import { translate } from '#i18n/console-translate.ts';
import type { Database } from '../db/client.ts';
import { findMessage, markMessageRead, setMessageAnswered, type ContactMessage } from './inbox.repo.ts';

/** Opens a message for the operator: the first opening marks it read. Undefined when there is no such message. */
export async function openMessage(db: Database, id: string, now = new Date()): Promise<ContactMessage | undefined> {
  await markMessageRead(db, id, now);
  return findMessage(db, id);
}

/** Marks a message answered now, or takes the mark back; false when there is no such message. */
export const markAnswered = (db: Database, id: string, answered: boolean, now = new Date()): Promise<boolean> =>
  setMessageAnswered(db, id, answered ? now : null);

/**
 * The reply in the operator's own mail program: a mailto: link to the visitor with a subject in the
 * language the visitor wrote in.
 */
export function replyHref(message: Pick<ContactMessage, 'email' | 'language'>): string {
  const language = isLocale(message.language) ? message.language : DEFAULT_LOCALE;
  const subject = translate(language, 'console.inbox.replySubject', { company: siteConfig.companyName });
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`;
}
