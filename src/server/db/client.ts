import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { OwnerOnlyNodeFS } from './owner-only-fs.ts';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { Database } from './database.ts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { logger } from '../logger.ts';
import { pooledTransaction } from './pooled-transaction.ts';
import * as schema from './schema.ts';

export type { Database } from './database.ts';

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** The connection pool of a PostgreSQL server (shared with the rate limiters); none on PGlite. */
  pool?: pg.Pool;
  /** True when the database answers a trivial query. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise the embedded PGlite engine. */
  url?: string | undefined;
  /** PGlite's data directory, or 'memory://' for a throw-away in-memory database. */
  dataDir?: string;
  /** PostgreSQL TLS: off, on with certificate checks, or on without them. */
  ssl?: 'off' | 'require' | 'no-verify';
  poolSize?: number;
  /** A dump of a PGlite data directory (`dumpDataDir`) to start an in-memory database from, instead of an empty one. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A server that does not answer (a failover in progress) fails the request after this, instead of holding it.
      connectionTimeoutMillis: 5000,
      ssl:
        options.ssl === 'require' ? { rejectUnauthorized: true } : options.ssl === 'no-verify' ? { rejectUnauthorized: false } : undefined,
    });
    // A connection the server ends (restart, failover, pg_terminate_backend: 57P01) must not crash the
    // process: an idle one is reported on the pool, which replaces it on the next query; one checked out
    // between two queries of a transaction is reported on the client itself, and that transaction fails.
    const connectionLost = (error: Error & { code?: string }) =>
      logger.warn({ event: 'database_connection_lost', code: error.code }, 'the database ended a connection');
    pool.on('error', connectionLost);
    pool.on('connect', (client) => client.on('error', connectionLost));
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    db.transaction = pooledTransaction(pool);
    return { db, engine: 'postgres', pool, ping: () => ping(db), close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm serves the console's searches (migration 0009), as on a PostgreSQL server.
  const client = dataDir.startsWith('memory://')
    ? await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(options.loadDataDir && { loadDataDir: options.loadDataDir }) })
    : await PGlite.create({ fs: new OwnerOnlyNodeFS(dataDir), extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { db, engine: 'pglite', ping: () => ping(db), close: () => client.close() };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
