import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryCounts, seedSubscribers, startTestCampaign, waitUntil } from '#tests/setup/campaigns.ts';
import { useCampaignSenders } from '#tests/setup/campaign-senders.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { freePort } from '#tests/setup/server.ts';
import { startTestSmtp, useTestSmtp } from '#tests/setup/smtp.ts';
import { isEngineFault } from '../db/availability.ts';
import { campaignDeliveries } from '../db/schema.ts';
import { smtpSender } from '../mail/transport.ts';
import type { CampaignSenderOptions } from './campaign-sender.ts';
import { findCampaign } from './campaigns.repo.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const HALF_HOUR = 30 * 60_000;

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: { level: number; msg: string; event?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe.each(TEST_ENGINES)('campaign sending under faults on $name (decision 0041)', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });
  // Registered after the clean-ups' hook, so that the senders stop first.
  const startWith = useCampaignSenders({ db, smtp }, { afterEach }, { concurrency: 2 });
  const start = (options: Partial<CampaignSenderOptions> & Pick<CampaignSenderOptions, 'logger'>) => startWith(options);
  const status = async (id: string) => (await findCampaign(db().db, id))?.status;

  it('a sent mail whose mark the disk refuses stops every sender until the mark is written, and the failure is reported', async () => {
    // The disk fills once it is switched on: every write of a "sent" mark fails as a full disk fails it.
    await db().db.execute(sql`create table if not exists disk_full (is_full boolean not null)`);
    await db().db.execute(sql`delete from disk_full`);
    await db().db.execute(sql`insert into disk_full values (false)`);
    await db().db.execute(
      sql.raw(`create or replace function refuse_when_full() returns trigger language plpgsql as $$
        begin
          if new.status = 'sent' and (select is_full from disk_full) then
            raise exception 'could not extend file "base/5/16384": No space left on device' using errcode = '53100';
          end if;
          return new;
        end $$`),
    );
    await db().db.execute(sql`drop trigger if exists refuse_when_full on newsletter_deliveries`);
    await db().db.execute(
      sql`create trigger refuse_when_full before update on newsletter_deliveries for each row execute function refuse_when_full()`,
    );
    cleanups.push(() => db().db.execute(sql`drop trigger if exists refuse_when_full on newsletter_deliveries`));

    await seedSubscribers(db().db, 40);
    const id = await startTestCampaign(db().db);
    smtp().answerDataAfter(20);
    const reported: unknown[] = [];
    start({ logger: pino({ level: 'silent' }), onDatabaseError: (error) => reported.push(error) });
    await waitUntil(() => smtp().received.length >= 5, 10_000, 'the first mails');
    await db().db.execute(sql`update disk_full set is_full = true`);
    await waitUntil(() => reported.length > 0, 5000, 'the failed mark to be reported');
    expect(reported.some((error) => isEngineFault(error))).toBe(true);
    const atFault = smtp().received.length;
    await sleep(1500);
    // At most the mails that were on the wire when the disk filled went out after it; then nothing.
    expect(smtp().received.length - atFault).toBeLessThanOrEqual(2);
    const [{ marked } = { marked: 0 }] = await db()
      .db.select({ marked: sql<number>`count(*)`.mapWith(Number) })
      .from(campaignDeliveries)
      .where(eq(campaignDeliveries.status, 'sent'));
    expect(smtp().received.length - marked).toBeLessThanOrEqual(2);

    // Space again: the marks are written, and the send goes on to its end, each subscriber once.
    await db().db.execute(sql`update disk_full set is_full = false`);
    await waitUntil(async () => (await status(id)) === 'sent', 20_000, 'the campaign to be sent');
    expect(await deliveryCounts(db().db, id)).toEqual({ sent: 40 });
    expect(new Set(smtp().received.map((mail) => mail.to[0])).size).toBe(40);
    expect(smtp().received).toHaveLength(40);
  }, 40_000);

  it('a clock set back half an hour does not hold mails queued before it', async () => {
    await seedSubscribers(db().db, 10);
    const id = await startTestCampaign(db().db);
    start({ logger: pino({ level: 'silent' }), now: () => new Date(Date.now() - HALF_HOUR) });
    await waitUntil(async () => (await status(id)) === 'sent', 5000, 'the campaign to be sent');
    expect(smtp().received).toHaveLength(10);
  }, 20_000);

  it('a clock set back half an hour does not hold a retry, which still waits its backoff on a steady clock', async () => {
    await seedSubscribers(db().db, 1);
    const id = await startTestCampaign(db().db);
    smtp().refuseNext(451);
    const steady = start({ logger: pino({ level: 'silent' }), retryBaseMs: 60_000 });
    await waitUntil(
      async () => (await db().db.select().from(campaignDeliveries))[0]?.lastError !== null,
      5000,
      'the refusal to be recorded',
    );
    await sleep(500);
    expect(smtp().received).toHaveLength(0);
    await steady.stop();
    start({ logger: pino({ level: 'silent' }), retryBaseMs: 60_000, now: () => new Date(Date.now() - HALF_HOUR) });
    await waitUntil(async () => (await status(id)) === 'sent', 5000, 'the retried mail to be sent');
    expect(smtp().received).toHaveLength(1);
  }, 20_000);

  it('a clock set back half an hour holds the per-minute cap no longer than a minute, and the wait is logged once', async () => {
    await seedSubscribers(db().db, 20);
    const id = await startTestCampaign(db().db);
    const rateCap = { perMinute: 10, perHour: 0 };
    const { logger, lines } = capturedLogger();
    const before = start({ logger, rateCap });
    await waitUntil(() => smtp().received.length >= 10, 5000, 'the first ten mails');
    await sleep(500);
    expect(smtp().received).toHaveLength(10);
    const waits = lines.filter((line) => line.event === 'campaign_waiting_for_rate_cap');
    expect(waits).toHaveLength(1);
    await before.stop();

    // The first ten claims now stand half an hour ahead of the clock: they no longer fill its minute.
    start({ logger: pino({ level: 'silent' }), rateCap, now: () => new Date(Date.now() - HALF_HOUR) });
    await waitUntil(async () => (await status(id)) === 'sent', 5000, 'the other ten mails');
    expect(new Set(smtp().received.map((mail) => mail.to[0])).size).toBe(20);
  }, 20_000);

  it('while the mail server refuses connections: one warning per back-off step, no retry used up, and all delivered once it is back', async () => {
    await seedSubscribers(db().db, 20);
    const id = await startTestCampaign(db().db);
    const port = await freePort();
    const { logger, lines } = capturedLogger();
    start({
      logger,
      concurrency: 4,
      send: smtpSender(`smtp://127.0.0.1:${port}`, { concurrency: 4 }),
      relayBackoffBaseMs: 100,
      relayBackoffMaxMs: 800,
    });
    await sleep(3000);
    const warnings = lines.filter((line) => line.level >= 40);
    // Pauses of 100, 200, 400, 800, 800 … ms: about six steps in three seconds, whatever the number of mails.
    expect(warnings.length).toBeGreaterThanOrEqual(3);
    expect(warnings.length).toBeLessThanOrEqual(8);
    expect(warnings.every((line) => line.event === 'campaign_relay_unreachable')).toBe(true);
    const rows = await db().db.select().from(campaignDeliveries);
    expect(rows.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true);

    const relay = await startTestSmtp(port);
    cleanups.push(() => relay.close());
    await waitUntil(async () => (await status(id)) === 'sent', 10_000, 'the campaign to be sent once the mail server is back');
    expect(relay.received).toHaveLength(20);
    expect(new Set(relay.received.map((mail) => mail.to[0])).size).toBe(20);
    expect(await deliveryCounts(db().db, id)).toEqual({ sent: 20 });
  }, 30_000);
});
