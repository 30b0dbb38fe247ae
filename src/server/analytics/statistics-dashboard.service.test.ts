import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIRECT } from '#lib/analytics.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { insertVisits, visitRow } from '#tests/setup/visit-sums.ts';
import { analyticsFolds } from '../db/schema.ts';
import { previousRange, statisticsDashboard } from './statistics-dashboard.service.ts';
import { overviewOf, summedOverviewOf, visitBatch } from './statistics.repo.ts';

const fromLinkedIn = { channel: 'social', referrer: 'LinkedIn', device: 'mobile', browser: 'Safari' } as const;

/** 20 to 24 November: three days with visits; the 19th (the period before) and the 25th outside. */
const SEED: Parameters<typeof insertVisits>[1] = [
  visitRow('2026-11-16', { visitors: 2, views: 2 }),
  visitRow('2026-11-19', { visitors: 1, views: 3 }),
  visitRow('2026-11-20', { visitors: 3, views: 4 }),
  visitRow('2026-11-20', { page: '/en/blog', views: 2 }),
  visitRow('2026-11-20', { page: '/en/blog', entry: '/en/blog', ...fromLinkedIn, language: 'en', visitors: 1, views: 1 }),
  visitRow('2026-11-20', { kind: 'contact_message', conversions: 1 }),
  visitRow('2026-11-20', {
    entry: '/en/blog',
    page: '/en/blog',
    ...fromLinkedIn,
    language: 'en',
    kind: 'waitlist_entry:founders_beta',
    conversions: 1,
  }),
  visitRow('2026-11-22', { ...fromLinkedIn, visitors: 5, views: 6 }),
  visitRow('2026-11-22', { page: '/services', ...fromLinkedIn, views: 4 }),
  visitRow('2026-11-24', { kind: 'booking_click', conversions: 1 }),
  visitRow('2026-11-25', { visitors: 70, views: 700 }),
];

describe.each(TEST_ENGINES)('the Statistics dashboard read on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const range = { from: '2026-11-20', to: '2026-11-24' };

  it('gives every day of the range, the totals against the period before of as many days, and the folded visitors', async () => {
    const { db } = database();
    await insertVisits(db, SEED);
    await db.insert(analyticsFolds).values([
      { day: '2026-11-22', folded: 40 },
      { day: '2026-11-25', folded: 9 },
    ]);
    const dashboard = await statisticsDashboard(db, range, {});
    expect(dashboard.previous).toEqual({ from: '2026-11-15', to: '2026-11-19' });
    expect(dashboard.days).toEqual([
      { day: '2026-11-20', visitors: 4, views: 7, conversions: 2 },
      { day: '2026-11-21', visitors: 0, views: 0, conversions: 0 },
      { day: '2026-11-22', visitors: 5, views: 10, conversions: 0 },
      { day: '2026-11-23', visitors: 0, views: 0, conversions: 0 },
      { day: '2026-11-24', visitors: 0, views: 0, conversions: 1 },
    ]);
    expect(dashboard.totals).toEqual({
      visitors: { value: 9, previous: 3 },
      views: { value: 17, previous: 5 },
      conversions: { value: 3, previous: 0 },
    });
    expect(dashboard.folded).toBe(40);
  });

  it('gives each table its top rows with their shares, most first, and how many keys there are', async () => {
    const { db } = database();
    await insertVisits(db, SEED);
    const { tables } = await statisticsDashboard(db, range, {});
    expect(tables.pages).toEqual({
      rows: [
        { key: '/', count: 10, share: 10 / 17 },
        { key: '/services', count: 4, share: 4 / 17 },
        { key: '/en/blog', count: 3, share: 3 / 17 },
      ],
      total: 17,
      keys: 3,
    });
    expect(tables.referrers.rows).toEqual([
      { key: 'LinkedIn', count: 6, share: 6 / 9 },
      { key: 'Google', count: 3, share: 3 / 9 },
    ]);
    expect(tables.channels.rows.map((row) => row.key)).toEqual(['social', 'search']);
    expect(tables.entries.rows.map((row) => [row.key, row.count])).toEqual([
      ['/', 8],
      ['/en/blog', 1],
    ]);
    expect(tables.conversions.rows.map((row) => [row.key, row.count])).toEqual([
      ['booking_click', 1],
      ['contact_message', 1],
      ['waitlist_entry:founders_beta', 1],
    ]);
    expect(tables.campaigns.rows).toEqual([{ key: DIRECT, count: 9, share: 1 }]);
  });

  it('narrows the whole page to a row of any table, and to several at once', async () => {
    const { db } = database();
    await insertVisits(db, SEED);
    const linkedIn = await statisticsDashboard(db, range, { referrer: 'LinkedIn' });
    expect(linkedIn.totals).toEqual({
      visitors: { value: 6, previous: 0 },
      views: { value: 11, previous: 0 },
      conversions: { value: 1, previous: 0 },
    });
    expect(linkedIn.tables.pages.rows.map((row) => row.key)).toEqual(['/', '/services', '/en/blog']);
    expect(linkedIn.tables.devices.rows).toEqual([{ key: 'mobile', count: 6, share: 1 }]);
    const both = await statisticsDashboard(db, range, { referrer: 'LinkedIn', language: 'en' });
    expect(both.totals.visitors.value).toBe(1);
    expect(both.tables.conversions.rows.map((row) => row.key)).toEqual(['waitlist_entry:founders_beta']);
    const nothing = await statisticsDashboard(db, range, { browser: 'Netscape' });
    expect(nothing.totals.views.value).toBe(0);
    expect(nothing.tables.pages).toEqual({ rows: [], total: 0, keys: 0 });
  });

  it('cuts a table to its top rows in the database, however many keys there are', async () => {
    const { db } = database();
    const many = Array.from({ length: 120 }, (_, n) =>
      visitRow('2026-11-20', { page: `/p${n}`, entry: `/p${n}`, visitors: 1, views: n + 1 }),
    );
    await insertVisits(db, many);
    const dashboard = await statisticsDashboard(db, range, {});
    expect(dashboard.tables.pages.rows).toHaveLength(10);
    expect(dashboard.tables.pages.rows[0]).toMatchObject({ key: '/p119', count: 120 });
    expect(dashboard.tables.pages.keys).toBe(120);
    const more = await statisticsDashboard(db, range, {}, 'pages');
    expect(more.tables.pages.rows).toHaveLength(50);
    expect(more.tables.entries.rows).toHaveLength(10);
  });

  it('reads the same unfiltered figures from the per-day sums as from the visit rows', async () => {
    const { db } = database();
    await insertVisits(db, SEED);
    const tables = [
      { name: 'pages', by: 'page', measure: 'views', limit: 2 },
      { name: 'referrers', by: 'referrer', measure: 'visitors', limit: 10 },
      { name: 'conversions', by: 'kind', measure: 'conversions', limit: 10 },
    ] as const;
    const fromSums = await summedOverviewOf(db, range, tables);
    const fromVisits = await overviewOf(db, range, {}, tables);
    expect(fromSums.totals).toEqual(fromVisits.totals);
    expect(fromSums.days).toEqual(fromVisits.days);
    expect(fromSums.tables).toEqual(fromVisits.tables);
    // Narrowed to one value of a sliced dimension, the sums of that slice say the same as the visit rows.
    for (const slice of [
      { dimension: 'device', value: 'mobile' },
      { dimension: 'language', value: 'de' },
      { dimension: 'channel', value: 'social' },
    ] as const) {
      const sliced = await summedOverviewOf(db, range, tables, slice);
      const narrowed = await overviewOf(db, range, { [slice.dimension]: slice.value }, tables);
      expect(sliced, slice.dimension).toEqual(narrowed);
      expect(sliced.totals.visitors, slice.dimension).toBeGreaterThan(0);
    }
    expect(fromSums.tables.get('pages')).toEqual({
      rows: [
        { key: '/', count: 10 },
        { key: '/services', count: 4 },
      ],
      keys: 3,
    });
  });

  it('hands the download the range rows in batches along the primary key, none left out or twice', async () => {
    const { db } = database();
    await insertVisits(db, SEED);
    const seen = [];
    let after;
    for (;;) {
      const batch = await visitBatch(db, range, after, 2);
      if (batch.length === 0) break;
      seen.push(...batch);
      after = batch.at(-1);
    }
    const expected = SEED.filter((seed) => seed.day >= range.from && seed.day <= range.to);
    expect(seen).toHaveLength(expected.length);
    expect(new Set(seen.map((one) => JSON.stringify(one))).size).toBe(expected.length);
  });
});

describe('the period compared with', () => {
  it('is as many days, ending the day before the range starts', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });
});
