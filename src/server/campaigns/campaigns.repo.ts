import { and, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { sendLocales, type CampaignDraft, type CampaignStatus, EDITABLE_STATUSES } from '#lib/campaigns.ts';
import type { Database } from '../db/client.ts';
import { campaignDeliveries, campaigns, newsletterSubscriptions } from '../db/schema.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

const draftColumns = (draft: CampaignDraft) => ({
  subjectDe: draft.subjectDe || null,
  bodyDe: draft.bodyDe || null,
  subjectEn: draft.subjectEn || null,
  bodyEn: draft.bodyEn || null,
  audience: draft.audience,
});

export async function insertCampaign(db: Database, draft: CampaignDraft, createdBy: string | null, now: Date): Promise<string> {
  const [row] = await db
    .insert(campaigns)
    .values({ ...draftColumns(draft), createdBy, createdAt: now, updatedAt: now })
    .returning({ id: campaigns.id });
  return row!.id;
}

export async function findCampaign(db: Database, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

/** Deletes a campaign that is still a draft; gives back the row it was, or nothing (no such draft). */
export async function deleteDraftCampaign(db: Database, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'draft')))
    .returning();
  return row;
}

/** Changes the text of a campaign that has not started; gives back whether it could. */
export async function updateCampaignDraft(db: Database, id: string, draft: CampaignDraft, now: Date): Promise<boolean> {
  const rows = await db
    .update(campaigns)
    .set({ ...draftColumns(draft), updatedAt: now })
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, [...EDITABLE_STATUSES])))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/**
 * Moves a campaign from one of `from` to `to` (with the other columns given), as one conditional update: of two
 * operators (or instances) making the same move, one wins. Gives back the row as it now is, or nothing.
 */
export async function moveCampaign(
  db: Database,
  id: string,
  from: readonly CampaignStatus[],
  to: CampaignStatus,
  set: Partial<Pick<CampaignRow, 'sendAt' | 'queuedAt' | 'finishedAt'>> = {},
  now = new Date(),
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, [...from])))
    .returning();
  return row;
}

/** The audience's subscribers a campaign would be sent to now: confirmed, not bounced, in a language it is written in. */
const audienceOf = (locales: readonly string[]) =>
  and(
    eq(newsletterSubscriptions.status, 'confirmed'),
    isNull(newsletterSubscriptions.bouncedAt),
    inArray(newsletterSubscriptions.consentLanguage, [...locales]),
  );

/** How many the campaign would go to if it were sent now (along the newsletter_audience_idx partial index). */
export async function countAudience(db: Database, campaign: Parameters<typeof sendLocales>[0]): Promise<number> {
  const locales = sendLocales(campaign);
  if (locales.length === 0) return 0;
  const [row] = await db.select({ count: count() }).from(newsletterSubscriptions).where(audienceOf(locales));
  return row?.count ?? 0;
}

/**
 * Queues the campaign's mail for every confirmed subscriber of its audience who has not bounced, in their
 * language, at this moment. The unique (campaign, subscription) key makes a second call add nobody twice.
 * Gives back how many were queued by this call.
 */
export async function queueRecipients(db: Database, campaign: CampaignRow, now: Date): Promise<number> {
  const locales = sendLocales(campaign);
  if (locales.length === 0) return 0;
  // Both engines' drivers answer with { rows }; the count comes from the insert itself.
  const answer: unknown = await db.execute(sql`
    with queued as (
      insert into ${campaignDeliveries} (campaign_id, subscription_id, locale, next_attempt_at, created_at)
      select ${campaign.id}, ${newsletterSubscriptions.id}, ${newsletterSubscriptions.consentLanguage}, ${now}, ${now}
      from ${newsletterSubscriptions}
      where ${audienceOf(locales)}
      on conflict (campaign_id, subscription_id) do nothing
      returning 1)
    select count(*)::int as queued from queued`);
  return (answer as { rows: { queued: number }[] }).rows[0]?.queued ?? 0;
}

/** Scheduled campaigns whose time has come, locked so that one instance starts each. */
export async function lockDueCampaigns(db: Database, now: Date): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.status, 'scheduled'), lte(campaigns.sendAt, now)))
    .for('update', { skipLocked: true });
}

/**
 * The pending mails of a cancelled campaign are not sent. A claim stays where it is: a mail on the wire is
 * marked sent when the mail server takes it, and shown as on its way until then (decision 0038).
 */
export async function cancelPendingDeliveries(db: Database, campaignId: string): Promise<void> {
  await db
    .update(campaignDeliveries)
    .set({ status: 'cancelled' })
    .where(and(eq(campaignDeliveries.campaignId, campaignId), eq(campaignDeliveries.status, 'pending')));
}

/** Sending campaigns with no mail left pending: done. */
export async function finishSentCampaigns(db: Database, now: Date): Promise<CampaignRow[]> {
  return db
    .update(campaigns)
    .set({ status: 'sent', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(campaigns.status, 'sending'),
        sql`not exists (select 1 from ${campaignDeliveries} where ${campaignDeliveries.campaignId} = ${campaigns.id} and ${campaignDeliveries.status} = 'pending')`,
      ),
    )
    .returning();
}
