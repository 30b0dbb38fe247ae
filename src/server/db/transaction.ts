import type { Database } from './client.ts';

/**
 * Runs `work` in one transaction: what it writes through the repositories is kept together, or not at
 * all. The transaction is handed on as a Database, so repositories take either alike.
 */
export function withTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
