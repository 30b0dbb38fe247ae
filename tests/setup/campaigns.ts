import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { campaignDeliveries, newsletterSubscriptions } from '#server/db/schema.ts';
import { createCampaign, sendCampaignNow } from '#server/campaigns/campaign-lifecycle.ts';
import { campaignDraftSchema, type CampaignAudience } from '#lib/campaigns.ts';

/** The subjects of the test campaigns, per language: a mail's subject tells which version it is. */
export const CAMPAIGN_SUBJECTS = { de: 'Neuigkeiten im Herbst', en: 'News this autumn' } as const;

/**
 * `count` confirmed subscribers, reader<n>@<domain>, every second one English: written by one statement, so
 * that a benchmark can seed a hundred thousand as quickly as a test seeds ten.
 */
export async function seedSubscribers(db: Database, count: number, domain = 'example.ch'): Promise<void> {
  await db.execute(sql`
    insert into ${newsletterSubscriptions}
      (email, status, consent_at, consent_language, consent_source_page, privacy_version, client_hash, confirmed_at, unsubscribe_token_hash)
    select 'reader' || n || '@' || ${domain}, 'confirmed', now() - interval '1 day', case when n % 2 = 0 then 'en' else 'de' end,
      '/', '2026-01-01', 'hash', now() - interval '1 day', 'token' || n || ${domain}
    from generate_series(1, ${count}::int) as n`);
}

/** A campaign in both languages (or the audience's), queued at once; gives back its id. */
export async function startTestCampaign(db: Database, audience: CampaignAudience = 'both'): Promise<string> {
  const draft = campaignDraftSchema.parse({
    subjectDe: CAMPAIGN_SUBJECTS.de,
    bodyDe: 'Hallo **Welt**, hier [unsere Seite](https://example.ch/).',
    subjectEn: CAMPAIGN_SUBJECTS.en,
    bodyEn: 'Hello **world**, here is [our site](https://example.ch/).',
    audience,
  });
  const id = await createCampaign(db, draft, null);
  const sent = await sendCampaignNow(db, id);
  if (sent.code !== 'done') throw new Error('the test campaign could not start');
  return id;
}

/** How many of a campaign's deliveries stand in each status. */
export async function deliveryCounts(db: Database, campaignId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: campaignDeliveries.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(campaignDeliveries)
    .where(eq(campaignDeliveries.campaignId, campaignId))
    .groupBy(campaignDeliveries.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

/** Waits until `check` holds, looking every 20 ms, or fails after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 10_000, what = 'the condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
