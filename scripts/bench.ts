import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { contactMessages } from '../src/server/db/schema.ts';
import { submitContact } from '../src/server/contact/contact.service.ts';
import { startBuiltServer } from '../tests/setup/server.ts';
import { benchAssistant } from './bench-assistant.ts';
import { benchBooking } from './bench-booking.ts';
import { benchEvents } from './bench-events.ts';
import { benchCampaign } from './bench-campaign.ts';
import { benchConsole } from './bench-console.ts';
import { benchLinks } from './bench-links.ts';
import { benchMailDrain, type MailDrain } from './bench-mail.ts';
import { benchServing } from './bench-serving.ts';
import { benchStatistics } from './bench-statistics.ts';

/**
 * `npm run bench` (after `npm run build`): loads the built server on the embedded database over
 * loopback, bounded in time: serving pages and /api/tiers beside nginx on the same build (decision 0018,
 * scripts/bench-serving.ts), then the API's write rate against the engine's own commit rate. Then the
 * outbox worker drains BENCH_MAILS pending mails into an in-process SMTP server. The assistant answers a
 * steady stream of questions (scripts/bench-assistant.ts). `npm run bench -- --mail` runs only the mail part
 * (no build needed), `-- --serving` only the serving part, `-- --assistant` only the assistant, `-- --console` only the operator console at scale (scripts/bench-console.ts), `-- --campaign` only a newsletter campaign's sending (scripts/bench-campaign.ts), `-- --links` only the newsletter mails' links at 100,000 subscribers (scripts/bench-links.ts), `-- --statistics` only the Statistics page under forged traffic (scripts/bench-statistics.ts), `-- --booking` only the booking page, its race for slots and its slots' computing (scripts/bench-booking.ts), `-- --events` only an event's race for seats, its waiting list and its page (scripts/bench-events.ts). Exits 1
 * when a target is missed.
 */
const MAILS = Number(process.env.BENCH_MAILS ?? 10_000);
/** The worker's targets: at least 50 mails/s, and 10,000 pending drained in at most 4 minutes. */
const MAIL_TARGET = { perSecond: 50, secondsPer10k: 240 };

function reportMailDrain(drain: MailDrain): boolean {
  const per10k = (10_000 / drain.perSecond).toFixed(0);
  console.log(
    `Outbox drain: ${drain.mails} mails in ${drain.seconds.toFixed(1)} s = ${drain.perSecond.toFixed(0)} mails/s (10,000 in ~${per10k} s); ` +
      `received ${drain.received}, duplicates ${drain.duplicates} (targets ≥ ${MAIL_TARGET.perSecond}/s, ≤ ${MAIL_TARGET.secondsPer10k} s per 10,000, none twice)`,
  );
  return (
    drain.received === drain.mails &&
    drain.duplicates === 0 &&
    drain.perSecond >= MAIL_TARGET.perSecond &&
    10_000 / drain.perSecond <= MAIL_TARGET.secondsPer10k
  );
}

if (process.argv.includes('--console')) process.exit((await benchConsole()) ? 0 : 1);
if (process.argv.includes('--campaign')) process.exit((await benchCampaign()) ? 0 : 1);
if (process.argv.includes('--links')) process.exit((await benchLinks()) ? 0 : 1);
if (process.argv.includes('--statistics')) process.exit((await benchStatistics()) ? 0 : 1);
if (process.argv.includes('--booking')) process.exit((await benchBooking()) ? 0 : 1);
if (process.argv.includes('--events')) process.exit((await benchEvents()) ? 0 : 1);
if (process.argv.includes('--mail')) process.exit(reportMailDrain(await benchMailDrain(MAILS)) ? 0 : 1);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WRITE_REQUESTS = Number(process.env.BENCH_WRITES ?? 2000);
// Every accepted submission is answered no sooner than FORM_ANSWER_FLOOR_MS, so the writes run with
// enough connections that the floor's wait, not the server's work, would be what the write rate measures otherwise.
const WRITE_CONNECTIONS = Math.max(CONNECTIONS, 100);
const contact = { name: 'Bench Mark', email: 'bench@example.ch', message: 'Eine Nachricht für den Lasttest.', lang: 'de' };

const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
const server = await startBuiltServer({
  DATA_DIR: dataDir,
  ENABLE_TEST_HOOKS: 'false',
  LOG_LEVEL: 'error',
  RATE_LIMIT_CONTACT: '100000000/60',
  RATE_LIMIT_CHAT: '100000000/60',
  MAIL_POLL_INTERVAL_MS: '1000',
});

const run = (title: string, path: string, options: Partial<autocannon.Options> = {}) =>
  autocannon({ url: `${server.origin}${path}`, connections: CONNECTIONS, duration: SECONDS, title, ...options });

if (process.argv.includes('--assistant')) {
  const ok = await benchAssistant(server.origin).finally(() => server.stop());
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

/**
 * Serving is measured on two servers of their own, set up alike but for visitor statistics, for the cost of
 * counting (decision 0036): the one above keeps the other parts' settings (mail polled every second, no rate limits).
 */
const servingCountedAndNot = async () => {
  const [counted, uncounted] = await Promise.all(
    (['on', 'off'] as const).map((ANALYTICS) => startBuiltServer({ ENABLE_TEST_HOOKS: 'false', LOG_LEVEL: 'error', ANALYTICS })),
  );
  try {
    return await benchServing(counted!, path.resolve('dist'), uncounted!);
  } finally {
    await Promise.all([counted!.stop(), uncounted!.stop()]);
  }
};

if (process.argv.includes('--serving')) {
  const ok = await servingCountedAndNot().finally(() => server.stop());
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

type Row = { case: string; 'req/s': number; 'p50 ms': number; 'p99 ms': number; errors: number; '2xx': number };
const row = (title: string, result: autocannon.Result): Row => ({
  case: title,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  '2xx': result['2xx'],
});

const rows: Row[] = [];
let apiWritesPerSecond: number;
let servingOk: boolean;
let assistantOk: boolean;
try {
  servingOk = await servingCountedAndNot();
  assistantOk = await benchAssistant(server.origin);
  // A fixed number of writes (every answer counted), capped in time by the per-request timeout.
  const writes = await run('contact', '/api/contact', {
    amount: WRITE_REQUESTS,
    connections: WRITE_CONNECTIONS,
    timeout: 30,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contact),
  });
  rows.push(row('POST /api/contact', writes));
  apiWritesPerSecond = writes['2xx'] / (writes.duration || SECONDS);
} finally {
  await server.stop();
}

// The rows the API stored, counted on the server's own database after it stopped.
const served = await openDatabase({ dataDir: path.join(dataDir, 'db') });
const stored = (await served.db.select({ value: count() }).from(contactMessages))[0]?.value ?? 0;
await served.close();

// The engine's own rate for the same write (message plus outbox mail in one transaction), in-process.
const engineDir = mkdtempSync(path.join(tmpdir(), 'site-bench-engine-'));
const engine = await openDatabase({ dataDir: engineDir });
await migrateDatabase(engine);
const deadline = Date.now() + SECONDS * 1000;
let commits = 0;
while (Date.now() < deadline) {
  await submitContact(engine.db, { ...contact, company: undefined }, { language: 'de', sourcePage: '/contact', clientHash: 'bench' });
  commits += 1;
}
await engine.close();
rmSync(engineDir, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });

const engineRate = commits / SECONDS;
console.table(rows);
const contactRow = rows.find((entry) => entry.case.startsWith('POST'))!;
console.log(
  `Stored contact rows: ${stored}; 2xx answers: ${contactRow['2xx']} → ${stored === contactRow['2xx'] ? 'equal, nothing lost' : 'MISMATCH'}`,
);
console.log(
  `Engine commit rate (same transaction, in-process): ${engineRate.toFixed(0)}/s; API write rate: ${apiWritesPerSecond.toFixed(0)}/s; ratio ${(apiWritesPerSecond / engineRate).toFixed(2)} (target ≥ 0.50)`,
);
const mailOk = reportMailDrain(await benchMailDrain(MAILS));
const failed =
  !servingOk ||
  !assistantOk ||
  stored !== contactRow['2xx'] ||
  rows.some((entry) => entry.errors > 0) ||
  apiWritesPerSecond / engineRate < 0.5 ||
  !mailOk;
process.exit(failed ? 1 : 0);
