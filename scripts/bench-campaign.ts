import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCampaign, sendCampaignNow } from '../src/server/campaigns/campaign-lifecycle.ts';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { campaignDraftSchema } from '../src/lib/campaigns.ts';
import { seedSubscribers } from '../tests/setup/campaigns.ts';
import { postgresEngine, type TestDatabase } from '../tests/setup/database.ts';
import { startBuiltServer, type RunningServer } from '../tests/setup/server.ts';
import { startTestSmtp, type TestSmtp } from '../tests/setup/smtp.ts';
import { MAIL_DEFAULTS } from '../src/server/config/delivery-settings.ts';

/**
 * `npm run bench -- --campaign` (after `npm run build`): a newsletter campaign to BENCH_CAMPAIGN_SUBSCRIBERS
 * (100,000) confirmed subscribers in both languages (issue 30). Queues it (timed), starts the built server with
 * its default mail settings delivering into an in-process SMTP server, times the send rate, kills the server
 * with SIGKILL halfway and starts it again on the same database: every subscriber must get the mail, at most
 * MAIL_CONCURRENCY twice. The embedded database by default; BENCH_CAMPAIGN_ENGINE=postgres uses a database of
 * its own on BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
const SUBSCRIBERS = Number(process.env.BENCH_CAMPAIGN_SUBSCRIBERS ?? 100_000);
const TARGET = { queuedSeconds: 30, perSecond: 200, duplicates: MAIL_DEFAULTS.concurrency };
/** The server is killed once this share of the mails went out. */
const KILL_AT = 0.5;
const WAIT_LIMIT_MS = 15 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + WAIT_LIMIT_MS;
  while (!check()) {
    if (Date.now() > until) throw new Error(`gave up waiting for ${what}`);
    await sleep(50);
  }
}

const uniqueRecipients = (smtp: TestSmtp) => new Set(smtp.received.map((mail) => mail.to[0])).size;

/** A database seeded with the subscribers and the campaign queued; closed again on the embedded engine, whose one process is the server. */
async function prepare(
  engine: 'pglite' | 'postgres',
): Promise<{ env: Record<string, string>; queuedSeconds: number; done: () => Promise<void> }> {
  let handle: DatabaseHandle;
  let env: Record<string, string>;
  let postgres: TestDatabase | undefined;
  let dataDir: string | undefined;
  if (engine === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('BENCH_CAMPAIGN_ENGINE=postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    postgres = await postgresEngine(url).create();
    handle = postgres;
    env = { DATABASE_URL: postgres.url! };
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-campaign-'));
    handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await migrateDatabase(handle);
    env = { DATA_DIR: dataDir };
  }
  await seedSubscribers(handle.db, SUBSCRIBERS);
  const draft = campaignDraftSchema.parse({
    subjectDe: 'Neuigkeiten im Herbst',
    bodyDe: '# Herbst\n\nHallo **zusammen**, hier ist [unsere Seite](https://example.ch/).\n\n- eins\n- zwei',
    subjectEn: 'News this autumn',
    bodyEn: '# Autumn\n\nHello **everyone**, here is [our site](https://example.ch/).\n\n- one\n- two',
    audience: 'both',
  });
  const id = await createCampaign(handle.db, draft, null);
  const started = performance.now();
  const sent = await sendCampaignNow(handle.db, id);
  const queuedSeconds = (performance.now() - started) / 1000;
  if (sent.code !== 'done' || sent.queued !== SUBSCRIBERS) throw new Error(`queued ${sent.queued ?? 0} of ${SUBSCRIBERS}`);
  if (engine === 'pglite') await handle.close();
  return {
    env,
    queuedSeconds,
    done: async () => {
      await postgres?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function benchCampaign(): Promise<boolean> {
  const engine = process.env.BENCH_CAMPAIGN_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  const { env, queuedSeconds, done } = await prepare(engine);
  const smtp = await startTestSmtp();
  const servers: RunningServer[] = [];
  try {
    const start = async () => {
      const server = await startBuiltServer({ ...env, SMTP_URL: smtp.url, LOG_LEVEL: 'error' });
      servers.push(server);
      return server;
    };
    const first = await start();
    await waitFor(() => smtp.received.length > 0, 'the first mail');
    const rateFrom = { at: performance.now(), count: smtp.received.length };
    await waitFor(() => smtp.received.length >= SUBSCRIBERS * KILL_AT, 'half the mails');
    const rateTo = { at: performance.now(), count: smtp.received.length };
    first.signal('SIGKILL');
    await first.exited;
    const atKill = smtp.received.length;

    const restarted = performance.now();
    await start();
    await waitFor(() => uniqueRecipients(smtp) >= SUBSCRIBERS, 'every subscriber');
    const afterRestartSeconds = (performance.now() - restarted) / 1000;
    // Anything still on its way (a mail sent twice) arrives now or never.
    await sleep(3000);

    const perSecond = (rateTo.count - rateFrom.count) / ((rateTo.at - rateFrom.at) / 1000);
    const unique = uniqueRecipients(smtp);
    const duplicates = smtp.received.length - unique;
    console.log(
      `Campaign (${engine}, ${SUBSCRIBERS} subscribers): queued in ${queuedSeconds.toFixed(1)} s (target ≤ ${TARGET.queuedSeconds}); ` +
        `sent ${perSecond.toFixed(0)} mails/s (target ≥ ${TARGET.perSecond}); killed with SIGKILL after ${atKill}, ` +
        `the rest sent in ${afterRestartSeconds.toFixed(1)} s after the restart; received ${smtp.received.length}, ` +
        `lost ${SUBSCRIBERS - unique}, duplicates ${duplicates} (target ≤ ${TARGET.duplicates})`,
    );
    return (
      queuedSeconds <= TARGET.queuedSeconds && perSecond >= TARGET.perSecond && unique === SUBSCRIBERS && duplicates <= TARGET.duplicates
    );
  } finally {
    for (const server of servers) await server.stop().catch(() => undefined);
    await smtp.close();
    await done();
  }
}
