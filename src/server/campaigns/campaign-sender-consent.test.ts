import { and, eq, gt, isNotNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryCounts, seedSubscribers, startTestCampaign, waitUntil } from '#tests/setup/campaigns.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { useTestSmtp } from '#tests/setup/smtp.ts';
import { campaignDeliveries } from '../db/schema.ts';
import { smtpSender } from '../mail/transport.ts';
import { unsubscribeByTokenHash } from '../newsletter/newsletter.repo.ts';
import { startCampaignSender, type CampaignSender } from './campaign-sender.ts';
import { findCampaign } from './campaigns.repo.ts';

const logger = pino({ level: 'silent' });

// Decision 0038: a mail claimed before an unsubscribe but not yet handed to the mail server does not go.
describe.each(TEST_ENGINES)('the campaign sender’s check before each mail, on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const db = () => database().db;
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });
  let sender: CampaignSender | undefined;
  afterEach(async () => {
    smtp().releaseStalled();
    await sender?.stop({ graceMs: 3000 });
  });

  it('sends no mail that waited in the sender’s stock while its subscriber unsubscribed; the mails on the wire go', async () => {
    await seedSubscribers(db(), 4);
    const id = await startTestCampaign(db());
    // Two senders: one is held on the wire; the other sends a mail, then claims two, sends one and keeps one in stock.
    smtp().stallNextData(1);
    smtp().answerDataAfter(1500);
    const concurrency = 2;
    sender = startCampaignSender({
      db: db(),
      send: smtpSender(smtp().url, { concurrency }),
      logger,
      concurrency,
      pollIntervalMs: 50,
      advanceEveryMs: 100,
    });
    const heldNow = () =>
      db()
        .select({ id: campaignDeliveries.id })
        .from(campaignDeliveries)
        .where(
          and(
            eq(campaignDeliveries.status, 'pending'),
            isNotNull(campaignDeliveries.lockedUntil),
            gt(campaignDeliveries.lockedUntil, new Date()),
          ),
        );
    await waitUntil(async () => smtp().accepted.length === 3 && (await heldNow()).length === 3, 10_000, 'a mail in the stock');

    const onTheWire = new Set(smtp().accepted.map((recipient) => recipient.to));
    const waiting = [1, 2, 3, 4].filter((n) => !onTheWire.has(`reader${n}@example.ch`));
    expect(waiting).toHaveLength(1);
    for (const n of waiting) expect(await unsubscribeByTokenHash(db(), `token${n}example.ch`, new Date())).toBe(true);
    const unsubscribedAt = Date.now();
    smtp().releaseStalled();
    await waitUntil(async () => (await findCampaign(db(), id))?.status === 'sent', 15_000, 'the campaign to be sent');

    const mailedAfter = smtp().accepted.filter((recipient) => waiting.some((n) => recipient.to === `reader${n}@example.ch`));
    expect(mailedAfter.filter((recipient) => recipient.at >= unsubscribedAt)).toEqual([]);
    expect(mailedAfter).toEqual([]);
    expect(smtp().received).toHaveLength(3);
    expect(await deliveryCounts(db(), id)).toEqual({ sent: 3, withdrawn: 1 });
  }, 30_000);
});
