import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.ts';

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/**
 * After an erasure, on the embedded database: no copy of the deleted rows stays in its files. A
 * deleted row stays in its table's file until vacuumed, in its indexes, and in the write-ahead log,
 * where a segment past is recycled under a future name with its old bytes. VACUUM FULL rewrites each
 * table and its indexes; then, with recycling off, each switch moves to the next segment and fills the
 * rest of the one it leaves with zeros, and each checkpoint deletes the segments behind it, until
 * the log is one segment written only since. On a PostgreSQL server the server's own vacuum, log
 * retention and backups decide (docs/operating.md: Erasure).
 */
export async function rewriteWithoutErasedRows(db: Database, tables: readonly PgTable[]): Promise<void> {
  if (!(db instanceof PgliteDatabase)) return;
  for (const table of tables) await db.execute(sql`vacuum full ${table}`);
  await db.execute(sql`set wal_recycle = off`);
  try {
    const current = await db.execute<{ name: string }>(sql`select pg_walfile_name(pg_current_wal_lsn()) as name`);
    const segments = await db.execute<{ name: string }>(sql`select name from pg_ls_waldir()`);
    const ahead = segments.rows.filter(({ name }) => WAL_SEGMENT.test(name) && name > current.rows[0]!.name).length;
    for (let round = 0; round <= ahead; round++) {
      await db.execute(sql`select pg_switch_wal()`);
      await db.execute(sql`checkpoint`);
    }
  } finally {
    await db.execute(sql`reset wal_recycle`);
  }
}
