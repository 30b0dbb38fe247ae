import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryCounts, seedSubscribers, startTestCampaign, waitUntil } from '#tests/setup/campaigns.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { numberedMail } from '#tests/setup/outgoing-mail.ts';
import { useTestSmtp } from '#tests/setup/smtp.ts';
import { enqueueMail } from '../mail/outbox.repo.ts';
import { smtpSender } from '../mail/transport.ts';
import { startMailWorker, type MailWorker } from '../mail/worker.ts';
import { holdWorkerPresence, type WorkerPresence } from '../mail/worker-presence.ts';
import { startCampaignSender, type CampaignSenderOptions } from './campaign-sender.ts';
import { claimDueDeliveries } from './deliveries.repo.ts';

const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_ENGINES)('campaign sender limits on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });
  const running: { stop: (options?: { graceMs?: number }) => Promise<void> }[] = [];
  const presences: WorkerPresence[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((worker) => worker.stop({ graceMs: 3000 })));
    await Promise.all(presences.splice(0).map((presence) => presence.stop()));
  });

  /** A sender as another instance would run it: its own presence key, its own connections. */
  const startInstance = async (options: Partial<CampaignSenderOptions> = {}) => {
    const presence = await holdWorkerPresence(db(), logger);
    presences.push(presence);
    const sender = startCampaignSender({
      db: db().db,
      send: smtpSender(smtp().url),
      logger,
      pollIntervalMs: 50,
      advanceEveryMs: 100,
      claimer: presence.key,
      ...options,
    });
    running.push(sender);
  };

  it('holds the rate cap per minute across two instances, and lets more go once the minute has passed', async () => {
    await seedSubscribers(db().db, 30);
    const id = await startTestCampaign(db().db);
    const rateCap = { perMinute: 10, perHour: 0 };
    await startInstance({ rateCap });
    await startInstance({ rateCap });
    await waitUntil(() => smtp().received.length >= 10, 10_000, 'the first ten mails');
    await sleep(1000);
    expect(smtp().received).toHaveLength(10);
    expect(await deliveryCounts(db().db, id)).toEqual({ sent: 10, pending: 20 });

    // An instance whose clock is a minute on: the first ten claims have left its window.
    await startInstance({ rateCap, now: () => new Date(Date.now() + 61_000) });
    await waitUntil(() => smtp().received.length >= 20, 10_000, 'ten more mails');
    await sleep(1000);
    expect(smtp().received).toHaveLength(20);
    expect(new Set(smtp().received.map((mail) => mail.to[0])).size).toBe(20);
  }, 60_000);

  it('claims made at the same moment by eight instances take no more than the cap together', async () => {
    await seedSubscribers(db().db, 60);
    await startTestCampaign(db().db);
    const now = new Date();
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        claimDueDeliveries(db().db, {
          now,
          leaseUntil: new Date(now.getTime() + 60_000),
          claimer: index + 1,
          limit: 4,
          cap: { perMinute: 10, perHour: 0 },
        }),
      ),
    );
    const claimed = claims.flatMap((claim) => claim.deliveries.map((delivery) => delivery.id));
    expect(claimed).toHaveLength(10);
    expect(new Set(claimed).size).toBe(10);
  });

  it('holds the rate cap per hour', async () => {
    await seedSubscribers(db().db, 20);
    const id = await startTestCampaign(db().db);
    await startInstance({ rateCap: { perMinute: 0, perHour: 7 } });
    await startInstance({ rateCap: { perMinute: 0, perHour: 7 } });
    await waitUntil(() => smtp().received.length >= 7, 10_000, 'seven mails');
    await sleep(1000);
    expect(await deliveryCounts(db().db, id)).toEqual({ sent: 7, pending: 13 });
  }, 30_000);

  it('delivers a transactional mail promptly while 5,000 campaign mails are pending', async () => {
    await seedSubscribers(db().db, 5000);
    const id = await startTestCampaign(db().db);
    // Each campaign mail takes the mail server a while, as a big list does.
    smtp().answerDataAfter(20);
    await startInstance({ concurrency: 4 });
    const worker: MailWorker = startMailWorker({ db: db().db, send: smtpSender(smtp().url), logger, pollIntervalMs: 50 });
    running.push(worker);
    await waitUntil(() => smtp().received.length >= 20, 10_000, 'the campaign to be under way');

    await enqueueMail(db().db, numberedMail('operator@example.ch', 1));
    const queued = Date.now();
    await waitUntil(() => smtp().received.some((mail) => mail.to[0] === 'operator@example.ch'), 5000, 'the transactional mail');
    expect(Date.now() - queued).toBeLessThan(1500);
    expect((await deliveryCounts(db().db, id)).pending).toBeGreaterThan(4000);
  }, 60_000);
});
