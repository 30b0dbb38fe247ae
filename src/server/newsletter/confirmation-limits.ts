import type { Database } from '../db/client.ts';
import { confirmationMailsSince, recordConfirmationMail } from './confirmation-mails.repo.ts';

/**
 * One pending address received 51 confirmation mails from 51 sign-ups. At most one
 * confirmation mail per address every 10 minutes and 5 in any 24 hours; the visitor's answer stays the same.
 */
export const CONFIRMATION_MAIL_LIMITS = { intervalMs: 10 * 60 * 1000, perDay: 5, dayMs: 24 * 60 * 60 * 1000 } as const;

const dayBefore = (now: Date) => new Date(now.getTime() - CONFIRMATION_MAIL_LIMITS.dayMs);

/** Whether a subscription may be sent another confirmation mail now. Call it with the subscription's row locked. */
export async function mayMailConfirmation(db: Database, subscriptionId: string, now: Date): Promise<boolean> {
  const { count, lastSentAt } = await confirmationMailsSince(db, subscriptionId, dayBefore(now));
  if (count >= CONFIRMATION_MAIL_LIMITS.perDay) return false;
  return lastSentAt === null || now.getTime() - lastSentAt.getTime() >= CONFIRMATION_MAIL_LIMITS.intervalMs;
}

/** Counts a confirmation mail against the subscription's limits. */
export const countConfirmationMail = (db: Database, subscriptionId: string, now: Date) =>
  recordConfirmationMail(db, subscriptionId, now, dayBefore(now));
