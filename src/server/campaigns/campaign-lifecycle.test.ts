import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaignDraftSchema, type CampaignDraft } from '#lib/campaigns.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import type { Database } from '../db/client.ts';
import { campaignDeliveries, campaigns, newsletterSubscriptions } from '../db/schema.ts';
import {
  advanceCampaigns,
  cancelCampaign,
  createCampaign,
  editCampaign,
  pauseCampaign,
  resumeCampaign,
  scheduleCampaign,
  sendCampaignNow,
} from './campaign-lifecycle.ts';
import { findCampaign, queueRecipients } from './campaigns.repo.ts';

const draft = (fields: Partial<CampaignDraft>): CampaignDraft => campaignDraftSchema.parse(fields);
const both = draft({ subjectDe: 'Steuertipps', bodyDe: 'Hallo', subjectEn: 'Tax tips', bodyEn: 'Hello', audience: 'both' });

async function subscriber(
  db: Database,
  email: string,
  language: 'de' | 'en',
  status: 'pending' | 'confirmed' | 'unsubscribed' = 'confirmed',
) {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({
      email,
      status,
      consentAt: new Date(),
      consentLanguage: language,
      consentSourcePage: language === 'de' ? '/' : '/en/',
      privacyVersion: '2026-11-26',
      clientHash: 'a'.repeat(64),
      unsubscribeTokenHash: 'x',
    })
    .returning();
  return row!;
}

describe('a campaign draft', () => {
  it('needs a subject and a body together, and a language its audience receives', () => {
    expect(campaignDraftSchema.safeParse({ subjectDe: 'Betreff' }).success).toBe(false);
    expect(campaignDraftSchema.safeParse({ subjectEn: 'Only English', bodyEn: 'Text', audience: 'de' }).success).toBe(false);
    expect(campaignDraftSchema.safeParse({ subjectEn: 'Only English', bodyEn: 'Text', audience: 'both' }).success).toBe(true);
  });
});

describe.each(TEST_ENGINES)('campaign lifecycle on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const db = () => database().db;
  const deliveries = (campaignId: string) => db().select().from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, campaignId));

  it('queues each confirmed subscriber of the audience once, in their language, skipping bounced ones', async () => {
    await subscriber(db(), 'anna@example.ch', 'de');
    await subscriber(db(), 'ben@example.com', 'en');
    await subscriber(db(), 'pending@example.ch', 'de', 'pending');
    await subscriber(db(), 'gone@example.ch', 'de', 'unsubscribed');
    const bounced = await subscriber(db(), 'bounced@example.ch', 'de');
    await db().update(newsletterSubscriptions).set({ bouncedAt: new Date() }).where(eq(newsletterSubscriptions.id, bounced.id));

    const id = await createCampaign(db(), both, null);
    const sent = await sendCampaignNow(db(), id);
    expect(sent).toMatchObject({ code: 'done', queued: 2 });
    expect((await deliveries(id)).map((row) => row.locale).sort()).toEqual(['de', 'en']);
    // A second queueing (another instance, a retried start) adds no one twice: the unique key decides.
    expect(await queueRecipients(db(), (await findCampaign(db(), id))!, new Date())).toBe(0);
    expect(await deliveries(id)).toHaveLength(2);
    expect((await sendCampaignNow(db(), id)).code).toBe('not_allowed');
  });

  it('sends a campaign written in one language only to that language’s subscribers', async () => {
    await subscriber(db(), 'anna@example.ch', 'de');
    await subscriber(db(), 'ben@example.com', 'en');
    const id = await createCampaign(db(), draft({ subjectEn: 'Tax tips', bodyEn: 'Hello', audience: 'both' }), null);
    await sendCampaignNow(db(), id);
    expect((await deliveries(id)).map((row) => row.locale)).toEqual(['en']);
  });

  it('starts a scheduled campaign at its time, and marks it sent when nothing is pending', async () => {
    await subscriber(db(), 'anna@example.ch', 'de');
    const id = await createCampaign(db(), both, null);
    const at = new Date(Date.now() + 60_000);
    expect((await scheduleCampaign(db(), id, at)).code).toBe('done');
    expect(await editCampaign(db(), id, draft({ ...both, subjectDe: 'Neu' }))).toBe(true);
    expect((await advanceCampaigns(db(), new Date(at.getTime() - 1000))).started).toHaveLength(0);
    expect((await advanceCampaigns(db(), at)).started.map((row) => row.id)).toEqual([id]);
    expect(await editCampaign(db(), id, both)).toBe(false);
    await db().update(campaignDeliveries).set({ status: 'sent', sentAt: new Date() }).where(eq(campaignDeliveries.campaignId, id));
    const { finished } = await advanceCampaigns(db(), at);
    expect(finished.map((row) => [row.id, row.status])).toEqual([[id, 'sent']]);
  });

  it('pauses, resumes and cancels; a cancelled campaign leaves its pending mail unsent', async () => {
    await subscriber(db(), 'anna@example.ch', 'de');
    const id = await createCampaign(db(), both, null);
    await sendCampaignNow(db(), id);
    expect((await pauseCampaign(db(), id)).code).toBe('done');
    expect((await pauseCampaign(db(), id)).code).toBe('not_allowed');
    expect((await resumeCampaign(db(), id)).code).toBe('done');
    expect((await cancelCampaign(db(), id)).code).toBe('done');
    expect((await deliveries(id)).map((row) => row.status)).toEqual(['cancelled']);
    expect((await resumeCampaign(db(), id)).code).toBe('not_allowed');
    const [row] = await db().select().from(campaigns).where(eq(campaigns.id, id));
    expect(row?.status).toBe('cancelled');
  });
});
