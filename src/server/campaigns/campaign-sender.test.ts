import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_SUBJECTS, deliveryCounts, seedSubscribers, startTestCampaign, waitUntil } from '#tests/setup/campaigns.ts';
import { useCampaignSenders } from '#tests/setup/campaign-senders.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { parseMail } from '#tests/setup/parsed-mail.ts';
import { useTestSmtp } from '#tests/setup/smtp.ts';
import { campaignDeliveries, newsletterSubscriptions } from '../db/schema.ts';
import { holdWorkerPresence, type WorkerPresence } from '../mail/worker-presence.ts';
import { unsubscribeToken } from '../newsletter/tokens.ts';
import { cancelCampaign, pauseCampaign, resumeCampaign } from './campaign-lifecycle.ts';
import { findCampaign } from './campaigns.repo.ts';

const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_ENGINES)('campaign sender on $name with a real SMTP server', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });
  const presences: WorkerPresence[] = [];
  afterEach(async () => {
    await Promise.all(presences.splice(0).map((presence) => presence.stop()));
  });
  // Registered after the presences' hook, so that the senders stop before their presences go.
  const start = useCampaignSenders({ db, smtp }, { afterEach }, { concurrency: 4, logger });
  const presence = async () => {
    const held = await holdWorkerPresence(db(), logger);
    presences.push(held);
    return held;
  };
  const status = async (id: string) => (await findCampaign(db().db, id))?.status;
  const recipients = () => smtp().received.map((mail) => mail.to[0]!);

  it('sends every confirmed subscriber exactly one mail, in their language, with their own unsubscribe links, even from two senders', async () => {
    await seedSubscribers(db().db, 40);
    const id = await startTestCampaign(db().db);
    const [first, second] = [await presence(), await presence()];
    start({ claimer: first.key });
    start({ claimer: second.key });
    await waitUntil(async () => (await status(id)) === 'sent', 20_000, 'the campaign to be sent');
    await sleep(200);

    expect(recipients()).toHaveLength(40);
    expect(new Set(recipients()).size).toBe(40);
    expect(await deliveryCounts(db().db, id)).toEqual({ sent: 40 });
    const subscriptions = await db().db.select().from(newsletterSubscriptions);
    for (const captured of smtp().received) {
      const mail = await parseMail(captured.raw);
      const subscription = subscriptions.find((row) => row.email === captured.to[0])!;
      expect(mail.subject).toBe(CAMPAIGN_SUBJECTS[subscription.consentLanguage as 'de' | 'en']);
      const header = (name: string) => mail.headers.find((entry) => entry.key === name)?.value ?? '';
      expect(header('message-id')).toMatch(new RegExp(`^<campaign-${id}-\\d+@`));
      const token = unsubscribeToken(subscription);
      expect(header('list-unsubscribe')).toContain(token);
      expect(mail.html).toContain(token);
    }
  }, 30_000);

  it('gives way: no campaign mail leaves while the server is busy answering visitors, and all leave once it is not', async () => {
    await seedSubscribers(db().db, 12);
    const id = await startTestCampaign(db().db);
    let visitorsAnswered: () => void = () => undefined;
    const busy = new Promise<void>((resolve) => (visitorsAnswered = resolve));
    start({ giveWay: () => busy });
    await sleep(500);
    expect(recipients()).toHaveLength(0);
    visitorsAnswered();
    await waitUntil(async () => (await status(id)) === 'sent', 20_000, 'the campaign to be sent');
    expect(new Set(recipients()).size).toBe(12);
  }, 30_000);

  it('claims nothing of a paused campaign and goes on where it stopped when resumed', async () => {
    await seedSubscribers(db().db, 60);
    const id = await startTestCampaign(db().db);
    smtp().answerDataAfter(30);
    start({ concurrency: 2 });
    await waitUntil(() => smtp().received.length >= 5, 10_000, 'the first mails');
    expect((await pauseCampaign(db().db, id)).code).toBe('done');
    // What was claimed before the pause (on the wire or next in line) still goes out; nothing after it.
    await sleep(400);
    const atPause = smtp().received.length;
    await sleep(600);
    expect(smtp().received.length).toBe(atPause);
    expect(atPause).toBeLessThan(60);
    expect(await status(id)).toBe('paused');

    smtp().answerDataAfter(0);
    expect((await resumeCampaign(db().db, id)).code).toBe('done');
    await waitUntil(async () => (await status(id)) === 'sent', 20_000, 'the resumed campaign to be sent');
    expect(recipients()).toHaveLength(60);
    expect(new Set(recipients()).size).toBe(60);
  }, 40_000);

  it('leaves the rest unsent when a campaign is cancelled', async () => {
    await seedSubscribers(db().db, 60);
    const id = await startTestCampaign(db().db);
    smtp().answerDataAfter(30);
    start({ concurrency: 2 });
    await waitUntil(() => smtp().received.length >= 5, 10_000, 'the first mails');
    expect((await cancelCampaign(db().db, id)).code).toBe('done');
    await sleep(400);
    const atCancel = smtp().received.length;
    await sleep(600);
    expect(smtp().received.length).toBe(atCancel);
    const counts = await deliveryCounts(db().db, id);
    // A mail on the wire when the campaign was cancelled did go out, and is counted so.
    expect(counts).toEqual({ sent: atCancel, cancelled: 60 - atCancel });
    expect(await status(id)).toBe('cancelled');
  }, 30_000);

  it('marks a subscriber whose server refuses for good (5xx) bounced, and a later campaign skips them', async () => {
    await seedSubscribers(db().db, 3);
    const first = await startTestCampaign(db().db);
    smtp().refuseNext(550);
    start({ concurrency: 1 });
    await waitUntil(async () => (await status(first)) === 'sent', 10_000, 'the campaign to be sent');
    expect(await deliveryCounts(db().db, first)).toEqual({ sent: 2, bounced: 1 });
    const [bounced] = await db().db.select().from(campaignDeliveries).where(eq(campaignDeliveries.status, 'bounced'));
    const [subscription] = await db()
      .db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, bounced!.subscriptionId));
    expect(subscription!.bouncedAt).toBeInstanceOf(Date);

    const later = await startTestCampaign(db().db);
    const queued = await db().db.select().from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, later));
    expect(queued.map((row) => row.subscriptionId)).not.toContain(bounced!.subscriptionId);
    expect(queued).toHaveLength(2);
  }, 20_000);

  it('retries a temporary refusal (4xx) after its backoff', async () => {
    await seedSubscribers(db().db, 1);
    const id = await startTestCampaign(db().db);
    smtp().refuseNext(451);
    const first = start({ concurrency: 1, retryBaseMs: 60_000 });
    await waitUntil(
      async () => (await db().db.select().from(campaignDeliveries))[0]?.lastError !== null,
      10_000,
      'the refusal to be recorded',
    );
    const [refused] = await db().db.select().from(campaignDeliveries);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(refused!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await first.stop();

    // Two minutes later, as the retry comes due.
    start({ concurrency: 1, now: () => new Date(Date.now() + 120_000) });
    await waitUntil(async () => (await status(id)) === 'sent', 10_000, 'the retried mail to be sent');
    expect(await db().db.select().from(campaignDeliveries)).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }]);
    expect(recipients()).toHaveLength(1);
  }, 20_000);

  it("takes over at once the claims of a process that is gone, and leaves a live process's claims alone", async () => {
    await seedSubscribers(db().db, 2);
    await startTestCampaign(db().db);
    const live = await presence();
    const [dead, alive] = await db().db.select().from(campaignDeliveries).orderBy(campaignDeliveries.id);
    const inAnHour = new Date(Date.now() + 3_600_000);
    // A claim under a lease of an hour, by a presence key nobody holds: its process was killed.
    await db()
      .db.update(campaignDeliveries)
      .set({ claimedBy: 424_242, lockedUntil: inAnHour, attempts: 1 })
      .where(eq(campaignDeliveries.id, dead!.id));
    await db()
      .db.update(campaignDeliveries)
      .set({ claimedBy: live.key, lockedUntil: inAnHour, attempts: 1 })
      .where(eq(campaignDeliveries.id, alive!.id));
    const addressOf = async (subscriptionId: string) =>
      (await db().db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, subscriptionId)))[0]!.email;

    start({ concurrency: 2 });
    await waitUntil(() => smtp().received.length >= 1, 5000, "the dead process's mail");
    await sleep(300);
    expect(recipients()).toEqual([await addressOf(dead!.subscriptionId)]);

    // Once the live one goes, its claim is taken over too.
    await live.stop();
    presences.splice(presences.indexOf(live), 1);
    await waitUntil(() => smtp().received.length >= 2, 5000, "the stopped process's mail");
    expect(recipients().sort()).toEqual([await addressOf(dead!.subscriptionId), await addressOf(alive!.subscriptionId)].sort());
    // The relay has the mail before the sender writes down that it was sent.
    const statuses = async () =>
      (
        await db()
          .db.select()
          .from(campaignDeliveries)
          .where(inArray(campaignDeliveries.id, [dead!.id, alive!.id]))
      ).map((row) => row.status);
    await waitUntil(async () => (await statuses()).every((status) => status === 'sent'), 5000, 'both deliveries marked sent');
    expect(await statuses()).toEqual(['sent', 'sent']);
  }, 20_000);
});
