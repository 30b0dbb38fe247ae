import type { Database } from '#server/db/client.ts';
import { dimensionSums } from '#server/analytics/visit-writer.ts';
import { analyticsCounts, analyticsVisits } from '#server/db/schema.ts';

export type VisitRow = typeof analyticsVisits.$inferSelect;
export type Measure = 'visitors' | 'views' | 'conversions';

/** A day's visit counts summed by one of what is known of a visit: { key: count }, zero counts left out. */
export function sumsBy(rows: readonly VisitRow[], by: keyof VisitRow, measure: Measure): Record<string, number> {
  const result: Record<string, number> = {};
  for (const row of rows) if (row[measure] > 0) result[String(row[by])] = (result[String(row[by])] ?? 0) + row[measure];
  return result;
}

export const visitRowsOf = async (db: Database, day: string): Promise<VisitRow[]> =>
  (await db.select().from(analyticsVisits)).filter((row) => row.day === day);

/** What a day's counts say, as the Statistics page's tables would: totals, pages by views, the rest by visitors, conversions by kind and by what brought them. */
export async function daySummary(db: Database, day: string) {
  const rows = await visitRowsOf(db, day);
  const total = (measure: Measure) => rows.reduce((sum, row) => sum + row[measure], 0);
  return {
    visitors: total('visitors'),
    views: total('views'),
    conversions: total('conversions'),
    pages: sumsBy(rows, 'page', 'views'),
    entries: sumsBy(rows, 'entry', 'visitors'),
    channels: sumsBy(rows, 'channel', 'visitors'),
    referrers: sumsBy(rows, 'referrer', 'visitors'),
    sources: sumsBy(rows, 'source', 'visitors'),
    mediums: sumsBy(rows, 'medium', 'visitors'),
    campaigns: sumsBy(rows, 'campaign', 'visitors'),
    devices: sumsBy(rows, 'device', 'visitors'),
    browsers: sumsBy(rows, 'browser', 'visitors'),
    languages: sumsBy(rows, 'language', 'visitors'),
    kinds: sumsBy(rows, 'kind', 'conversions'),
    conversionsByEntry: sumsBy(rows, 'entry', 'conversions'),
    conversionsByReferrer: sumsBy(rows, 'referrer', 'conversions'),
    conversionsByCampaign: sumsBy(rows, 'campaign', 'conversions'),
  };
}

type Visit = typeof analyticsVisits.$inferInsert;

/** A row of visit counts: a visitor from Google to the home page on a desktop in German, unless told otherwise. */
export const visitRow = (day: string, fields: Partial<Visit>): Visit => ({
  day,
  page: '/',
  entry: '/',
  channel: 'search',
  referrer: 'Google',
  campaign: '',
  source: '',
  medium: '',
  device: 'desktop',
  browser: 'Chrome',
  language: 'de',
  kind: '',
  visitors: 0,
  views: 0,
  conversions: 0,
  ...fields,
});

/** Visit rows as the counter writes them: with the per-day sums of each dimension they add up to (decision 0047). */
export async function insertVisits(db: Database, rows: readonly Visit[]): Promise<void> {
  await db.insert(analyticsVisits).values([...rows]);
  for (const day of new Set(rows.map((row) => row.day)))
    await db.insert(analyticsCounts).values(dimensionSums(rows.filter((row) => row.day === day)));
}
