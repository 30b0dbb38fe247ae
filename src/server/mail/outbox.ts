import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface OutgoingMail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Puts a mail in the outbox, inside the caller's transaction: stored together with what caused it, or not at all. */
export async function enqueueMail(db: Database, mail: OutgoingMail, now: Date = new Date()): Promise<void> {
  // Times come from the same clock the worker compares them with (millisecond precision).
  await db.insert(mailOutbox).values({
    createdAt: now,
    nextAttemptAt: now,
    kind: mail.kind,
    recipient: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: mail.headers ?? null,
  });
}
