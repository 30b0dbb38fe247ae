import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import { CONTACT_FIELD_NAMES, contactFieldTexts, type ContactInput } from '#lib/forms/contact.ts';
import { composeMail, type MailField } from '../mail/compose.ts';
import { messageLink } from '../mail/operator-mail.ts';
import type { OutgoingMail } from '../mail/outbox.repo.ts';

/**
 * The operator's notice of a contact message (reply-to the visitor), in the language it was written in:
 * every field the visitor filled in, in the form's order, the message as the body, and a link to the
 * message in the console (`siteUrl`).
 */
export async function contactNotification(input: ContactInput, language: Locale, id: string, siteUrl: string): Promise<OutgoingMail> {
  const t = translator(language);
  const fields = CONTACT_FIELD_NAMES.flatMap((field): MailField[] => {
    const value = input[field];
    return field !== 'message' && value ? [[t(contactFieldTexts(field).mail), value]] : [];
  });
  const console = messageLink(siteUrl, id);
  return {
    kind: 'contact_notification',
    to: siteConfig.email.notifications,
    replyTo: input.email,
    ...(await composeMail(language, {
      subject: t('mail.contact.subject', { name: input.name }),
      intro: t('mail.contact.intro'),
      fields: [...fields, [t('mail.field.language'), language], [t('mail.field.console'), console, console]],
      body: [t(contactFieldTexts('message').mail), input.message],
    })),
  };
}
