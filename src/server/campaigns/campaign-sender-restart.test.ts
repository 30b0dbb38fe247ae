import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedSubscribers, startTestCampaign, waitUntil } from '#tests/setup/campaigns.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { useTestSmtp } from '#tests/setup/smtp.ts';
import { startTcpProxy, type TcpProxy } from '#tests/setup/tcp-proxy.ts';
import { openDatabase } from '../db/client.ts';
import { campaignDeliveries, newsletterSubscriptions } from '../db/schema.ts';
import { smtpSender } from '../mail/transport.ts';
import { holdWorkerPresence } from '../mail/worker-presence.ts';
import { cancelCampaign } from './campaign-lifecycle.ts';
import { startCampaignSender } from './campaign-sender.ts';
import { findCampaign } from './campaigns.repo.ts';

// Decision 0041: PostgreSQL restarted (every connection cut, new ones refused for a while) under two instances' senders.
const postgres = TEST_ENGINES.find((engine) => engine.name === 'postgres');
const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SUBSCRIBERS = 80;
const CONCURRENCY = 4;

describe.skipIf(!postgres)('a PostgreSQL restart during a send by two instances (decision 0041)', () => {
  const db = useTestDatabase(postgres!, { beforeAll, afterAll, beforeEach });
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });
  const cleanups: (() => Promise<unknown>)[] = [];
  const pools: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
    // Pools last, after the proxy has cut their connections. A pool that does not end here has lost a connection (decision 0057).
    while (pools.length > 0) await pools.pop()!();
  }, 30_000);

  /** Two instances behind a proxy that restarts the database for them, each with its presence, pool and senders, on the default lease. */
  async function twoInstancesBehindProxy(): Promise<TcpProxy> {
    const target = new URL(db().url!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const url = new URL(db().url!);
    url.host = `127.0.0.1:${proxy.port}`;
    for (let instance = 0; instance < 2; instance++) {
      const handle = await openDatabase({ url: url.href, poolSize: 10 });
      pools.push(() => handle.close());
      const presence = await holdWorkerPresence(handle, logger);
      cleanups.push(() => presence.stop());
      const sender = startCampaignSender({
        db: handle.db,
        send: smtpSender(smtp().url, { concurrency: CONCURRENCY }),
        logger,
        concurrency: CONCURRENCY,
        pollIntervalMs: 200,
        advanceEveryMs: 500,
        claimer: presence.key,
      });
      cleanups.push(() => sender.stop({ graceMs: 3000 }));
    }
    return proxy;
  }

  /** Cuts every connection while mails are on the wire, so that their marks meet the restart, and brings the database back. */
  async function restartMidSend(proxy: TcpProxy): Promise<number> {
    await waitUntil(() => smtp().received.length >= 12, 15_000, 'the send to be under way');
    await proxy.down();
    await sleep(1500);
    await proxy.up();
    return Date.now();
  }

  const statusesOf = async (addresses: string[]) =>
    db()
      .db.select({ email: newsletterSubscriptions.email, status: campaignDeliveries.status })
      .from(campaignDeliveries)
      .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, campaignDeliveries.subscriptionId))
      .where(inArray(newsletterSubscriptions.email, addresses));

  it('costs at most what was on the wire and is resumed within a minute', async () => {
    await seedSubscribers(db().db, SUBSCRIBERS);
    const id = await startTestCampaign(db().db);
    smtp().answerDataAfter(150);
    const proxy = await twoInstancesBehindProxy();
    const back = await restartMidSend(proxy);
    await waitUntil(async () => (await findCampaign(db().db, id))?.status === 'sent', 60_000, 'the campaign to be sent within a minute');
    expect(Date.now() - back).toBeLessThan(60_000);
    const recipients = smtp().received.map((mail) => mail.to[0]!);
    expect(new Set(recipients).size).toBe(SUBSCRIBERS);
    // Sent twice at most: what the two instances had on the wire as the connections were cut.
    expect(recipients.length - SUBSCRIBERS).toBeLessThanOrEqual(2 * CONCURRENCY);
    const rows = await db().db.select().from(campaignDeliveries).where(eq(campaignDeliveries.campaignId, id));
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
  }, 90_000);

  it('a mail that went out is never recorded as cancelled, even when the campaign is cancelled while its mark waits', async () => {
    await seedSubscribers(db().db, SUBSCRIBERS);
    const id = await startTestCampaign(db().db);
    smtp().answerDataAfter(150);
    const proxy = await twoInstancesBehindProxy();
    await restartMidSend(proxy);
    expect((await cancelCampaign(db().db, id)).code).toBe('done');
    // The marks that met the restart are written once the senders reach the database again.
    await sleep(5000);
    const delivered = [...new Set(smtp().received.map((mail) => mail.to[0]!))];
    const statuses = await statusesOf(delivered);
    expect(statuses.filter((row) => row.status !== 'sent')).toEqual([]);
    expect(statuses).toHaveLength(delivered.length);
  }, 90_000);

  it('a mail refused for now while the database is away is tried again once it is back, not after its lease', async () => {
    await seedSubscribers(db().db, 3);
    const id = await startTestCampaign(db().db);
    const target = new URL(db().url!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const url = new URL(db().url!);
    url.host = `127.0.0.1:${proxy.port}`;
    const handle = await openDatabase({ url: url.href, poolSize: 4 });
    pools.push(() => handle.close());
    const presence = await holdWorkerPresence(handle, logger);
    cleanups.push(() => presence.stop());
    const smtpSend = smtpSender(smtp().url);
    let first = true;
    // The mail server refuses the first mail for now (451) just as the database restarts: its retry cannot be written.
    smtp().refuseNext(451);
    const sender = startCampaignSender({
      db: handle.db,
      send: async (mail) => {
        if (first) {
          first = false;
          await proxy.down();
          setTimeout(() => void proxy.up(), 1000);
        }
        return smtpSend(mail);
      },
      logger,
      concurrency: 1,
      pollIntervalMs: 200,
      advanceEveryMs: 500,
      claimer: presence.key,
    });
    cleanups.push(() => sender.stop({ graceMs: 3000 }));
    // The lease is 680 s: a claim kept by a sender that forgot it would hold the campaign that long.
    await waitUntil(
      async () => (await findCampaign(db().db, id))?.status === 'sent',
      20_000,
      'the campaign to be sent once the database is back',
    );
    expect(new Set(smtp().received.map((mail) => mail.to[0]!)).size).toBe(3);
  }, 60_000);
});
