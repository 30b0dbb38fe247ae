import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  analyticsBatches,
  analyticsConversionsSeen,
  analyticsCounts,
  analyticsFolds,
  analyticsKeys,
  analyticsNetworks,
  analyticsSalts,
  analyticsVisitors,
  analyticsVisits,
} from '../db/schema.ts';

export type CountRow = typeof analyticsCounts.$inferInsert;
export type VisitorRow = typeof analyticsVisitors.$inferSelect;
export type VisitRow = typeof analyticsVisits.$inferInsert;

/** The day's salt, made by whichever instance asks first. */
export async function saltOfDay(db: Database, day: string): Promise<string> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  return (await existingSalt(db, day))!;
}

/** A day's salt if it still exists: a day that is over has none, and none is made for it again. */
export async function existingSalt(db: Database, day: string): Promise<string | undefined> {
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  return row?.salt;
}

/** Records the day's new visitors; gives back those no instance had recorded before (the unique key decides). */
export async function addVisitors(db: Database, rows: VisitorRow[]): Promise<VisitorRow[]> {
  if (rows.length === 0) return [];
  return db.insert(analyticsVisitors).values(rows).onConflictDoNothing().returning();
}

/** What brought each of these visitors of a day. */
export async function visitorsOf(db: Database, day: string, visitors: string[]): Promise<VisitorRow[]> {
  if (visitors.length === 0) return [];
  return db
    .select()
    .from(analyticsVisitors)
    .where(and(eq(analyticsVisitors.day, day), inArray(analyticsVisitors.visitor, visitors)));
}

/** Marks a batch as written; false when it was already (its first commit went through, its answer was lost). */
export async function claimBatch(db: Database, id: string, day: string): Promise<boolean> {
  const rows = await db.insert(analyticsBatches).values({ id, day }).onConflictDoNothing().returning({ id: analyticsBatches.id });
  return rows.length > 0;
}

/**
 * Adds a day's new visitors to their networks' counts; gives back each network's count before them. One order
 * in every instance, so that two never wait on each other in turn.
 */
export async function addNetworkVisitors(db: Database, day: string, added: Map<string, number>): Promise<Map<string, number>> {
  const before = new Map<string, number>();
  for (const [network, count] of [...added].sort(([a], [b]) => a.localeCompare(b))) {
    const [row] = await db
      .insert(analyticsNetworks)
      .values({ day, network, visitors: count })
      .onConflictDoUpdate({
        target: [analyticsNetworks.day, analyticsNetworks.network],
        set: { visitors: sql`${analyticsNetworks.visitors} + excluded.visitors` },
      })
      .returning({ visitors: analyticsNetworks.visitors });
    before.set(network, row!.visitors - count);
  }
  return before;
}

export async function addFolded(db: Database, day: string, folded: number): Promise<void> {
  if (folded === 0) return;
  await db
    .insert(analyticsFolds)
    .values({ day, folded })
    .onConflictDoUpdate({ target: analyticsFolds.day, set: { folded: sql`${analyticsFolds.folded} + excluded.folded` } });
}

/** Of these keys of a dimension, those already admitted on the day. */
export async function admittedKeys(db: Database, day: string, dimension: string, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: analyticsKeys.key })
    .from(analyticsKeys)
    .where(and(eq(analyticsKeys.day, day), eq(analyticsKeys.dimension, dimension), inArray(analyticsKeys.key, keys)));
  return rows.map((row) => row.key);
}

/** How many keys of a dimension the day has admitted. */
export async function admittedKeyCount(db: Database, day: string, dimension: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(analyticsKeys)
    .where(and(eq(analyticsKeys.day, day), eq(analyticsKeys.dimension, dimension)));
  return row?.count ?? 0;
}

export async function admitKeys(db: Database, day: string, dimension: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(analyticsKeys)
    .values(keys.map((key) => ({ day, dimension, key })))
    .onConflictDoNothing();
}

/** Records conversions of the day's visitors; gives back those not recorded before (once per person, kind and day). */
export async function firstConversions(
  db: Database,
  day: string,
  rows: { visitor: string; kind: string }[],
): Promise<{ visitor: string; kind: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(analyticsConversionsSeen)
    .values(rows.map((row) => ({ day, ...row })))
    .onConflictDoNothing()
    .returning({ visitor: analyticsConversionsSeen.visitor, kind: analyticsConversionsSeen.kind });
}

const UPSERT_ROWS = 500;
const VISIT_KEY = [
  analyticsVisits.day,
  analyticsVisits.page,
  analyticsVisits.entry,
  analyticsVisits.channel,
  analyticsVisits.referrer,
  analyticsVisits.campaign,
  analyticsVisits.source,
  analyticsVisits.medium,
  analyticsVisits.device,
  analyticsVisits.browser,
  analyticsVisits.language,
  analyticsVisits.kind,
];
const keyOf = (row: VisitRow): string =>
  [
    row.page,
    row.entry,
    row.channel,
    row.referrer,
    row.campaign,
    row.source,
    row.medium,
    row.device,
    row.browser,
    row.language,
    row.kind,
  ].join('\u0000');

/** Adds visit counts to the day's rows, in one order in every instance (so that two never wait on each other in turn). */
export async function addVisitCounts(db: Database, rows: VisitRow[]): Promise<void> {
  const sorted = rows.map((row) => [`${row.day}\u0000${keyOf(row)}`, row] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (let start = 0; start < sorted.length; start += UPSERT_ROWS)
    await db
      .insert(analyticsVisits)
      .values(sorted.slice(start, start + UPSERT_ROWS).map(([, row]) => row))
      .onConflictDoUpdate({
        target: VISIT_KEY,
        set: {
          visitors: sql`${analyticsVisits.visitors} + excluded.visitors`,
          views: sql`${analyticsVisits.views} + excluded.views`,
          conversions: sql`${analyticsVisits.conversions} + excluded.conversions`,
        },
      });
}

/** Adds to the day's sums of each dimension, in one order in every instance (so that two never wait on each other in turn). */
export async function addCounts(db: Database, rows: CountRow[]): Promise<void> {
  const sorted = [...rows].sort(
    (a, b) => a.day.localeCompare(b.day) || a.metric.localeCompare(b.metric) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  for (let start = 0; start < sorted.length; start += UPSERT_ROWS)
    await db
      .insert(analyticsCounts)
      .values(sorted.slice(start, start + UPSERT_ROWS))
      .onConflictDoUpdate({
        target: [analyticsCounts.day, analyticsCounts.metric, analyticsCounts.key],
        set: { count: sql`${analyticsCounts.count} + excluded.count` },
      });
}

/** Forgets the salts and visitors of the days before `day`: their hashes can never be made again. */
export async function forgetDaysBefore(db: Database, day: string): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  await db.delete(analyticsVisitors).where(lt(analyticsVisitors.day, day));
  await db.delete(analyticsNetworks).where(lt(analyticsNetworks.day, day));
  await db.delete(analyticsConversionsSeen).where(lt(analyticsConversionsSeen.day, day));
  await db.delete(analyticsKeys).where(lt(analyticsKeys.day, day));
  // A batch of a day that is over can still be retried by a process that could not write it: kept a day longer.
  await db.delete(analyticsBatches).where(lt(analyticsBatches.day, sql`${day}::date - 1`));
}

/** Retention of the aggregates (decision 0036: a setting, 25 months by default). */
export async function deleteCountsBefore(db: Database, day: string): Promise<number> {
  const visits = await db.delete(analyticsVisits).where(lt(analyticsVisits.day, day)).returning({ day: analyticsVisits.day });
  await db.delete(analyticsFolds).where(lt(analyticsFolds.day, day));
  const counts = await db.delete(analyticsCounts).where(lt(analyticsCounts.day, day)).returning({ day: analyticsCounts.day });
  return visits.length + counts.length;
}
