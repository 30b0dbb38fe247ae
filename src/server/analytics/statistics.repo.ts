import { and, asc, between, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_METRICS as M, slicedMetric, type Slice } from '#lib/analytics.ts';
import type { DayRange } from '#lib/console/statistics-range.ts';
import type { StatisticsDimension, StatisticsFilters } from '#lib/console/statistics-view.ts';
import type { Database } from '../db/client.ts';
import { analyticsCounts, analyticsFolds, analyticsVisits } from '../db/schema.ts';

export type { DayRange };

const v = analyticsVisits;

/** The rows of a statement written in SQL: both engines' drivers answer with `rows` (sums come as strings or numbers). */
async function rowsOf<Row>(db: Database, statement: SQL): Promise<{ rows: Row[] }> {
  const result: unknown = await db.execute(statement);
  return result as { rows: Row[] };
}

/** The column each filter narrows (decision 0047). */
const DIMENSION_COLUMN = {
  page: v.page,
  entry: v.entry,
  channel: v.channel,
  referrer: v.referrer,
  campaign: v.campaign,
  source: v.source,
  medium: v.medium,
  device: v.device,
  browser: v.browser,
  language: v.language,
} satisfies Record<StatisticsDimension, unknown>;

export type Measure = 'visitors' | 'views' | 'conversions';

export interface Sums {
  visitors: number;
  views: number;
  conversions: number;
}

export interface DaySums extends Sums {
  day: string;
}

const sums = {
  visitors: sql<number>`coalesce(sum(${v.visitors}), 0)`.mapWith(Number),
  views: sql<number>`coalesce(sum(${v.views}), 0)`.mapWith(Number),
  conversions: sql<number>`coalesce(sum(${v.conversions}), 0)`.mapWith(Number),
};

/** The range's rows narrowed by the filters: one walk of the primary key's day range. */
function narrowed(range: DayRange, filters: StatisticsFilters): SQL | undefined {
  return and(
    between(v.day, range.from, range.to),
    ...Object.entries(filters).map(([dimension, value]) => eq(DIMENSION_COLUMN[dimension as StatisticsDimension], value)),
  );
}

export async function visitTotals(db: Database, range: DayRange, filters: StatisticsFilters): Promise<Sums> {
  const [row] = await db.select(sums).from(v).where(narrowed(range, filters));
  return row ?? { visitors: 0, views: 0, conversions: 0 };
}

export interface TopKeys {
  rows: { key: string; count: number }[];
  /** Keys with a count in all, the rows not returned included. */
  keys: number;
}

/** New visitors of the range counted as one with their network's (decision 0047). */
export async function foldedVisitors(db: Database, range: DayRange): Promise<number> {
  const [row] = await db
    .select({ folded: sql<number>`coalesce(sum(${analyticsFolds.folded}), 0)`.mapWith(Number) })
    .from(analyticsFolds)
    .where(between(analyticsFolds.day, range.from, range.to));
  return row?.folded ?? 0;
}

export type VisitRow = typeof analyticsVisits.$inferSelect;
/** The visit rows' columns in the table's order. */
export const VISIT_COLUMNS = Object.keys(getTableColumns(analyticsVisits)) as (keyof VisitRow)[];

type VisitKey = Omit<VisitRow, 'visitors' | 'views' | 'conversions'>;

/** The range's rows as stored, in primary-key order, `size` after `after` (the CSV download). */
export async function visitBatch(db: Database, range: DayRange, after: VisitKey | undefined, size: number): Promise<VisitRow[]> {
  const key = sql`(${v.day}, ${v.page}, ${v.entry}, ${v.channel}, ${v.referrer}, ${v.campaign}, ${v.source}, ${v.medium}, ${v.device}, ${v.browser}, ${v.language}, ${v.kind})`;
  const past = after
    ? sql`${key} > (${after.day}::date, ${after.page}, ${after.entry}, ${after.channel}, ${after.referrer}, ${after.campaign}, ${after.source}, ${after.medium}, ${after.device}, ${after.browser}, ${after.language}, ${after.kind})`
    : undefined;
  return db
    .select()
    .from(v)
    .where(and(between(v.day, range.from, range.to), past))
    .orderBy(
      asc(v.day),
      asc(v.page),
      asc(v.entry),
      asc(v.channel),
      asc(v.referrer),
      asc(v.campaign),
      asc(v.source),
      asc(v.medium),
      asc(v.device),
      asc(v.browser),
      asc(v.language),
      asc(v.kind),
    )
    .limit(size);
}

/** A table of the page: the column its rows are keyed by, the count it ranks them by, and how many rows it shows. */
export interface TableAsked {
  name: string;
  by: StatisticsDimension | 'kind';
  measure: Measure;
  limit: number;
}

export interface Overview {
  totals: Sums;
  days: DaySums[];
  tables: Map<string, TopKeys>;
}

/**
 * The page's figures in one walk of the range (decision 0047): the totals, the days and every table are grouping
 * sets of one `group by`, and each table's rows are ranked and cut in the database, so that only the rows shown,
 * not every key of the range, leave it. Each table must be keyed by a column of its own.
 */
export async function overviewOf(
  db: Database,
  range: DayRange,
  filters: StatisticsFilters,
  tables: readonly TableAsked[],
): Promise<Overview> {
  // Numbers the code makes (set ids, masks, limits) are written into the statement, so that each has its type.
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  const columns = tables.map((table) => (table.by === 'kind' ? v.kind : DIMENSION_COLUMN[table.by]));
  const cases = (each: (index: number) => SQL) =>
    sql.join(
      tables.map((_, index) => sql`when ${n(index + 2)} then ${each(index)}`),
      sql` `,
    );
  // grouping(day, c1 … cn) has a bit set for each column a row is summed over, the day's the highest: the totals
  // have them all, the days all but the day's, table i all but its column's. Set 0 is the totals, 1 the days, i + 2 table i.
  const all = (1 << (tables.length + 1)) - 1;
  const setOf = sql`(case grouping(${sql.join([v.day, ...columns], sql`, `)}) when ${n(all)} then 0 when ${n(all >> 1)} then 1 ${sql.join(
    tables.map((_, index) => sql`when ${n(all ^ (1 << (tables.length - 1 - index)))} then ${n(index + 2)}`),
    sql` `,
  )} end)`;
  const conversionSets = tables.flatMap((table, index) => (table.by === 'kind' ? [index + 2] : [-1]));
  const result = await rowsOf<{
    set: number;
    key: string;
    visitors: string;
    views: string;
    conversions: string;
    ranked: string;
    keys: string;
  }>(
    db,
    sql`
    with sums as (
      select ${setOf} as set,
        coalesce(case ${setOf} ${cases((index) => sql`${columns[index]}`)} end, ${v.day}::text) as key,
        sum(${v.visitors}) as visitors, sum(${v.views}) as views, sum(${v.conversions}) as conversions,
        (case ${setOf} ${cases((index) => sql`sum(${v[tables[index]!.measure]})`)} end) as ranked,
        (case ${setOf} ${cases((index) => n(tables[index]!.limit))} end) as shown
      from ${v}
      where ${narrowed(range, filters)}
      group by grouping sets ((), (${v.day}), ${sql.join(
        columns.map((column) => sql`(${column})`),
        sql`, `,
      )})
    ),
    ranked as (
      select *, row_number() over (partition by set order by ranked desc, key) as rank, count(*) over (partition by set) as keys
      from sums
      -- A table lists keys with a count; the conversions by kind leave out the views' rows (kind '').
      where set < 2 or (ranked > 0 and not (set in (${sql.join(conversionSets.map(n), sql`, `)}) and key = ''))
    )
    select set, key, visitors, views, conversions, ranked, keys from ranked where set < 2 or rank <= shown`,
  );
  const overview: Overview = { totals: { visitors: 0, views: 0, conversions: 0 }, days: [], tables: new Map() };
  for (const table of tables) overview.tables.set(table.name, { rows: [], keys: 0 });
  for (const row of result.rows) {
    const set = Number(row.set);
    const sums = { visitors: Number(row.visitors), views: Number(row.views), conversions: Number(row.conversions) };
    if (set === 0) overview.totals = sums;
    else if (set === 1) overview.days.push({ day: row.key, ...sums });
    else {
      const top = overview.tables.get(tables[set - 2]!.name)!;
      top.rows.push({ key: row.key, count: Number(row.ranked) });
      top.keys = Number(row.keys);
    }
  }
  overview.days.sort((a, b) => a.day.localeCompare(b.day));
  for (const top of overview.tables.values()) top.rows.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return overview;
}

const c = analyticsCounts;

/** The sum of each dimension a table ranks by, as the counter adds it up per day (visit-writer.ts `dimensionSums`). */
const METRIC_OF: Record<TableAsked['by'], string> = {
  page: M.view,
  entry: M.entry,
  channel: M.channel,
  referrer: M.referrer,
  campaign: M.campaign,
  source: M.source,
  medium: M.medium,
  device: M.device,
  browser: M.browser,
  language: M.language,
  kind: M.conversion,
};

/** The daily series from the per-day sums (of one slice, if given): visitors in all, page views and conversions of every key. */
export async function summedDays(db: Database, range: DayRange, slice?: Slice): Promise<DaySums[]> {
  const [visitor, view, conversion] = [M.visitor, M.view, M.conversion].map((metric) => slicedMetric(metric, slice)) as [
    string,
    string,
    string,
  ];
  const rows = await db
    .select({ day: c.day, metric: c.metric, count: sql<number>`sum(${c.count})`.mapWith(Number) })
    .from(c)
    .where(and(between(c.day, range.from, range.to), or(and(eq(c.metric, visitor), eq(c.key, '')), inArray(c.metric, [view, conversion]))))
    .groupBy(c.day, c.metric)
    .orderBy(asc(c.day));
  const days = new Map<string, DaySums>();
  for (const { day, metric, count } of rows) {
    const sums = days.get(day) ?? { day, visitors: 0, views: 0, conversions: 0 };
    if (metric === visitor) sums.visitors += count;
    else if (metric === view) sums.views += count;
    else sums.conversions += count;
    days.set(day, sums);
  }
  return [...days.values()];
}

export const totalOf = (days: readonly DaySums[]): Sums =>
  days.reduce(
    (sum, day) => ({ visitors: sum.visitors + day.visitors, views: sum.views + day.views, conversions: sum.conversions + day.conversions }),
    { visitors: 0, views: 0, conversions: 0 },
  );

/**
 * The page's figures from the per-day sums of each dimension (decision 0047), unfiltered or narrowed to one value
 * of a sliced dimension: a few hundred rows a day, not every visit row; each table ranked and cut in the database
 * as in `overviewOf`.
 */
export async function summedOverviewOf(db: Database, range: DayRange, tables: readonly TableAsked[], slice?: Slice): Promise<Overview> {
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  const metrics = tables.map((table) => slicedMetric(METRIC_OF[table.by], slice));
  const shown = sql.join(
    tables.map((table, index) => sql`when ${metrics[index]} then ${n(table.limit)}`),
    sql` `,
  );
  const [days, result] = await Promise.all([
    summedDays(db, range, slice),
    rowsOf<{ metric: string; key: string; count: string; keys: string }>(
      db,
      sql`
      with sums as (
        select ${c.metric} as metric, ${c.key} as key, sum(${c.count}) as count
        from ${c}
        where ${and(between(c.day, range.from, range.to), inArray(c.metric, metrics))}
        group by ${c.metric}, ${c.key}
      ),
      ranked as (
        select *, row_number() over (partition by metric order by count desc, key) as rank, count(*) over (partition by metric) as keys
        from sums where count > 0
      )
      select metric, key, count, keys from ranked where rank <= (case metric ${shown} end)`,
    ),
  ]);
  const overview: Overview = { totals: totalOf(days), days, tables: new Map() };
  const byMetric = new Map<string, TopKeys>();
  for (const row of result.rows) {
    const top = byMetric.get(row.metric) ?? { rows: [], keys: Number(row.keys) };
    top.rows.push({ key: row.key, count: Number(row.count) });
    byMetric.set(row.metric, top);
  }
  for (const [index, table] of tables.entries()) {
    const top = byMetric.get(metrics[index]!) ?? { rows: [], keys: 0 };
    top.rows.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    overview.tables.set(table.name, top);
  }
  return overview;
}
