import { and, count, eq, sql } from 'drizzle-orm';
import { DELIVERY_STATUSES, type DeliveryStatus } from '#lib/campaigns.ts';
import type { Database } from '../db/client.ts';
import { listPage, type Page, type PagePosition } from '../db/paging.ts';
import { campaignDeliveries, campaigns, newsletterSubscriptions } from '../db/schema.ts';
import { claimerGone } from '../mail/worker-presence.repo.ts';

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

/**
 * A campaign's mails by their fate, and the subscriptions its mails' links ended. `onItsWay` are the mails a
 * sender holds right now (claimed, on the wire or about to be), whatever a cancel, a pause or an unsubscribe
 * made of them meanwhile: they are counted there and in no status, so the operator is never told "not sent" of
 * a mail that may still arrive (decision 0038).
 */
export type CampaignFigures = Record<DeliveryStatus, number> & { queued: number; onItsWay: number; unsubscribed: number };

/**
 * The figures of one campaign: its mails counted by status along newsletter_deliveries_campaign_idx, and the
 * unsubscriptions through it found from its own mails (each subscription by its key), so neither reads the
 * subscriptions as a whole.
 */
export async function campaignFigures(db: Database, campaignId: string, now = new Date()): Promise<CampaignFigures> {
  const d = campaignDeliveries;
  const held = sql<boolean>`(${d.status} in ('pending', 'cancelled', 'withdrawn') and ${d.lockedUntil} > ${now}
    and (${d.claimedBy} is null or not ${claimerGone(d.claimedBy)}))`;
  const [byStatus, [unsubscribed]] = await Promise.all([
    db
      .select({ status: d.status, held: held.mapWith(Boolean), mails: count() })
      .from(d)
      .where(eq(d.campaignId, campaignId))
      .groupBy(sql`1, 2`),
    db
      .select({ mails: count() })
      .from(d)
      .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, d.subscriptionId))
      .where(and(eq(d.campaignId, campaignId), eq(newsletterSubscriptions.unsubscribedVia, campaignId))),
  ]);
  const figures = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
  let onItsWay = 0;
  for (const { status, held: onTheWay, mails } of byStatus) {
    if (onTheWay) onItsWay += mails;
    else figures[status] += mails;
  }
  const queued = DELIVERY_STATUSES.reduce((sum, status) => sum + figures[status], onItsWay);
  return { ...figures, queued, onItsWay, unsubscribed: unsubscribed?.mails ?? 0 };
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
