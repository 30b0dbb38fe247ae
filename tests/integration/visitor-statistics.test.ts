import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT, UNKNOWN, VISITORS_PER_NETWORK } from '#lib/analytics.ts';
import { zurichClock } from '#lib/zurich-time.ts';
import { OPERATOR_SESSION_COOKIE } from '#server/console/access/operator-sessions.service.ts';
import { freeSlots } from '#server/booking/availability.ts';
import { bookingRules } from '#server/booking/booking-rules.ts';
import { publicHolidays } from '#server/booking/holidays.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { analyticsFolds } from '#server/db/schema.ts';
import { postgresEngine, type TestDatabase } from '../setup/database.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';
import { daySummary } from '../setup/visit-sums.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** A browser's request for a page, as a visitor with this user agent. */
const visit = (server: RunningServer, pathAndQuery: string, userAgent: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${server.origin}${pathAndQuery}`, { method, redirect: 'manual', headers: { Accept: PAGE, 'User-Agent': userAgent, ...headers } });

/** The first slot a fresh site offers (no bookings yet), as the booking page would. */
function firstFreeSlot(): string {
  const rules = bookingRules();
  const now = Temporal.Now.instant();
  const today = now.toZonedDateTimeISO(rules.timeZone).toPlainDate();
  const [day] = freeSlots(
    { rules, now, isHoliday: publicHolidays('ZH'), booked: [] },
    today.toString(),
    today.add({ days: 13 }).toString(),
  );
  return day!.slots[0]!.startsAt;
}

const countsIn = (db: Database) => daySummary(db, zurichClock(new Date()).day);

/** Several simulated visitors, a robot, a prefetch, a HEAD, an unknown page and the console: what counts and what does not. */
async function visitors(server: RunningServer): Promise<void> {
  const expectStatus = async (response: Promise<Response>, status: number) => expect((await response).status).toBe(status);
  await expectStatus(
    visit(server, '/?utm_source=LinkedIn&utm_medium=Social&utm_campaign=Herbst', FIREFOX, {
      Referer: 'https://www.google.ch/search?q=kmu',
    }),
    200,
  );
  await expectStatus(visit(server, '/services', FIREFOX, { Referer: `${server.origin}/` }), 200);
  await expectStatus(visit(server, '/en/blog', IPHONE, { Referer: 'https://www.linkedin.com/feed/' }), 200);
  // A page rendered per request rather than served from memory counts alike.
  await expectStatus(visit(server, '/en/tools/linkedin-post-generator', IPHONE, { Referer: `${server.origin}/en/blog` }), 200);
  const about = await visit(server, '/about', CHROME, { Referer: 'https://partner.example.org/links' });
  expect(about.status).toBe(200);
  // The browser shows its kept copy again: a view too (fetch would otherwise add Cache-Control: no-cache, a forced reload).
  await expectStatus(visit(server, '/about', CHROME, { 'If-None-Match': about.headers.get('etag')!, 'Cache-Control': 'max-age=0' }), 304);
  // Not counted: a robot, a prefetch, a HEAD, an error page, the console, an asset.
  await expectStatus(visit(server, '/', GOOGLEBOT), 200);
  await expectStatus(visit(server, '/faq', CHROME, { 'Sec-Purpose': 'prefetch' }), 200);
  await expectStatus(visit(server, '/faq', CHROME, {}, 'HEAD'), 200);
  await expectStatus(visit(server, '/no-such-page', CHROME), 404);
  await visit(server, '/admin', CHROME);
  await visit(server, '/favicon.ico', CHROME, { Accept: 'image/*' });
  await expectStatus(visit(server, '/rss.xml', CHROME), 200);
  // Decision 0048: a page is counted under its own address; the slash form is sent there and not counted.
  const slashed = await visit(server, '/about/?utm_source=x', CHROME);
  expect([slashed.status, slashed.headers.get('location')]).toEqual([301, '/about?utm_source=x']);
  // A signed-in operator's visits and clicks are the firm's own: not counted, however often.
  const operator = { Cookie: `theme=dark; ${OPERATOR_SESSION_COOKIE}=any-value` };
  await expectStatus(visit(server, '/services', 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', operator), 200);
  await expectStatus(visit(server, '/en/book', 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', operator), 301);
  // Conversions: Firefox writes, the iPhone books, someone who never viewed a page subscribes.
  const contact = await fetch(`${server.origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': FIREFOX },
    body: JSON.stringify({ name: 'Anna Muster', email: 'anna@example.ch', message: 'Wir möchten unsere Kreditoren automatisieren.' }),
  });
  expect(contact.status).toBe(200);
  // Decision 0050: the booking is on the site, so the booking itself is the conversion; the old link only leads there.
  const booking = await fetch(`${server.origin}/api/booking`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': IPHONE },
    body: JSON.stringify({
      slot: firstFreeSlot(),
      name: 'Ben Muster',
      email: 'ben@example.ch',
      topic: 'other',
      question: 'Wann können wir sprechen?',
      lang: 'en',
    }),
  });
  expect(booking.status).toBe(200);
  const oldLink = await visit(server, '/en/book', IPHONE);
  expect([oldLink.status, oldLink.headers.get('location')]).toEqual([301, '/en/booking']);
  await expectStatus(visit(server, '/book', GOOGLEBOT), 301);
  const newsletter = await fetch(`${server.origin}/api/newsletter`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/133.0',
    },
    body: JSON.stringify({ email: 'leser@example.ch' }),
  });
  expect(newsletter.status).toBe(200);
  // The operator's own sign-up is not a conversion either.
  const own = await fetch(`${server.origin}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': CHROME, ...operator },
    body: JSON.stringify({ email: 'team@example.ch' }),
  });
  expect(own.status).toBe(200);
}

const EXPECTED = {
  visitors: 3,
  views: 6,
  conversions: 3,
  pages: { '/': 1, '/services': 1, '/en/blog': 1, '/en/tools/linkedin-post-generator': 1, '/about': 2 },
  entries: { '/': 1, '/en/blog': 1, '/about': 1 },
  // The Google visitor's link said utm_medium=social: the campaign's word comes first (decision 0048).
  channels: { social: 2, website: 1 },
  referrers: { Google: 1, LinkedIn: 1, 'partner.example.org': 1 },
  sources: { linkedin: 1, [DIRECT]: 2 },
  mediums: { social: 1, [DIRECT]: 2 },
  campaigns: { herbst: 1, [DIRECT]: 2 },
  devices: { desktop: 2, mobile: 1 },
  browsers: { Firefox: 1, Safari: 1, Chrome: 1 },
  languages: { de: 2, en: 1 },
  kinds: { contact_message: 1, booking: 1, newsletter_signup: 1 },
  conversionsByEntry: { '/': 1, '/en/blog': 1, [UNKNOWN]: 1 },
  conversionsByReferrer: { Google: 1, LinkedIn: 1, [UNKNOWN]: 1 },
  conversionsByCampaign: { herbst: 1, [DIRECT]: 1, [UNKNOWN]: 1 },
};

const SETTINGS = {
  ANALYTICS_FLUSH_MS: '200',
  RATE_LIMIT_CONTACT: '1000/60',
  RATE_LIMIT_NEWSLETTER: '1000/60',
  RATE_LIMIT_BOOKING: '1000/60',
};

/** Runs the built server on an embedded database of its own, lets the visitors come, stops it and reads what it wrote. */
async function countedOnPglite(settings: Record<string, string>, traffic: (server: RunningServer) => Promise<void> = visitors) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-statistics-'));
  try {
    const server = await startBuiltServer({ ...settings, DATA_DIR: dataDir });
    await traffic(server);
    await server.stop();
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const [folds] = await handle.db.select().from(analyticsFolds);
      return { ...(await countsIn(handle.db)), folded: folds?.folded ?? 0 };
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('visitor statistics through the server on pglite', () => {
  it('counts pages, visitors and conversions, and writes what it holds when it stops', async () => {
    expect(await countedOnPglite(SETTINGS)).toEqual({ ...EXPECTED, folded: 0 });
  }, 120_000);

  it('counts one client making itself new on every request as at most a network’s visitors (decision 0047)', async () => {
    const FORGED = VISITORS_PER_NETWORK + 30;
    const counted = await countedOnPglite(SETTINGS, async (server) => {
      for (let n = 0; n < FORGED; n++) {
        const agent = `Mozilla/5.0 (X11; Linux x86_64; rv:${n}.0) Gecko/20100101 Firefox/${n}.0`;
        const response = await visit(server, `/?utm_source=S${n}&utm_medium=m${n}&utm_campaign=c${n}`, agent);
        expect(response.status).toBe(200);
      }
    });
    expect(counted).toMatchObject({ views: FORGED, visitors: VISITORS_PER_NETWORK + 1, folded: FORGED - VISITORS_PER_NETWORK });
    // What the folded requests sent is not kept: no more campaign values than visitors counted.
    expect(Object.keys(counted.campaigns)).toHaveLength(VISITORS_PER_NETWORK + 1);
  }, 120_000);

  it('counts nothing with ANALYTICS=off', async () => {
    expect(await countedOnPglite({ ...SETTINGS, ANALYTICS: 'off' })).toMatchObject({ visitors: 0, views: 0, conversions: 0 });
  }, 120_000);

  it("counts nothing from the firm's own networks (ANALYTICS_EXCLUDED_NETWORKS), neither views nor conversions", async () => {
    expect(await countedOnPglite({ ...SETTINGS, ANALYTICS_EXCLUDED_NETWORKS: '192.0.2.0/24, 127.0.0.0/8' })).toMatchObject({
      visitors: 0,
      views: 0,
      conversions: 0,
    });
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('visitor statistics through two servers on postgres', () => {
  let database: TestDatabase;
  let servers: RunningServer[] = [];
  beforeAll(async () => {
    database = await postgresEngine(process.env.TEST_DATABASE_URL!).create();
    servers = await Promise.all([0, 1].map(() => startBuiltServer({ ...SETTINGS, DATABASE_URL: database.url! })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it('counts the same, within a few seconds, and a visitor seen by both instances once', async () => {
    await visitors(servers[0]!);
    // The Firefox visitor goes on through the other instance: a page view more, no visitor more.
    expect((await visit(servers[1]!, '/contact', FIREFOX)).status).toBe(200);
    const expected = { ...EXPECTED, views: EXPECTED.views + 1, pages: { ...EXPECTED.pages, '/contact': 1 } };
    await expect.poll(() => countsIn(database.db), { timeout: 10_000 }).toEqual(expected);
  });
});
