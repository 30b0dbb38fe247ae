import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { contactMessages, mailOutbox } from '#server/db/schema.ts';
import { aboutPerson, type AuditAbout } from './about.ts';

/**
 * What an audit entry of an action on a contact message says about it: the sender's name and company
 * and their reference; nothing when there is no such message. Read in the action's transaction, before
 * a change that deletes the message, and spread into the entry's details:
 * `recordActionIn(tx, actor, 'answered', id, { answered, ...(await aboutMessage(tx, id)) })`.
 */
export async function aboutMessage(db: Database, id: string): Promise<{ about?: AuditAbout }> {
  const [message] = await db
    .select({ email: contactMessages.email, name: contactMessages.name, company: contactMessages.company })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return message ? { about: aboutPerson(message) } : {};
}

/** What an audit entry of an action on one mail of the outbox says about it: its kind and its recipient's reference (never the address). */
export async function aboutMail(db: Database, id: string): Promise<{ kind?: string; about?: AuditAbout }> {
  const [mail] = await db.select({ kind: mailOutbox.kind, recipient: mailOutbox.recipient }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return mail ? { kind: mail.kind, about: aboutPerson({ email: mail.recipient }) } : {};
}
