import type { ContactInput } from '../../lib/validation/contact.ts';
import type { Database } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import type { SubmissionMeta } from './contact.service.ts';

export async function insertContactMessage(db: Database, input: ContactInput, meta: SubmissionMeta): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      company: input.company ?? null,
      message: input.message,
      language: meta.language,
      sourcePage: meta.sourcePage,
      clientHash: meta.clientHash,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message was not stored');
  return row.id;
}
