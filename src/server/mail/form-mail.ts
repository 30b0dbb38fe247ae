import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { enqueueMail, type OutgoingMail } from './outbox.repo.ts';

/** The least a form's mail waits before it goes; it goes at a random moment within twice that (decision 0056). */
export const FORM_MAIL_DELAY_MS = 1000;

/**
 * Puts a mail in the outbox that a form sends only for some of its answers (a new address, not a known one).
 * On the embedded database the mail worker runs on the server's own thread: a mail due at once would be sent
 * while that request's answer is held to its floor, and its answer would come a little later than the others,
 * telling which way the form went. Sent a second or two later, at a random moment, the sending falls on
 * whichever request happens to be running then.
 */
export function enqueueFormMail(db: Database, mail: OutgoingMail, now: Date = new Date()): Promise<string> {
  const sendAt = new Date(now.getTime() + randomInt(FORM_MAIL_DELAY_MS, 2 * FORM_MAIL_DELAY_MS));
  return enqueueMail(db, mail, now, { id: randomUUID(), sendAt });
}
