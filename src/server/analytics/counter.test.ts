import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_METRICS as M, DIRECT, OTHER, UNKNOWN } from '#lib/analytics.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { sumsBy, visitRowsOf, type Measure, type VisitRow } from '#tests/setup/visit-sums.ts';
import type { Database } from '../db/client.ts';
import { analyticsCounts, analyticsFolds, analyticsSalts, analyticsVisitors } from '../db/schema.ts';
import { AnalyticsCounter } from './counter.ts';
import type { PageView } from './page-view.ts';
import type { CountLimits } from './visit-writer.ts';

const view = (path: string, fields: Partial<PageView> = {}): PageView => ({
  path,
  language: path.startsWith('/en') ? 'en' : 'de',
  channel: 'direct',
  referrer: DIRECT,
  source: DIRECT,
  medium: DIRECT,
  campaign: DIRECT,
  device: 'desktop',
  browser: 'Chrome',
  ...fields,
});

/** A page view, described when the counter asks. */
const see = (counter: AnalyticsCounter, address: string, userAgent: string, pageView: PageView) =>
  counter.view(address, userAgent, pageView.path, () => pageView);

const sumsOf = async (db: Database, day: string, by: keyof VisitRow, measure: Measure) => sumsBy(await visitRowsOf(db, day), by, measure);

const total = async (db: Database, day: string, measure: Measure) =>
  Object.values(await sumsOf(db, day, 'day', measure)).reduce((sum, count) => sum + count, 0);

describe.each(TEST_ENGINES)('visitor statistics counter on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const db = () => database().db;
  const day = '2026-11-26';
  // 26 November 2026, 10:00 in Zurich.
  let now = new Date('2026-11-26T09:00:00Z');
  const clock = () => now;
  beforeEach(() => {
    now = new Date('2026-11-26T09:00:00Z');
  });

  it('counts page views per path and visitor, each visitor once with what brought them, and credits conversions', async () => {
    const counter = new AnalyticsCounter(clock);
    see(
      counter,
      '192.0.2.1',
      'Firefox',
      view('/', { channel: 'search', referrer: 'Google', source: 'linkedin', medium: 'social', campaign: 'herbst' }),
    );
    see(counter, '192.0.2.1', 'Firefox', view('/services'));
    see(counter, '192.0.2.2', 'Safari', view('/en/blog', { device: 'mobile', browser: 'Safari' }));
    counter.conversion('192.0.2.1', 'Firefox', 'contact_message');
    counter.conversion('198.51.100.9', 'Chrome', 'waitlist_entry', 'early_access');
    await counter.flush(db());
    // The same visitor later that day, also through another instance: no second visitor, and their views are theirs.
    const other = new AnalyticsCounter(clock);
    see(other, '192.0.2.1', 'Firefox', view('/contact'));
    other.conversion('192.0.2.2', 'Safari', 'newsletter_signup');
    await other.flush(db());

    expect(await sumsOf(db(), day, 'page', 'views')).toEqual({ '/': 1, '/services': 1, '/en/blog': 1, '/contact': 1 });
    expect(await total(db(), day, 'visitors')).toBe(2);
    expect(await sumsOf(db(), day, 'entry', 'visitors')).toEqual({ '/': 1, '/en/blog': 1 });
    expect(await sumsOf(db(), day, 'referrer', 'visitors')).toEqual({ Google: 1, [DIRECT]: 1 });
    expect(await sumsOf(db(), day, 'channel', 'visitors')).toEqual({ search: 1, direct: 1 });
    expect(await sumsOf(db(), day, 'campaign', 'visitors')).toEqual({ herbst: 1, [DIRECT]: 1 });
    expect(await sumsOf(db(), day, 'device', 'visitors')).toEqual({ desktop: 1, mobile: 1 });
    expect(await sumsOf(db(), day, 'language', 'visitors')).toEqual({ de: 1, en: 1 });
    // The views of the visitor who came from Google, the later one through the other instance included.
    expect(await sumsOf(db(), day, 'referrer', 'views')).toEqual({ Google: 3, [DIRECT]: 1 });
    expect(await sumsOf(db(), day, 'kind', 'conversions')).toEqual({
      contact_message: 1,
      'waitlist_entry:early_access': 1,
      newsletter_signup: 1,
    });
    expect(await sumsOf(db(), day, 'entry', 'conversions')).toEqual({ '/': 1, [UNKNOWN]: 1, '/en/blog': 1 });
    expect(await sumsOf(db(), day, 'referrer', 'conversions')).toEqual({ Google: 1, [UNKNOWN]: 1, [DIRECT]: 1 });
  });

  it('counts one client as one visitor however its address is written', async () => {
    const counter = new AnalyticsCounter(clock);
    see(counter, '192.0.2.7', 'Firefox', view('/'));
    see(counter, '::ffff:192.0.2.7', 'Firefox', view('/faq'));
    see(counter, '2001:db8::7', 'Firefox', view('/'));
    counter.conversion('2001:0db8:0000:0000:0000:0000:0000:0007', 'Firefox', 'contact_message');
    await counter.flush(db());
    expect(await total(db(), day, 'visitors')).toBe(2);
    // The conversion is the IPv6 visitor's, who came to the home page.
    expect(await sumsOf(db(), day, 'entry', 'conversions')).toEqual({ '/': 1 });
  });

  it('counts a conversion once per person, kind and day', async () => {
    const counter = new AnalyticsCounter(clock);
    see(counter, '192.0.2.1', 'Firefox', view('/'));
    counter.conversion('192.0.2.1', 'Firefox', 'newsletter_signup');
    counter.conversion('192.0.2.1', 'Firefox', 'newsletter_signup');
    counter.conversion('192.0.2.1', 'Firefox', 'contact_message');
    await counter.flush(db());
    // Sent again in a later batch, through another instance: still one.
    const other = new AnalyticsCounter(clock);
    other.conversion('192.0.2.1', 'Firefox', 'newsletter_signup');
    other.conversion('192.0.2.2', 'Firefox', 'newsletter_signup');
    await other.flush(db());
    expect(await sumsOf(db(), day, 'kind', 'conversions')).toEqual({ newsletter_signup: 2, contact_message: 1 });
    // The next day the same person counts again.
    now = new Date('2026-11-27T09:00:00Z');
    counter.conversion('192.0.2.1', 'Firefox', 'newsletter_signup');
    await counter.flush(db());
    expect(await sumsOf(db(), '2026-11-27', 'kind', 'conversions')).toEqual({ newsletter_signup: 1 });
  });

  it('adds a batch whose commit went through but whose answer was lost once, when it is written again', async () => {
    const counter = new AnalyticsCounter(clock);
    see(counter, '192.0.2.1', 'Firefox', view('/'));
    see(counter, '192.0.2.1', 'Firefox', view('/about'));
    counter.conversion('192.0.2.1', 'Firefox', 'contact_message');
    // The transaction commits, then the connection is cut before its answer arrives.
    const answerLost = new Proxy(db(), {
      get: (target, property) =>
        property === 'transaction'
          ? async (...args: Parameters<Database['transaction']>) => {
              await target.transaction(...args);
              throw new Error('connection lost after commit');
            }
          : Reflect.get(target, property),
    });
    await expect(counter.flush(answerLost)).rejects.toThrow('connection lost');
    await expect(counter.flush(answerLost)).rejects.toThrow('connection lost');
    expect(counter.pendingCount).toBe(3);
    see(counter, '192.0.2.2', 'Firefox', view('/'));
    await counter.flush(db());
    expect(counter.pendingCount).toBe(0);
    expect(await sumsOf(db(), day, 'page', 'views')).toEqual({ '/': 2, '/about': 1 });
    expect(await total(db(), day, 'visitors')).toBe(2);
    expect(await total(db(), day, 'conversions')).toBe(1);
    // The per-day sums of each dimension, written in the same transaction, once too.
    const sums = await db().select().from(analyticsCounts);
    const sumOf = (metric: string) => sums.filter((row) => row.metric === metric).reduce((sum, row) => sum + row.count, 0);
    expect([sumOf(M.view), sumOf(M.visitor), sumOf(M.referrer), sumOf(M.conversion)]).toEqual([3, 2, 2, 1]);
  });

  it('counts a network’s new visitors beyond its daily threshold as one, and says how many were folded', async () => {
    const limits: CountLimits = { visitorsPerNetwork: 3, keysPerDay: 100 };
    const counter = new AnalyticsCounter(clock, limits);
    // One client making itself new on every request: a new user agent each time, in one /24.
    for (let n = 0; n < 6; n++) see(counter, `192.0.2.${n % 2}`, `Forged/${n}`, view('/', { browser: `Forged ${n}` }));
    see(counter, '198.51.100.1', 'Firefox', view('/'));
    await counter.flush(db());
    // Across batches and instances the threshold holds for the day.
    const other = new AnalyticsCounter(clock, limits);
    for (let n = 6; n < 10; n++) see(other, '192.0.2.9', `Forged/${n}`, view('/faq'));
    other.conversion('192.0.2.9', 'Forged/7', 'contact_message');
    other.conversion('192.0.2.9', 'Forged/8', 'contact_message');
    await other.flush(db());
    expect(await total(db(), day, 'visitors')).toBe(3 + 1 + 1);
    expect(await total(db(), day, 'views')).toBe(11);
    const [folds] = await db().select().from(analyticsFolds);
    // Ten clients of the network: three counted, the other seven counted as its one further visitor.
    expect(folds).toEqual({ day, folded: 10 - 3 });
    // Conversions of folded clients are their network's one visitor's: once per kind.
    expect(await total(db(), day, 'conversions')).toBe(1);
  });

  it('counts every key beyond the day’s cap as "other"', async () => {
    const counter = new AnalyticsCounter(clock, { visitorsPerNetwork: 100, keysPerDay: 2 });
    for (let n = 0; n < 5; n++) see(counter, `192.0.2.${n}`, 'Firefox', view('/', { campaign: `utm-${n}` }));
    await counter.flush(db());
    const other = new AnalyticsCounter(clock, { visitorsPerNetwork: 100, keysPerDay: 2 });
    see(other, '192.0.2.50', 'Firefox', view('/', { campaign: 'utm-0' }));
    see(other, '192.0.2.51', 'Firefox', view('/', { campaign: 'utm-9' }));
    await other.flush(db());
    expect(await sumsOf(db(), day, 'campaign', 'visitors')).toEqual({ 'utm-0': 2, 'utm-1': 1, [OTHER]: 4 });
  });

  it('keeps no hash beyond its day: the salt and the visitors go at the first flush of the next', async () => {
    const counter = new AnalyticsCounter(clock);
    see(counter, '192.0.2.1', 'Firefox', view('/'));
    await counter.flush(db());
    const [first] = await db().select().from(analyticsSalts);
    expect(first?.day).toBe(day);
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
    expect(await sumsOf(db(), day, 'page', 'views')).toEqual({ '/': 1, '/about': 1 });
    // The same person is a new visitor of the new day, and no hash links the two days.
    expect(await total(db(), '2026-11-27', 'visitors')).toBe(1);
  });

  it('keeps a batch when the database fails, and writes it with the next flush', async () => {
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
    expect(await sumsOf(db(), day, 'page', 'views')).toEqual({ '/': 1, '/about': 1, '/en/blog': 1 });
    expect(await total(db(), day, 'visitors')).toBe(2);
    // The first page of the batch that failed is still the visitor's entry page.
    expect(await sumsOf(db(), day, 'entry', 'visitors')).toEqual({ '/': 1, '/en/blog': 1 });
    expect(await sumsOf(db(), day, 'browser', 'visitors')).toEqual({ Chrome: 1, Safari: 1 });
  });
});
