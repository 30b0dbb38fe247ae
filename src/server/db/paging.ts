import { and, asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

export const PAGE_SIZE = 50;

/** A row's place in a list newest first: its time (to the millisecond, schema.ts) and then its id. */
export interface RowKey {
  createdAt: Date;
  id: string | number;
}

/** Which page of a list newest first to show: the newest, the oldest, or the one just older or newer than a row. */
export type PagePosition = { from: 'newest' } | { from: 'oldest' } | { from: 'older' | 'newer'; than: RowKey };

/** One page of a list newest first, with the rows its neighbours start after where there are any. */
export interface KeysetPage<Row> {
  rows: Row[];
  newer?: RowKey | undefined;
  older?: RowKey | undefined;
}

type Keyed = { createdAt: PgColumn; id: PgColumn };
const keyOf = (row: RowKey): RowKey => ({ createdAt: row.createdAt, id: row.id });
const rowKey = (table: Keyed) => sql`(${table.createdAt}, ${table.id})`;
const keyValue = (key: RowKey) => sql`(${key.createdAt.toISOString()}::timestamptz, ${key.id})`;

/**
 * One page of a list newest first by keyset paging (decision 0033): every page, the oldest too, is one walk of
 * `size` + 1 rows along an index on (…filter, created_at, id), never a scan of the rows it skips. `query`
 * is the list's select (`.$dynamic()`, no where or order), `where` its filter. A page newer than a row that
 * turns out to be the newest is the first page, full.
 */
export async function keysetPage<Query extends PgSelect, Row extends Awaited<Query>[number] & RowKey>(
  query: Query,
  table: Keyed,
  position: PagePosition,
  where?: SQL,
  size = PAGE_SIZE,
): Promise<KeysetPage<Row>> {
  const backwards = position.from === 'newer' || position.from === 'oldest';
  const bound =
    position.from === 'older'
      ? sql`${rowKey(table)} < ${keyValue(position.than)}`
      : position.from === 'newer'
        ? sql`${rowKey(table)} > ${keyValue(position.than)}`
        : undefined;
  const order = backwards ? [asc(table.createdAt), asc(table.id)] : [desc(table.createdAt), desc(table.id)];
  const fetched = (await query
    .where(and(where, bound))
    .orderBy(...order)
    .limit(size + 1)) as Row[];
  const more = fetched.length > size;
  const rows = fetched.slice(0, size);
  if (backwards) rows.reverse();
  if (position.from === 'newer' && !more) return keysetPage(query, table, { from: 'newest' }, where, size);
  const hasNewer = backwards ? more : position.from === 'older';
  const hasOlder = backwards ? position.from === 'newer' : more;
  const first = rows[0];
  const last = rows.at(-1);
  return { rows, newer: hasNewer && first ? keyOf(first) : undefined, older: hasOlder && last ? keyOf(last) : undefined };
}

/** How many rows a list has, read no further than `cap` + 1 of them: a number, or that there are more than `cap`. */
export interface CappedCount {
  count: number;
  more: boolean;
}

export const COUNT_CAP = 1000;

/** Counts a list's rows up to COUNT_CAP (decision 0033: a page's caption never reads a whole table of a million rows). */
export async function countUpTo(db: Database, table: PgTable, where?: SQL, cap = COUNT_CAP): Promise<CappedCount> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ rows: count() }).from(capped);
  const rows = row?.rows ?? 0;
  return { count: Math.min(rows, cap), more: rows > cap };
}

/** One page of a list the console shows: its rows, its neighbours and how many rows the whole list has (up to COUNT_CAP). */
export interface Page<Row> extends KeysetPage<Row> {
  total: CappedCount;
}

/** A page of a list and its capped count, side by side: `query` and `where` as for keysetPage. */
export async function listPage<Query extends PgSelect, Row extends Awaited<Query>[number] & RowKey>(
  db: Database,
  query: Query,
  table: Keyed & PgTable,
  position: PagePosition,
  where?: SQL,
): Promise<Page<Row>> {
  const [page, total] = await Promise.all([keysetPage<Query, Row>(query, table, position, where), countUpTo(db, table, where)]);
  return { ...page, total };
}

/** Where a batch of a list starts: after the row a previous batch ended with. */
export interface ListPage {
  limit: number;
  after?: RowKey | undefined;
}

/**
 * Newest first, a batch at a time: after a row rather than an offset (keyset paging), so a row added or
 * erased between batches shifts nothing and a batch deep in the table costs what the first one does.
 * `where` is the list's filter, kept on every batch.
 */
export function newestFirst<Query extends PgSelect>(query: Query, table: Keyed, page?: ListPage, where?: SQL): Query {
  const after = page?.after;
  const ordered = query
    .where(and(where, after ? sql`${rowKey(table)} < ${keyValue(after)}` : undefined))
    .orderBy(desc(table.createdAt), desc(table.id));
  return page ? ordered.limit(page.limit) : ordered;
}

/** A whole list in batches of `batchSize` rows (keyset paging): memory stays that of one batch, however long the list. */
export async function* inBatches<Row extends RowKey>(batch: (page: ListPage) => Promise<Row[]>, batchSize: number): AsyncGenerator<Row[]> {
  let after: ListPage['after'];
  for (;;) {
    const rows = await batch({ limit: batchSize, after });
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
