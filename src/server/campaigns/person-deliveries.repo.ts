import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { campaignDeliveries, campaigns, newsletterSubscriptions } from '../db/schema.ts';

/**
 * A person's campaign mails (decision 0035), as their export shows them: which issue (its subject in the language
 * they received it in), when it was queued and sent, and what became of it. Nothing of anyone else.
 */
export async function selectPersonDeliveries(db: Database, subscriptionsOfPerson: SQL) {
  return db
    .select({
      id: campaignDeliveries.id,
      campaignSubject: sql<
        string | null
      >`case when ${campaignDeliveries.locale} = 'en' then ${campaigns.subjectEn} else ${campaigns.subjectDe} end`,
      locale: campaignDeliveries.locale,
      status: campaignDeliveries.status,
      queuedAt: campaignDeliveries.createdAt,
      sentAt: campaignDeliveries.sentAt,
    })
    .from(campaignDeliveries)
    .innerJoin(campaigns, eq(campaigns.id, campaignDeliveries.campaignId))
    .where(
      inArray(
        campaignDeliveries.subscriptionId,
        db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(subscriptionsOfPerson),
      ),
    )
    .orderBy(desc(campaignDeliveries.createdAt), desc(campaignDeliveries.id));
}

/** Deletes a person's campaign mails before their subscription (the key's cascade would too, uncounted). */
export async function deletePersonDeliveries(db: Database, subscriptionsOfPerson: SQL): Promise<{ id: number }[]> {
  return db
    .delete(campaignDeliveries)
    .where(
      inArray(
        campaignDeliveries.subscriptionId,
        db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(subscriptionsOfPerson),
      ),
    )
    .returning({ id: campaignDeliveries.id });
}
