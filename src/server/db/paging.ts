import type { PgSelect } from 'drizzle-orm/pg-core';

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
 * with the same condition).
 */
export async function selectPage<Query extends PgSelect>(query: Query, total: Promise<number>, page: number, size = PAGE_SIZE): Promise<Page<Awaited<Query>[number]>> {
  const current = Math.max(1, page);
  const [rows, matching] = await Promise.all([query.limit(size).offset((current - 1) * size), total]);
  return { rows, total: matching, page: current, pages: Math.max(1, Math.ceil(matching / size)) };
}
