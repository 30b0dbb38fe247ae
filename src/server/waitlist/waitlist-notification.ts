import { translator } from '#i18n/translate.ts';
import { tierLabel } from '#lib/console/tier-label.ts';
import type { WaitlistEntry } from '#lib/forms/waitlist.ts';
import { composeMail, type MailField } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/outbox.repo.ts';
import { consoleLink, OPERATOR_ADDRESS, OPERATOR_LOCALE } from '../mail/operator-mail.ts';

/**
 * The operator's notice of a new waiting-list entry (reply-to the visitor): the tier named as the site
 * names it, and a link to the console's pending entries of that tier, where the entry is decided.
 */
export async function waitlistNotification(entry: WaitlistEntry, siteUrl: string): Promise<OutgoingMail> {
  const t = translator(OPERATOR_LOCALE);
  const tier = tierLabel(entry.tier, t);
  const fields: MailField[] = [[t('mail.field.email'), entry.email]];
  if (entry.company) fields.push([t('mail.field.company'), entry.company]);
  const console = consoleLink(siteUrl, 'waitlist', { status: 'pending', tier: entry.tier });
  fields.push([t('mail.field.tier'), tier], [t('mail.field.console'), console, console]);
  return {
    kind: 'waitlist_notification',
    to: OPERATOR_ADDRESS,
    replyTo: entry.email,
    ...(await composeMail(OPERATOR_LOCALE, {
      subject: t('mail.waitlist.subject', { tier }),
      intro: t('mail.waitlist.intro'),
      fields,
      ...(entry.motivation ? { body: [t('mail.field.motivation'), entry.motivation] as [string, string] } : {}),
    })),
  };
}
