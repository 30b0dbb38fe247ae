import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryCounts, seedSubscribers, startTestCampaign } from '#tests/setup/campaigns.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { campaignDeliveries, newsletterSubscriptions } from '../db/schema.ts';
import { unsubscribeByTokenHash } from '../newsletter/newsletter.repo.ts';
import { cancelCampaign, pauseCampaign, resumeCampaign } from './campaign-lifecycle.ts';
import { campaignFigures } from './campaign-figures.repo.ts';
import {
  claimDueDeliveries,
  markDeliveriesSent,
  markDeliveryBounced,
  mayStillSend,
  releaseDeliveryClaims,
  type ClaimedDelivery,
} from './deliveries.repo.ts';

// Decision 0038: an unsubscribe, a bounce or an erasure stops the campaign mails not yet handed to the mail server.
describe.each(TEST_ENGINES)('consent while a campaign sends, on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const db = () => database().db;

  const claim = async (limit: number, cap = { perMinute: 0, perHour: 0 }) => {
    const now = new Date();
    const result = await claimDueDeliveries(db(), { now, leaseUntil: new Date(now.getTime() + 60_000), claimer: null, limit, cap });
    return result.deliveries;
  };
  /** seedSubscribers stores 'token<n>example.ch' as reader<n>'s unsubscribe token hash. */
  const unsubscribeReader = (n: number) => unsubscribeByTokenHash(db(), `token${n}example.ch`, new Date());
  const subscriptionOf = async (n: number) =>
    (
      await db()
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, `reader${n}@example.ch`))
    )[0]!;
  const deliveriesOf = async (n: number) =>
    db()
      .select()
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.subscriptionId, (await subscriptionOf(n)).id));

  it('an unsubscribe withdraws the subscriber’s pending mails in its own transaction, counted as not sent: unsubscribed', async () => {
    await seedSubscribers(db(), 4);
    const id = await startTestCampaign(db());
    expect(await unsubscribeReader(1)).toBe(true);
    expect((await deliveriesOf(1)).map((row) => row.status)).toEqual(['withdrawn']);
    expect(await deliveryCounts(db(), id)).toEqual({ pending: 3, withdrawn: 1 });
    expect(await campaignFigures(db(), id)).toMatchObject({ queued: 4, pending: 3, withdrawn: 1, onItsWay: 0 });
    // Nothing of it is claimed any more: only the three others go.
    const claimed = await claim(10);
    expect(claimed.map((delivery) => delivery.subscription.email).sort()).toEqual([
      'reader2@example.ch',
      'reader3@example.ch',
      'reader4@example.ch',
    ]);
  });

  it('a claim skips subscriptions that ended or bounced after the queueing: settled, no attempt, no room taken under the cap', async () => {
    await seedSubscribers(db(), 4);
    const id = await startTestCampaign(db());
    // As an unsubscribe that raced the queueing, and a bounce from another campaign, would leave them.
    await db()
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscriptions.email, 'reader1@example.ch'));
    await db()
      .update(newsletterSubscriptions)
      .set({ bouncedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, 'reader2@example.ch'));

    const claimed = await claim(10, { perMinute: 100, perHour: 0 });
    expect(claimed.map((delivery) => delivery.subscription.email).sort()).toEqual(['reader3@example.ch', 'reader4@example.ch']);
    expect(await deliveryCounts(db(), id)).toEqual({ pending: 2, withdrawn: 1, bounced: 1 });
    const settled = [...(await deliveriesOf(1)), ...(await deliveriesOf(2))];
    expect(settled.map(({ attempts, lockedUntil, claimedAt }) => ({ attempts, lockedUntil, claimedAt }))).toEqual([
      { attempts: 0, lockedUntil: null, claimedAt: null },
      { attempts: 0, lockedUntil: null, claimedAt: null },
    ]);
    const [claims] = await db()
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(campaignDeliveries)
      .where(isNotNull(campaignDeliveries.claimedAt));
    expect(claims?.count).toBe(2);
  });

  it('a bounce bounces the subscriber’s pending mails of other campaigns too, with its reason', async () => {
    await seedSubscribers(db(), 2);
    const first = await startTestCampaign(db());
    const second = await startTestCampaign(db());
    const [delivery] = (await claim(10)).filter(
      (claimed) => claimed.campaignId === first && claimed.subscription.email === 'reader1@example.ch',
    );
    await markDeliveryBounced(db(), delivery!, '550 5.1.1 user unknown', new Date());

    const byCampaign = new Map((await deliveriesOf(1)).map(({ campaignId, status, lastError }) => [campaignId, { status, lastError }]));
    expect(byCampaign).toEqual(
      new Map([
        [first, { status: 'bounced', lastError: '550 5.1.1 user unknown' }],
        [second, { status: 'bounced', lastError: '550 5.1.1 user unknown' }],
      ]),
    );
    expect(await deliveryCounts(db(), second)).toMatchObject({ bounced: 1 });
    expect((await deliveriesOf(2)).every((row) => row.status !== 'bounced')).toBe(true);
  });

  describe('the check just before a mail is handed to the mail server', () => {
    const claimedFor = async (n: number): Promise<ClaimedDelivery> =>
      (await claim(10)).find((delivery) => delivery.subscription.email === `reader${n}@example.ch`)!;

    it('lets a claimed mail go while nothing changed', async () => {
      await seedSubscribers(db(), 1);
      await startTestCampaign(db());
      expect(await mayStillSend(db(), await claimedFor(1))).toBe(true);
    });

    it('stops it after an unsubscribe, a bounce from elsewhere, an erasure, a pause or a cancel', async () => {
      await seedSubscribers(db(), 5);
      const id = await startTestCampaign(db());
      const all = await claim(10);
      const of = (n: number) => all.find((delivery) => delivery.subscription.email === `reader${n}@example.ch`)!;
      const [unsubscribed, bounced, erased, paused] = [of(1), of(2), of(3), of(4)];

      await unsubscribeReader(1);
      await db()
        .update(newsletterSubscriptions)
        .set({ bouncedAt: new Date() })
        .where(eq(newsletterSubscriptions.id, bounced.subscription.id));
      await db().delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, erased.subscription.id));
      expect(await mayStillSend(db(), unsubscribed)).toBe(false);
      expect(await mayStillSend(db(), bounced)).toBe(false);
      expect(await mayStillSend(db(), erased)).toBe(false);

      expect(await mayStillSend(db(), paused)).toBe(true);
      await pauseCampaign(db(), id);
      expect(await mayStillSend(db(), paused)).toBe(false);
      await resumeCampaign(db(), id);
      expect(await mayStillSend(db(), paused)).toBe(true);
      await cancelCampaign(db(), id);
      expect(await mayStillSend(db(), paused)).toBe(false);
    });

    it('stops a claim that another sender took over after its lease ran out', async () => {
      await seedSubscribers(db(), 1);
      await startTestCampaign(db());
      const mine = await claimedFor(1);
      await db()
        .update(campaignDeliveries)
        .set({ lockedUntil: new Date(Date.now() - 1000) });
      const theirs = await claimedFor(1);
      expect(theirs.attempts).toBe(mine.attempts + 1);
      expect(await mayStillSend(db(), mine)).toBe(false);
      expect(await mayStillSend(db(), theirs)).toBe(true);
    });
  });

  describe('the figures while mails are on their way (a cancel or a pause right after the claim)', () => {
    it('after a cancel: the claimed mails are on their way, not "not sent", and sent once the mail server took them', async () => {
      await seedSubscribers(db(), 9);
      const id = await startTestCampaign(db());
      const onTheWire = await claim(4);
      expect(await cancelCampaign(db(), id)).toMatchObject({ code: 'done' });
      expect(await campaignFigures(db(), id)).toMatchObject({ queued: 9, sent: 0, onItsWay: 4, cancelled: 5, pending: 0 });
      await markDeliveriesSent(db(), onTheWire, new Date());
      expect(await campaignFigures(db(), id)).toMatchObject({ queued: 9, sent: 4, onItsWay: 0, cancelled: 5 });
    });

    it('after a pause: the claimed mails are on their way, the others left; one given back is left again', async () => {
      await seedSubscribers(db(), 10);
      const id = await startTestCampaign(db());
      const claimed = await claim(4);
      await pauseCampaign(db(), id);
      expect(await campaignFigures(db(), id)).toMatchObject({ queued: 10, sent: 0, onItsWay: 4, pending: 6 });
      await markDeliveriesSent(db(), claimed.slice(0, 3), new Date());
      await releaseDeliveryClaims(db(), claimed.slice(3));
      expect(await campaignFigures(db(), id)).toMatchObject({ queued: 10, sent: 3, onItsWay: 0, pending: 7 });
    });

    it('after an unsubscribe: a mail on the wire is on its way, then sent (it did go out); not one on the wire is not sent: unsubscribed', async () => {
      await seedSubscribers(db(), 2);
      const id = await startTestCampaign(db());
      const onTheWire = (await claim(1))[0]!;
      const wireReader = Number(/reader(\d+)@/.exec(onTheWire.subscription.email)![1]);
      await unsubscribeReader(wireReader);
      await unsubscribeReader(3 - wireReader);
      expect(await campaignFigures(db(), id)).toMatchObject({ queued: 2, onItsWay: 1, withdrawn: 1, pending: 0 });
      await markDeliveriesSent(db(), [onTheWire], new Date());
      expect(await campaignFigures(db(), id)).toMatchObject({ queued: 2, sent: 1, onItsWay: 0, withdrawn: 1 });
    });
  });
});
