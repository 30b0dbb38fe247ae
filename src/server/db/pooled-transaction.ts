import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './database.ts';
import * as schema from './schema.ts';

/** One Drizzle database per pooled connection, made on its first transaction. */
const onConnection = new WeakMap<pg.PoolClient, Database>();

/**
 * `db.transaction` for a database on a PostgreSQL pool, releasing its connection on every way out.
 * Drizzle 0.45's own runs BEGIN before the `try` whose `finally` gives the connection back
 * (drizzle-team/drizzle-orm#6241, unfixed in 0.45.4): a BEGIN that fails, as when the server restarts
 * between the checkout and the statement, keeps that connection out of the pool for good, and after ten
 * such moments every query waits for a connection that never comes (and `pool.end()` never returns).
 * Here the connection is taken and given back by this function; Drizzle runs BEGIN, COMMIT or ROLLBACK
 * and savepoints on that one connection. A connection that died is dropped by the pool on release.
 */
export function pooledTransaction(pool: pg.Pool): Database['transaction'] {
  return async (work, config) => {
    const client = await pool.connect();
    try {
      let db = onConnection.get(client);
      if (!db) {
        db = drizzle({ client, schema });
        onConnection.set(client, db);
      }
      return await db.transaction(work, config);
    } finally {
      client.release();
    }
  };
}
