import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import { CONTACT_FIELD_NAMES, contactFieldTexts, type ContactInput } from '#lib/forms/contact.ts';
import type { Database } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { composeMail, type MailField } from '../mail/compose.ts';
import { messageLink } from '../mail/operator-mail.ts';
import { env } from '../env.ts';
import { enqueueMail } from '../mail/outbox.repo.ts';
import { insertContactMessage, type NewContactMessage } from './contact.repo.ts';

/** Where and in which language a message was sent, stored with it. */
export type SubmissionMeta = Pick<NewContactMessage, 'sourcePage' | 'clientHash'> & { language: Locale };

/**
 * Stores a contact message and, in the same transaction, the operator's notification in the outbox
 * (reply-to the visitor), with a link to the message in the console (`siteUrl`, SITE_URL unless told).
 * Nothing is lost: the mail goes out when the mail server can take it.
 */
export async function submitContact(
  db: Database,
  input: ContactInput,
  meta: SubmissionMeta,
  siteUrl = env().SITE_URL,
): Promise<{ id: string }> {
  const t = translator(meta.language);
  return withTransaction(db, async (tx) => {
    const id = await insertContactMessage(tx, { ...input, ...meta });
    // Every field the visitor filled in, in the form's order; the message is the mail's body.
    const fields = CONTACT_FIELD_NAMES.flatMap((field): MailField[] => {
      const value = input[field];
      return field !== 'message' && value ? [[t(contactFieldTexts(field).mail), value]] : [];
    });
    const body = composeMail(meta.language, {
      intro: t('mail.contact.intro'),
      fields: [
        ...fields,
        [t('mail.field.language'), meta.language],
        [t('mail.field.console'), messageLink(siteUrl, id), messageLink(siteUrl, id)],
      ],
      body: [t(contactFieldTexts('message').mail), input.message],
    });
    await enqueueMail(tx, {
      kind: 'contact_notification',
      to: siteConfig.email.notifications,
      replyTo: input.email,
      subject: t('mail.contact.subject', { name: input.name }),
      ...body,
    });
    return { id };
  });
}
