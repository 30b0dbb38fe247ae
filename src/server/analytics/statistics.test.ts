import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_METRICS as M, ATTRIBUTION_SEPARATOR as TAB, DIRECT } from '#lib/analytics.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { analyticsCounts } from '../db/schema.ts';
import { chosenRange } from '#lib/console/statistics-range.ts';
import { countBatch } from './statistics.repo.ts';
import { statisticsOf } from './statistics.service.ts';

const row = (day: string, metric: string, key: string, count: number) => ({ day, metric, key, count });

/** Three days with counts in a five-day range, and counts just outside it that must not be summed. */
const SEED = [
  row('2026-11-19', M.visitor, '', 100),
  row('2026-11-19', M.view, '/', 1000),
  row('2026-11-20', M.visitor, '', 3),
  row('2026-11-20', M.view, '/', 4),
  row('2026-11-20', M.view, '/en/blog', 2),
  row('2026-11-20', M.entry, '/', 2),
  row('2026-11-20', M.entry, '/en/blog', 1),
  row('2026-11-20', M.referrer, DIRECT, 2),
  row('2026-11-20', M.referrer, 'Google', 1),
  row('2026-11-20', M.campaign, 'herbst', 1),
  row('2026-11-20', M.device, 'mobile', 2),
  row('2026-11-20', M.device, 'desktop', 1),
  row('2026-11-20', M.language, 'de', 2),
  row('2026-11-20', M.language, 'en', 1),
  row('2026-11-20', M.conversion, 'contact_message', 1),
  row('2026-11-20', M.conversion, 'waitlist_entry:founders_beta', 1),
  row('2026-11-20', M.conversionByEntry, `contact_message${TAB}/`, 1),
  row('2026-11-20', M.conversionByEntry, `waitlist_entry:founders_beta${TAB}?`, 1),
  row('2026-11-20', M.conversionByReferrer, `contact_message${TAB}Google`, 1),
  row('2026-11-20', M.conversionByReferrer, `waitlist_entry:founders_beta${TAB}?`, 1),
  row('2026-11-22', M.visitor, '', 5),
  row('2026-11-22', M.view, '/', 6),
  row('2026-11-22', M.entry, '/', 5),
  row('2026-11-22', M.referrer, 'Google', 3),
  row('2026-11-22', M.referrer, DIRECT, 2),
  row('2026-11-22', M.conversion, 'contact_message', 2),
  row('2026-11-22', M.conversionByEntry, `contact_message${TAB}/`, 2),
  row('2026-11-22', M.conversionByReferrer, `contact_message${TAB}Google`, 2),
  row('2026-11-24', M.conversion, 'booking_click', 1),
  row('2026-11-25', M.visitor, '', 70),
  row('2026-11-25', M.view, '/', 700),
];

describe.each(TEST_ENGINES)('visitor statistics read on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const range = { from: '2026-11-20', to: '2026-11-24' };

  it('gives every day of the range, zero where nothing was counted, and the totals of the range only', async () => {
    const { db } = database();
    await db.insert(analyticsCounts).values(SEED);
    const statistics = await statisticsOf(db, range);
    expect(statistics.days).toEqual([
      { day: '2026-11-20', visitors: 3, views: 6, conversions: 2 },
      { day: '2026-11-21', visitors: 0, views: 0, conversions: 0 },
      { day: '2026-11-22', visitors: 5, views: 6, conversions: 2 },
      { day: '2026-11-23', visitors: 0, views: 0, conversions: 0 },
      { day: '2026-11-24', visitors: 0, views: 0, conversions: 1 },
    ]);
    expect(statistics.totals).toEqual({ visitors: 8, views: 12, conversions: 5 });
  });

  it('sums each table over the range, most first, and conversions by kind with the waiting list per tier', async () => {
    const { db } = database();
    await db.insert(analyticsCounts).values(SEED);
    const statistics = await statisticsOf(db, range);
    expect(statistics.pages).toEqual([
      { key: '/', count: 10 },
      { key: '/en/blog', count: 2 },
    ]);
    expect(statistics.entries).toEqual([
      { key: '/', count: 7 },
      { key: '/en/blog', count: 1 },
    ]);
    expect(statistics.referrers).toEqual([
      { key: DIRECT, count: 4 },
      { key: 'Google', count: 4 },
    ]);
    expect(statistics.campaigns).toEqual([{ key: 'herbst', count: 1 }]);
    expect(statistics.devices).toEqual([
      { key: 'mobile', count: 2 },
      { key: 'desktop', count: 1 },
    ]);
    expect(statistics.languages).toEqual([
      { key: 'de', count: 2 },
      { key: 'en', count: 1 },
    ]);
    expect(statistics.conversions).toEqual([
      { key: 'contact_message', count: 3 },
      { key: 'booking_click', count: 1 },
      { key: 'waitlist_entry:founders_beta', count: 1 },
    ]);
  });

  it('rates conversions credited to an entry page or referrer against the visitors it brought, none without visitors', async () => {
    const { db } = database();
    await db.insert(analyticsCounts).values(SEED);
    const statistics = await statisticsOf(db, range);
    expect(statistics.ratesByEntry).toEqual([
      { key: '/', visitors: 7, conversions: 3, rate: 3 / 7 },
      { key: '/en/blog', visitors: 1, conversions: 0, rate: 0 },
      { key: '?', visitors: 0, conversions: 1, rate: null },
    ]);
    expect(statistics.ratesByReferrer).toEqual([
      { key: 'Google', visitors: 4, conversions: 3, rate: 3 / 4 },
      { key: DIRECT, visitors: 4, conversions: 0, rate: 0 },
      { key: '?', visitors: 0, conversions: 1, rate: null },
    ]);
  });

  it('gives an empty range zeros for each day and empty tables', async () => {
    const statistics = await statisticsOf(database().db, { from: '2026-11-01', to: '2026-11-03' });
    expect(statistics.days.map((day) => day.visitors + day.views + day.conversions)).toEqual([0, 0, 0]);
    expect(statistics.totals).toEqual({ visitors: 0, views: 0, conversions: 0 });
    expect(statistics.pages).toEqual([]);
    expect(statistics.ratesByEntry).toEqual([]);
  });

  it('hands the download the range rows in batches along the primary key, none left out or twice', async () => {
    const { db } = database();
    await db.insert(analyticsCounts).values(SEED);
    const seen = [];
    let after;
    for (;;) {
      const batch = await countBatch(db, range, after, 4);
      if (batch.length === 0) break;
      seen.push(...batch);
      after = batch.at(-1);
    }
    const expected = SEED.filter((seed) => seed.day >= range.from && seed.day <= range.to);
    expect(seen).toHaveLength(expected.length);
    expect(new Set(seen.map((one) => `${one.day} ${one.metric} ${one.key}`)).size).toBe(expected.length);
  });
});

describe('the statistics range', () => {
  // 26 November 2026, 00:30 in Zurich (still the 25th in UTC).
  const now = new Date('2026-11-25T23:30:00Z');
  const ask = (query: string) => chosenRange(new URLSearchParams(query), now);

  it('is the last 7, 30 or 90 days up to today in Zurich, 30 by default', () => {
    expect(ask('').range).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(ask('days=7')).toMatchObject({ range: { from: '2026-11-20', to: '2026-11-26' }, days: 7 });
    expect(ask('days=7').problem).toBeUndefined();
    expect(ask('days=90').range.from).toBe('2026-08-29');
    expect(ask('days=12').days).toBe(30);
  });

  it('takes a chosen range and refuses a wrong one with its reason, falling back to the default', () => {
    expect(ask('from=2026-01-01&to=2026-01-31')).toEqual({
      range: { from: '2026-01-01', to: '2026-01-31' },
      typed: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(ask('from=2026-11-26&to=2026-11-26').range).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(ask('from=2026-02-30&to=2026-03-01')).toMatchObject({ problem: 'format', days: 30, typed: { from: '2026-02-30' } });
    expect(ask('from=2026-03-02&to=2026-03-01').problem).toBe('order');
    expect(ask('from=2026-11-20&to=2026-11-27').problem).toBe('future');
    expect(ask('from=2024-11-25&to=2026-11-26').problem).toBe('tooLong');
    expect(ask('from=2024-11-26&to=2026-11-26').problem).toBeUndefined();
    expect(ask('from=2026-01-01').problem).toBe('format');
  });
});
