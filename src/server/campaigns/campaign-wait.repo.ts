import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { campaignDeliveries } from '../db/schema.ts';
import { rateCapWaitMs, type RateCap } from './deliveries.repo.ts';

/** Why a sending campaign's mails wait, for the console (decision 0041); `until` when it is known. */
export type CampaignWait = { reason: 'rate_cap'; until: Date } | { reason: 'mail_server'; until: Date | null };

/**
 * The rate cap first (it holds every campaign), then a mail server that refused or could not be reached: a
 * pending mail of the campaign that carries its last error, and when the first of them is tried again.
 */
export async function campaignWait(db: Database, campaignId: string, cap: RateCap, now: Date): Promise<CampaignWait | undefined> {
  const capMs = await rateCapWaitMs(db, cap, now);
  if (capMs > 0) return { reason: 'rate_cap', until: new Date(now.getTime() + capMs) };
  const [row] = await db
    .select({ next: sql<Date | null>`min(${campaignDeliveries.nextAttemptAt})`.mapWith(campaignDeliveries.nextAttemptAt) })
    .from(campaignDeliveries)
    .where(
      and(eq(campaignDeliveries.campaignId, campaignId), eq(campaignDeliveries.status, 'pending'), isNotNull(campaignDeliveries.lastError)),
    );
  if (!row?.next) return undefined;
  return { reason: 'mail_server', until: row.next > now ? row.next : null };
}
