import { translator } from '#i18n/translate.ts';
import type { WaitlistEntry } from '#lib/forms/waitlist.ts';
import { composeMail } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/outbox.repo.ts';
import { consoleLink, OPERATOR_ADDRESS, OPERATOR_LOCALE } from '../mail/operator-mail.ts';

/** The operator's notice of a new waiting-list entry (reply-to the visitor), with a link to the console's waiting list. */
export function waitlistNotification(entry: WaitlistEntry, siteUrl: string): OutgoingMail {
  const t = translator(OPERATOR_LOCALE);
  const fields: [string, string][] = [[t('mail.field.email'), entry.email]];
  if (entry.company) fields.push([t('mail.field.company'), entry.company]);
  fields.push([t('mail.field.tier'), entry.tier], [t('mail.field.console'), consoleLink(siteUrl, 'waitlist')]);
  return {
    kind: 'waitlist_notification',
    to: OPERATOR_ADDRESS,
    replyTo: entry.email,
    subject: t('mail.waitlist.subject', { tier: entry.tier }),
    ...composeMail(OPERATOR_LOCALE, {
      intro: t('mail.waitlist.intro'),
      fields,
      ...(entry.motivation ? { body: [t('mail.field.motivation'), entry.motivation] as [string, string] } : {}),
    }),
  };
}
