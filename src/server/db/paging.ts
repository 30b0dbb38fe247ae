import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';

/** One page of a list the console shows, with what its pager needs. */
export interface Page<Row> {
  rows: Row[];
  page: number;
  pages: number;
  total: number;
}

export const PAGE_SIZE = 50;

/**
 * One page (1-based) of an ordered query (`.$dynamic()`), with the count of all its rows (`db.$count`
 * with the same condition). A page number that is not a whole number from 1 is page 1; one past the end
 * is the last page.
 */
export async function selectPage<Query extends PgSelect>(
  query: Query,
  total: Promise<number>,
  page: number,
  size = PAGE_SIZE,
): Promise<Page<Awaited<Query>[number]>> {
  const asked = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const [rows, matching] = await Promise.all([query.limit(size).offset((asked - 1) * size), total]);
  const pages = Math.max(1, Math.ceil(matching / size));
  if (asked <= pages) return { rows, total: matching, page: asked, pages };
  return { rows: await query.limit(size).offset((pages - 1) * size), total: matching, page: pages, pages };
}

/** Where a batch of a list starts: after the row a previous batch ended with. */
export interface ListPage {
  limit: number;
  after?: { createdAt: Date; id: string } | undefined;
}

type NewestFirst = { createdAt: PgColumn; id: PgColumn };
// Compared at millisecond precision, the precision of the Date a batch's last row comes back with.
const createdMs = (table: NewestFirst) => sql`date_trunc('milliseconds', ${table.createdAt})`;

/**
 * Newest first, a batch at a time: after a row rather than an offset (keyset paging), so a row added or
 * erased between batches shifts nothing and a batch deep in the table costs what the first one does.
 * `where` is the list's filter, kept on every batch.
 */
export function newestFirst<Query extends PgSelect>(query: Query, table: NewestFirst, page?: ListPage, where?: SQL): Query {
  const after = page?.after;
  const ordered = query
    .where(
      and(
        where,
        after ? sql`(${createdMs(table)}, ${table.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(createdMs(table)), desc(table.id));
  return page ? ordered.limit(page.limit) : ordered;
}

/** A whole list in batches of `batchSize` rows (keyset paging): memory stays that of one batch, however long the list. */
export async function* inBatches<Row extends { id: string; createdAt: Date }>(
  batch: (page: ListPage) => Promise<Row[]>,
  batchSize: number,
): AsyncGenerator<Row[]> {
  let after: ListPage['after'];
  for (;;) {
    const rows = await batch({ limit: batchSize, after });
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
