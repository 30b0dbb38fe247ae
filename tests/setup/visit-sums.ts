import type { Database } from '#server/db/client.ts';
import { analyticsVisits } from '#server/db/schema.ts';

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
