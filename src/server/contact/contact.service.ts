import siteConfig from '../../../site.config.ts';
import type { Locale } from '../../i18n/config.ts';
import type { DictionaryKey } from '../../i18n/dictionaries/de.ts';
import { translate } from '../../i18n/translate.ts';
import type { ContactInput } from '../../lib/validation/contact.ts';
import type { Database } from '../db/client.ts';
import { composeMail } from '../mail/compose.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { insertContactMessage } from './contact.repo.ts';

export interface SubmissionMeta {
  language: Locale;
  sourcePage: string;
  clientHash: string;
}

/**
 * Stores a contact message and, in the same transaction, the operator's notification in the outbox
 * (reply-to the visitor). Nothing is lost: the mail goes out when the mail server can take it.
 */
export async function submitContact(db: Database, input: ContactInput, meta: SubmissionMeta): Promise<{ id: string }> {
  const t = (key: DictionaryKey, params?: Record<string, string>) => translate(meta.language, key, params);
  return db.transaction(async (tx) => {
    const id = await insertContactMessage(tx as unknown as Database, input, meta);
    const body = composeMail(meta.language, {
      intro: t('mail.contact.intro'),
      fields: [
        [t('mail.field.name'), input.name],
        [t('mail.field.email'), input.email],
        ...(input.company ? ([[t('mail.field.company'), input.company]] as [string, string][]) : []),
        [t('mail.field.language'), meta.language],
      ],
      body: [t('mail.field.message'), input.message],
    });
    await enqueueMail(tx as unknown as Database, {
      kind: 'contact_notification',
      to: siteConfig.email.notifications,
      replyTo: input.email,
      subject: t('mail.contact.subject', { name: input.name }),
      ...body,
    });
    return { id };
  });
}
