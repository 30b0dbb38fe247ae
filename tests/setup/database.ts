import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { migrateDatabase, MIGRATIONS_DIR } from '#server/db/migrate.ts';
import * as schema from '#server/db/schema.ts';

export interface TestDatabase extends DatabaseHandle {
  /** Connection string of a PostgreSQL test database (undefined on PGlite). */
  url?: string;
  /** Closes the connection and deletes the database. */
  drop: () => Promise<void>;
}

export interface TestEngine {
  name: 'pglite' | 'postgres';
  create: () => Promise<TestDatabase>;
}

/**
 * One migrated database per test process, dumped: a database started from the dump skips PGlite's initdb, about
 * a second instead of three. Each suite still gets a database of its own.
 */
let migratedDump: Promise<Blob> | undefined;
async function dumpOfMigratedDatabase(): Promise<Blob> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(handle);
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await handle.close();
  return dump;
}

const pglite: TestEngine = {
  name: 'pglite',
  async create() {
    const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: await (migratedDump ??= dumpOfMigratedDatabase()) });
    // The migrations have run in the dump; this proves it finds nothing left to do.
    await migrateDatabase(handle);
    return { ...handle, drop: handle.close };
  },
};

/** A throw-away database on the PostgreSQL server of `adminUrl` (TEST_DATABASE_URL), created for one suite (or a benchmark) and dropped after it. */
export const postgresEngine = (adminUrl: string): TestEngine => ({
  name: 'postgres',
  async create() {
    const name = `site_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.href, poolSize: 20 });
    await migrateDatabase(handle);
    return {
      ...handle,
      url: url.href,
      async drop() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await cleanup.end();
      },
    };
  },
});

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_ENGINES: TestEngine[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgresEngine(process.env.TEST_DATABASE_URL)] : []),
];

/** Every table of the schema: a table added later is emptied between tests without being listed here. */
const TABLES = (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));
const SEED = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.includes('seed'))
  .map((file) => readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'))
  .join('\n');

/** Empties every table and puts the seed data back: a fresh state between tests without a new database. */
export async function resetData(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql.raw(`TRUNCATE ${TABLES.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY`));
  await database.db.execute(sql.raw(SEED));
}

/**
 * Registers the usual hooks of a database suite – one database for the suite, fresh data before each
 * test, dropped at the end – and returns a getter for it.
 */
export function useTestDatabase(
  engine: TestEngine,
  hooks: {
    beforeAll: typeof import('vitest').beforeAll;
    afterAll: typeof import('vitest').afterAll;
    beforeEach: typeof import('vitest').beforeEach;
  },
): () => TestDatabase {
  let database: TestDatabase | undefined;
  hooks.beforeAll(async () => {
    database = await engine.create();
  }, 60_000);
  hooks.afterAll(() => database?.drop());
  hooks.beforeEach(() => resetData(database!));
  return () => database!;
}
