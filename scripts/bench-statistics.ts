import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { zurichClock } from '../src/lib/zurich-time.ts';
import { AnalyticsCounter } from '../src/server/analytics/counter.ts';
import { pageViewOf } from '../src/server/analytics/page-view.ts';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { analyticsFolds, analyticsVisits } from '../src/server/db/schema.ts';
import { postgresEngine } from '../tests/setup/database.ts';
import { operatorSessionCookie } from '../tests/setup/operator.ts';
import { startBuiltServer, type RunningServer } from '../tests/setup/server.ts';
import { percentile } from './bench-engine.ts';

/**
 * `npm run bench -- --statistics` (after `npm run build`): the Statistics page after 180 days of a site under
 * forged traffic (decision 0047). One day is counted through the real counter: BENCH_FORGED requests (100,000)
 * of one client with a new user agent and new `utm_*` values each, beside BENCH_VISITORS people (2,000) from
 * their own networks reading three pages each; its rows are then copied to the 179 days before (the page
 * compares 90 days with the 90 before). The built server on each engine answers the page for 90 days, narrowed
 * by a referrer, and with one table at length, as p95 of BENCH_STATISTICS_REQUESTS. Target: p95 ≤ 200 ms on both.
 */
const FORGED = Number(process.env.BENCH_FORGED ?? 100_000);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 2000);
const REQUESTS = Number(process.env.BENCH_STATISTICS_REQUESTS ?? 20);
const DAYS = 180;
const TARGET_MS = 200;
/** As the server flushes every 5 s: a batch is what a busy five seconds brings. */
const BATCH = 5000;
const OPERATOR = 'bench-statistics@example.ch';
const OWN_HOSTS = new Set(['localhost']);
const SECTIONS = ['', '/services', '/about', '/faq', '/contact', '/blog', '/workshops', '/process', '/references', '/tools'];
/** Some 60 pages in two languages, as a site with a blog has. */
const PAGES = ['de', 'en'].flatMap((lang) =>
  [...SECTIONS, ...Array.from({ length: 20 }, (_, n) => `/blog/post-${n}`)].map((page) => (lang === 'en' ? `/en${page}` : page || '/')),
);
const REFERRERS = [
  'https://www.google.ch/',
  'https://www.linkedin.com/',
  'https://mail.google.com/',
  'https://partner.example.org/',
  undefined,
];
const REFERRING_SITES = [
  'www.google.ch',
  'www.google.com',
  'www.bing.com',
  'duckduckgo.com',
  'www.linkedin.com',
  'www.facebook.com',
  'chatgpt.com',
  'www.perplexity.ai',
  'mail.google.com',
  'outlook.live.com',
  ...Array.from({ length: 20 }, (_, n) => `partner-${n}.example.ch`),
];
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
];

type Engine = 'postgres' | 'pglite';

/** One day of forged and real traffic through the counter, as the server would count it; gives its day. */
async function countOneDay(db: Database): Promise<string> {
  const now = new Date();
  const counter = new AnalyticsCounter(() => now);
  const see = (address: string, userAgent: string, url: string, referer?: string) => {
    const { pathname } = new URL(url, 'http://site.invalid');
    counter.view(address, userAgent, pathname, () => pageViewOf(url, referer, userAgent, OWN_HOSTS));
  };
  let held = 0;
  const flushEvery = async () => {
    if (++held % BATCH === 0) await counter.flush(db);
  };
  for (let n = 0; n < FORGED; n++) {
    const page = PAGES[n % PAGES.length]!;
    see(
      '203.0.113.7',
      `Mozilla/5.0 (Forged ${n}) Gecko/20100101 Firefox/${n}`,
      `${page}?utm_source=s${n}&utm_medium=m${n}&utm_campaign=c${n}`,
      REFERRERS[n % 5],
    );
    await flushEvery();
  }
  // People choose independently of each other: a fixed pseudo-random sequence, so that every run counts the same.
  let state = 40;
  const pick = <T>(list: readonly T[]): T => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return list[state % list.length]!;
  };
  for (let n = 0; n < VISITORS; n++) {
    const address = `10.${(n >> 8) & 255}.${n & 255}.1`;
    const agent = pick(AGENTS);
    const campaign =
      pick([0, 1, 2, 3, 4, 5, 6]) === 0 ? `?utm_source=newsletter&utm_medium=email&utm_campaign=issue-${pick([1, 2, 3, 4, 5, 6])}` : '';
    const referrer = pick([0, 1, 2]) === 0 ? undefined : `https://${pick(REFERRING_SITES)}/`;
    for (let page = 0; page < 3; page++) {
      see(address, agent, `${pick(PAGES)}${page === 0 ? campaign : ''}`, page === 0 ? referrer : undefined);
      await flushEvery();
    }
  }
  await counter.flush(db);
  return zurichClock(now).day;
}

/** Copies the counted day's rows to the days before it. */
async function copyToEarlierDays(db: Database, day: string): Promise<number> {
  await db.execute(sql`
    insert into analytics_visits
    select (${day}::date - n)::date, page, entry, channel, referrer, campaign, source, medium, device, browser, language, kind, visitors, views, conversions
    from analytics_visits, generate_series(1, ${DAYS - 1}) as n
    where day = ${day}::date`);
  await db.execute(sql`
    insert into analytics_counts
    select (${day}::date - n)::date, metric, key, count from analytics_counts, generate_series(1, ${DAYS - 1}) as n where day = ${day}::date`);
  await db.execute(
    sql`insert into analytics_folds select (${day}::date - n)::date, folded from analytics_folds, generate_series(1, ${DAYS - 1}) as n where day = ${day}::date`,
  );
  await db.execute(sql`analyze`);
  const [row] = await db.select({ rows: count() }).from(analyticsVisits).where(eq(analyticsVisits.day, day));
  return row?.rows ?? 0;
}

export async function seedStatistics(db: Database): Promise<void> {
  const start = performance.now();
  const day = await countOneDay(db);
  const rowsPerDay = await copyToEarlierDays(db, day);
  const [folds] = await db.select().from(analyticsFolds).where(eq(analyticsFolds.day, day));
  console.log(
    `counted ${FORGED.toLocaleString('en')} forged requests and ${VISITORS} visitors' ${3 * VISITORS} views in a day: ${rowsPerDay} rows a day, ` +
      `${folds?.folded ?? 0} new visitors folded; ${DAYS} days seeded in ${((performance.now() - start) / 1000).toFixed(0)} s`,
  );
}

async function timePage(server: RunningServer, pagePath: string): Promise<{ status: number; p95: number; median: number }> {
  const { name, value } = await operatorSessionCookie(server.origin, OPERATOR);
  const request = () => fetch(new URL(pagePath, server.origin), { headers: { cookie: `${name}=${value}` } });
  for (let i = 0; i < 3; i++) await (await request()).arrayBuffer();
  const ms: number[] = [];
  let status = 200;
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const response = await request();
    await response.arrayBuffer();
    ms.push(performance.now() - start);
    if (!response.ok) status = response.status;
  }
  return { status, p95: percentile(ms, 0.95), median: percentile(ms, 0.5) };
}

const PAGES_TIMED = [
  { name: '90 days', path: '/admin/statistics?days=90' },
  { name: '90 days, one referrer', path: '/admin/statistics?days=90&f.referrer=LinkedIn' },
  // A filter that selects most rows, with no index to help: the slowest kind.
  { name: '90 days, desktop only', path: '/admin/statistics?days=90&f.device=desktop' },
  { name: '90 days, pages at length', path: '/admin/statistics?days=90&more=pages' },
];

const SERVER_ENV = { LOG_LEVEL: 'error', ENABLE_TEST_HOOKS: 'true', MAIL_POLL_INTERVAL_MS: '3600000', ANALYTICS: 'off' };

export async function benchStatistics(engines: readonly Engine[] = ['postgres', 'pglite']): Promise<boolean> {
  let ok = true;
  for (const engine of engines) {
    let drop: () => Promise<void>;
    let env: Record<string, string>;
    if (engine === 'postgres') {
      const database = await postgresEngine(
        process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      ).create();
      await seedStatistics(database.db);
      drop = database.drop;
      env = { DATABASE_URL: database.url! };
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-statistics-'));
      const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      await migrateDatabase(handle);
      await seedStatistics(handle.db);
      await handle.close();
      drop = async () => rmSync(dataDir, { recursive: true, force: true });
      env = { DATA_DIR: dataDir };
    }
    const server = await startBuiltServer({ ...SERVER_ENV, ...env });
    try {
      for (const page of PAGES_TIMED) {
        const { status, p95, median } = await timePage(server, page.path);
        const met = status === 200 && p95 <= TARGET_MS;
        console.log(
          `${engine}: Statistics page, ${page.name}: ${status}, median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target p95 ≤ ${TARGET_MS} ms)${met ? '' : ' MISSED'}`,
        );
        ok &&= met;
      }
    } finally {
      await server.stop();
      await drop();
    }
  }
  console.log(`Statistics targets (p95 ≤ ${TARGET_MS} ms with forged traffic, both engines): ${ok ? 'met' : 'missed'}`);
  return ok;
}
