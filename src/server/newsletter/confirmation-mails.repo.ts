import { and, count, eq, gt, lte, max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newsletterConfirmationMails } from '../db/schema.ts';

/** The confirmation mails a subscription was sent after `since`: how many, and when the last one went. */
export async function confirmationMailsSince(
  db: Database,
  subscriptionId: string,
  since: Date,
): Promise<{ count: number; lastSentAt: Date | null }> {
  const [row] = await db
    .select({ count: count(), lastSentAt: max(newsletterConfirmationMails.sentAt) })
    .from(newsletterConfirmationMails)
    .where(and(eq(newsletterConfirmationMails.subscriptionId, subscriptionId), gt(newsletterConfirmationMails.sentAt, since)));
  return { count: row?.count ?? 0, lastSentAt: row?.lastSentAt ?? null };
}

/** Notes a confirmation mail, and forgets the subscription's mails from before `forgetUntil`. */
export async function recordConfirmationMail(db: Database, subscriptionId: string, sentAt: Date, forgetUntil: Date): Promise<void> {
  await db
    .delete(newsletterConfirmationMails)
    .where(and(eq(newsletterConfirmationMails.subscriptionId, subscriptionId), lte(newsletterConfirmationMails.sentAt, forgetUntil)));
  await db.insert(newsletterConfirmationMails).values({ subscriptionId, sentAt });
}
