import type { Locale } from '#i18n/config.ts';
import type { ContactInput } from '#lib/forms/contact.ts';
import type { Database } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { env } from '../env.ts';
import { enqueueMail } from '../mail/outbox.repo.ts';
import { contactNotification } from './contact-notification.ts';
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
  return withTransaction(db, async (tx) => {
    const id = await insertContactMessage(tx, { ...input, ...meta });
    await enqueueMail(tx, await contactNotification(input, meta.language, id, siteUrl));
    return { id };
  });
}
