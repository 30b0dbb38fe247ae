import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

/** The versioned migrations drizzle-kit writes (src/server/db/migrations). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number, the same in every instance: the key of the advisory lock that serialises migrations.
const MIGRATION_LOCK_KEY = 7_352_014;

/**
 * Applies every migration not applied yet; safe to run on every start and from several instances at once:
 * on PostgreSQL the instances take turns under an advisory lock (the migrator's own CREATE … IF NOT EXISTS
 * races otherwise), and each finds what the one before it applied. PGlite has one process.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (!handle.pool) {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzle({ client }), config);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
