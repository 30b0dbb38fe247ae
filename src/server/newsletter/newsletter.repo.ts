import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { campaignDeliveries, campaigns, newsletterSubscriptions } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';

export type Subscription = typeof newsletterSubscriptions.$inferSelect;
export type NewSubscription = typeof newsletterSubscriptions.$inferInsert;

/** The subscription of an address, its row locked until the transaction ends (sign-ups of one address take turns). */
export async function findByEmailForUpdate(db: Database, email: string): Promise<Subscription | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
    .for('update');
  return row;
}

/** Inserts a subscription, or returns undefined when the address arrived at the same moment. */
export async function insertSubscription(db: Database, values: NewSubscription): Promise<Subscription | undefined> {
  const [row] = await db.insert(newsletterSubscriptions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSubscription(db: Database, id: string, values: Partial<NewSubscription>): Promise<void> {
  await db.update(newsletterSubscriptions).set(values).where(eq(newsletterSubscriptions.id, id));
}

/**
 * Confirms the pending subscription of a valid, unexpired token. The token's hash stays until it expires or the
 * person unsubscribes, so a later click of the link finds the subscription confirmed (decision 0039).
 */
export async function confirmByTokenHash(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, tokenHash),
        eq(newsletterSubscriptions.status, 'pending'),
        gt(newsletterSubscriptions.confirmTokenExpiresAt, now),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length === 1;
}

/** The status of the subscription whose confirmation link has this hash, while the link is valid; else undefined. */
export async function statusByConfirmTokenHash(db: Database, tokenHash: string, now: Date): Promise<Subscription['status'] | undefined> {
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, tokenHash), gt(newsletterSubscriptions.confirmTokenExpiresAt, now)));
  return row?.status;
}

/** The status of the subscription whose unsubscribe link has this hash; undefined when no subscription has it. */
export async function statusByUnsubscribeTokenHash(db: Database, tokenHash: string): Promise<Subscription['status'] | undefined> {
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, tokenHash));
  return row?.status;
}

/**
 * Ends the subscription of a token. `via` names the campaign whose mail's link was used: recorded when it is an
 * existing campaign, else left empty. A subscription already ended keeps when and through what it ended. Its
 * campaign mails not sent yet are withdrawn in the same transaction (decision 0038): none goes after this commits.
 */
export async function unsubscribeByTokenHash(db: Database, tokenHash: string, now: Date, via: string | null = null): Promise<boolean> {
  const ended = sql`${newsletterSubscriptions.status} = 'unsubscribed'`;
  const campaign = via === null ? sql`null::uuid` : sql`(select ${campaigns.id} from ${campaigns} where ${campaigns.id} = ${via}::uuid)`;
  return withTransaction(db, async (tx) => {
    const rows = await tx
      .update(newsletterSubscriptions)
      .set({
        status: 'unsubscribed',
        unsubscribedAt: sql`case when ${ended} then ${newsletterSubscriptions.unsubscribedAt} else ${now.toISOString()}::timestamptz end`,
        unsubscribedVia: sql`case when ${ended} then ${newsletterSubscriptions.unsubscribedVia} else ${campaign} end`,
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
      })
      .where(eq(newsletterSubscriptions.unsubscribeTokenHash, tokenHash))
      .returning({ id: newsletterSubscriptions.id });
    for (const { id } of rows) await withdrawPendingDeliveries(tx, id);
    return rows.length === 1;
  });
}

/**
 * The subscription ended: its campaign mails not sent yet are withdrawn, in the caller's transaction, along
 * newsletter_deliveries_subscription_idx. A claim stays: a mail already on the wire is marked sent when the mail server
 * takes it. Written here, not with the sender's queries, because campaigns build on the newsletter and never the other
 * way (decision 0038).
 */
async function withdrawPendingDeliveries(db: Database, subscriptionId: string): Promise<void> {
  await db
    .update(campaignDeliveries)
    .set({ status: 'withdrawn' })
    .where(and(eq(campaignDeliveries.subscriptionId, subscriptionId), eq(campaignDeliveries.status, 'pending')));
}
