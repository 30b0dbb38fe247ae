import { and, count, eq, sql } from 'drizzle-orm';
import { DELIVERY_STATUSES, type DeliveryStatus } from '#lib/campaigns.ts';
import type { Database } from '../db/client.ts';
import { listPage, type Page, type PagePosition } from '../db/paging.ts';
import { campaignDeliveries, campaigns, newsletterSubscriptions } from '../db/schema.ts';

/** What the console's list shows of a campaign: its subjects, audience, status, when, and how far its sending got. */
export const campaignListFields = {
  id: campaigns.id,
  subjectDe: campaigns.subjectDe,
  subjectEn: campaigns.subjectEn,
  audience: campaigns.audience,
  status: campaigns.status,
  sendAt: campaigns.sendAt,
  queuedAt: campaigns.queuedAt,
  finishedAt: campaigns.finishedAt,
  createdAt: campaigns.createdAt,
  // Each a walk of newsletter_deliveries_campaign_idx (campaign_id, status) for the page's rows. Written out, as the
  // columns of a select's subquery are not qualified by their table, and both tables have an id.
  sent: sql<number>`(select count(*)::int from newsletter_deliveries d where d.campaign_id = newsletter_campaigns.id and d.status = 'sent')`.as(
    'sent',
  ),
  total: sql<number>`(select count(*)::int from newsletter_deliveries d where d.campaign_id = newsletter_campaigns.id)`.as('total'),
};

export type CampaignListRow = Pick<
  typeof campaigns.$inferSelect,
  'id' | 'subjectDe' | 'subjectEn' | 'audience' | 'status' | 'sendAt' | 'queuedAt' | 'finishedAt' | 'createdAt'
> & { sent: number; total: number };

/** A page of the campaigns, newest first (keyset paging along newsletter_campaigns_created_idx). */
export const listCampaigns = (db: Database, page: PagePosition): Promise<Page<CampaignListRow>> =>
  listPage(db, db.select(campaignListFields).from(campaigns).$dynamic(), campaigns, page);

/** A campaign's mails by their fate, and the subscriptions its mails' links ended. */
export type CampaignFigures = Record<DeliveryStatus, number> & { queued: number; unsubscribed: number };

/**
 * The figures of one campaign: its mails counted by status along newsletter_deliveries_campaign_idx, and the
 * unsubscriptions through it found from its own mails (each subscription by its key), so neither reads the
 * subscriptions as a whole.
 */
export async function campaignFigures(db: Database, campaignId: string): Promise<CampaignFigures> {
  const [byStatus, [unsubscribed]] = await Promise.all([
    db
      .select({ status: campaignDeliveries.status, mails: count() })
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.campaignId, campaignId))
      .groupBy(campaignDeliveries.status),
    db
      .select({ mails: count() })
      .from(campaignDeliveries)
      .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, campaignDeliveries.subscriptionId))
      .where(and(eq(campaignDeliveries.campaignId, campaignId), eq(newsletterSubscriptions.unsubscribedVia, campaignId))),
  ]);
  const figures = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
  for (const { status, mails } of byStatus) figures[status] = mails;
  const queued = DELIVERY_STATUSES.reduce((sum, status) => sum + figures[status], 0);
  return { ...figures, queued, unsubscribed: unsubscribed?.mails ?? 0 };
}

/** The relays' replies to a campaign's bounced mails, the latest first (as stored: the console takes addresses out). */
export async function campaignBounceErrors(db: Database, campaignId: string, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ lastError: campaignDeliveries.lastError })
    .from(campaignDeliveries)
    .where(and(eq(campaignDeliveries.campaignId, campaignId), eq(campaignDeliveries.status, 'bounced')))
    .orderBy(sql`${campaignDeliveries.id} desc`)
    .limit(limit);
  return rows.flatMap((row) => (row.lastError ? [row.lastError] : []));
}
