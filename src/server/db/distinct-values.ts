import { gt, min } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * The distinct values of an indexed text column, in order: one step along its index per value (a loose
 * index scan), not a pass over every row as DISTINCT makes on PostgreSQL (decision 0033). For columns with few
 * values, such as a filter's choices.
 */
export async function distinctValues(db: Database, table: PgTable, column: PgColumn): Promise<string[]> {
  const values: string[] = [];
  for (;;) {
    const last = values.at(-1);
    const [next] = await db
      .select({ value: min(column) })
      .from(table)
      .where(last === undefined ? undefined : gt(column, last));
    if (typeof next?.value !== 'string') return values;
    values.push(next.value);
  }
}
