import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_METRICS as M, DIRECT } from '#lib/analytics.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import type { Database } from '../db/client.ts';
import { analyticsCounts, analyticsSalts, analyticsVisitors } from '../db/schema.ts';
import { AnalyticsCounter, UNATTRIBUTED, type PageView } from './counter.ts';

const view = (path: string, fields: Partial<PageView> = {}): PageView => ({
  path,
  language: path.startsWith('/en') ? 'en' : 'de',
  referrer: DIRECT,
  source: DIRECT,
  medium: DIRECT,
  campaign: DIRECT,
  channel: 'direct',
  device: 'desktop',
  browser: 'Chrome',
  ...fields,
});

/** A page view, described when the counter asks. */
const see = (counter: AnalyticsCounter, address: string, userAgent: string, pageView: PageView) =>
  counter.view(address, userAgent, pageView.path, () => pageView);

/** The day's counts as { metric: { key: count } }. */
async function countsOf(db: Database, day: string) {
  const rows = (await db.select().from(analyticsCounts)).filter((row) => row.day === day);
  const result: Record<string, Record<string, number>> = {};
  for (const row of rows) (result[row.metric] ??= {})[row.key] = row.count;
  return result;
}

describe.each(TEST_ENGINES)('visitor statistics counter on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const db = () => database().db;
  // 26 November 2026, 10:00 in Zurich.
  let now = new Date('2026-11-26T09:00:00Z');
  const clock = () => now;
  beforeEach(() => {
    now = new Date('2026-11-26T09:00:00Z');
  });

  it('counts page views per path, each visitor once with what brought them, and credits conversions', async () => {
    const counter = new AnalyticsCounter(clock);
    see(counter, '192.0.2.1', 'Firefox', view('/', { referrer: 'Google', source: 'linkedin', medium: 'social', campaign: 'herbst' }));
    see(counter, '192.0.2.1', 'Firefox', view('/services'));
    see(counter, '192.0.2.2', 'Safari', view('/en/blog', { device: 'mobile', browser: 'Safari' }));
    counter.conversion('192.0.2.1', 'Firefox', 'contact_message');
    counter.conversion('198.51.100.9', 'Chrome', 'waitlist_entry', 'early_access');
    await counter.flush(db());
    // The same visitor later that day, also through another instance: no second visitor.
    const other = new AnalyticsCounter(clock);
    see(other, '192.0.2.1', 'Firefox', view('/contact'));
    other.conversion('192.0.2.2', 'Safari', 'newsletter_signup');
    await other.flush(db());

    expect(await countsOf(db(), '2026-11-26')).toEqual({
      [M.view]: { '/': 1, '/services': 1, '/en/blog': 1, '/contact': 1 },
      [M.visitor]: { '': 2 },
      [M.entry]: { '/': 1, '/en/blog': 1 },
      [M.referrer]: { Google: 1, [DIRECT]: 1 },
      [M.source]: { linkedin: 1, [DIRECT]: 1 },
      [M.medium]: { social: 1, [DIRECT]: 1 },
      [M.campaign]: { herbst: 1, [DIRECT]: 1 },
      [M.device]: { desktop: 1, mobile: 1 },
      [M.browser]: { Chrome: 1, Safari: 1 },
      [M.language]: { de: 1, en: 1 },
      [M.conversion]: { contact_message: 1, 'waitlist_entry:early_access': 1, newsletter_signup: 1 },
      [M.conversionByEntry]: {
        'contact_message\t/': 1,
        [`waitlist_entry:early_access\t${UNATTRIBUTED}`]: 1,
        'newsletter_signup\t/en/blog': 1,
      },
      [M.conversionByReferrer]: {
        'contact_message\tGoogle': 1,
        [`waitlist_entry:early_access\t${UNATTRIBUTED}`]: 1,
        'newsletter_signup\t': 1,
      },
      [M.conversionByCampaign]: {
        'contact_message\therbst': 1,
        [`waitlist_entry:early_access\t${UNATTRIBUTED}`]: 1,
        'newsletter_signup\t': 1,
      },
    });
  });

  it('counts one client as one visitor however its address is written', async () => {
    const counter = new AnalyticsCounter(clock);
    see(counter, '192.0.2.7', 'Firefox', view('/'));
    see(counter, '::ffff:192.0.2.7', 'Firefox', view('/faq'));
    see(counter, '2001:db8::7', 'Firefox', view('/'));
    counter.conversion('2001:0db8:0000:0000:0000:0000:0000:0007', 'Firefox', 'contact_message');
    await counter.flush(db());
    const counts = await countsOf(db(), '2026-11-26');
    expect(counts[M.visitor]).toEqual({ '': 2 });
    // The conversion is the IPv6 visitor's, who came to the home page.
    expect(counts[M.conversionByEntry]).toEqual({ 'contact_message\t/': 1 });
  });

  it('keeps no hash beyond its day: the salt and the visitors go at the first flush of the next', async () => {
    const counter = new AnalyticsCounter(clock);
    see(counter, '192.0.2.1', 'Firefox', view('/'));
    await counter.flush(db());
    const [first] = await db().select().from(analyticsSalts);
    expect(first?.day).toBe('2026-11-26');
    expect(await db().select().from(analyticsVisitors)).toHaveLength(1);

    // 23:59:59 in Zurich, then past midnight: the late view still counts for its day.
    now = new Date('2026-11-26T22:59:59Z');
    see(counter, '192.0.2.1', 'Firefox', view('/about'));
    now = new Date('2026-11-26T23:00:01Z');
    see(counter, '192.0.2.1', 'Firefox', view('/'));
    await counter.flush(db());

    const salts = await db().select().from(analyticsSalts);
    expect(salts.map((row) => row.day)).toEqual(['2026-11-27']);
    expect(salts[0]?.salt).not.toBe(first?.salt);
    expect((await db().select().from(analyticsVisitors)).map((row) => row.day)).toEqual(['2026-11-27']);
    expect((await countsOf(db(), '2026-11-26'))[M.view]).toEqual({ '/': 1, '/about': 1 });
    // The same person is a new visitor of the new day, and no hash links the two days.
    expect((await countsOf(db(), '2026-11-27'))[M.visitor]).toEqual({ '': 1 });
  });

  it('puts a batch back when the database fails, and writes it with the next flush', async () => {
    const counter = new AnalyticsCounter(clock);
    see(counter, '192.0.2.1', 'Firefox', view('/'));
    const failing = new Proxy(db(), {
      get: (target, property) =>
        property === 'transaction' ? () => Promise.reject(new Error('database away')) : Reflect.get(target, property),
    });
    await expect(counter.flush(failing)).rejects.toThrow('database away');
    expect(counter.pendingCount).toBe(1);
    // Held since: the same visitor again, and another browser at the same address (a second visitor).
    see(counter, '192.0.2.1', 'Firefox', view('/about'));
    see(counter, '192.0.2.1', 'Safari', view('/en/blog', { browser: 'Safari' }));
    await counter.flush(db());
    const counts = await countsOf(db(), '2026-11-26');
    expect(counts[M.view]).toEqual({ '/': 1, '/about': 1, '/en/blog': 1 });
    expect(counts[M.visitor]).toEqual({ '': 2 });
    // The first page of the batch that failed is still the visitor's entry page.
    expect(counts[M.entry]).toEqual({ '/': 1, '/en/blog': 1 });
    expect(counts[M.browser]).toEqual({ Chrome: 1, Safari: 1 });
  });
});
