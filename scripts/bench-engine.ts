import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../src/server/db/client.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { embeddedPaths } from '../src/server/db/embedded-files.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { postgresEngine } from '../tests/setup/database.ts';

/** PostgreSQL for a benchmark when BENCH_DATABASE_URL or TEST_DATABASE_URL names one (a database of its own), else embedded. */
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** The value below which `share` of the values lie (nearest rank). */
export const percentile = (values: number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};

export interface BenchEngine {
  /** The server's settings that point it at this database. */
  env: Record<string, string>;
  name: string;
  /** Opens the database beside the server (PostgreSQL) or while it is stopped (embedded). */
  open: () => Promise<{ db: Database; close: () => Promise<void> }>;
  drop: () => Promise<void>;
}

/** A fresh, migrated database for one benchmark run. */
export async function benchEngine(name: string): Promise<BenchEngine> {
  if (POSTGRES_URL) {
    const database = await postgresEngine(POSTGRES_URL).create();
    return {
      env: { DATABASE_URL: database.url! },
      name: 'postgres',
      open: async () => ({ db: database.db, close: async () => undefined }),
      drop: database.drop,
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `site-bench-${name}-`));
  const open = async () => {
    const handle = await openDatabase({ dataDir: embeddedPaths(dataDir).database });
    await migrateDatabase(handle);
    return { db: handle.db, close: () => handle.close() };
  };
  return { env: { DATA_DIR: dataDir }, name: 'pglite', open, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}
