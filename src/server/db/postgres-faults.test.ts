import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A fresh, empty database on the test server, dropped after the test. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `site_fault_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** What a failover or `pg_terminate_backend` does: every connection of the site's database is ended by the server (57P01). */
async function terminateConnections(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [new URL(url).pathname.slice(1)],
  );
  await admin.end();
  return rowCount ?? 0;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

describe.skipIf(!adminUrl)('PostgreSQL going away (decision 0011)', () => {
  it('a connection ended while a transaction holds it fails that transaction, not the process, and the next query works', async () => {
    const database = await freshDatabase();
    const handle = await openDatabase({ url: database.url, poolSize: 4 });
    cleanups.push(database.drop, () => handle.close());
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      entered();
      await held;
      await tx.execute(sql`select 1`);
    });
    await inside;
    // The checked-out client is idle between two queries of its transaction when its backend goes.
    expect(await terminateConnections(database.url)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await expect(transaction).rejects.toThrow();
    expect(await handle.ping()).toBe(true);
  });

  it('five instances migrating a fresh database at once all succeed, five times over', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const database = await freshDatabase();
      const handles: DatabaseHandle[] = [];
      for (let instance = 0; instance < 5; instance++) handles.push(await openDatabase({ url: database.url, poolSize: 2 }));
      cleanups.push(database.drop, ...handles.map((handle) => () => handle.close()));
      const results = await Promise.allSettled(handles.map((handle) => migrateDatabase(handle)));
      expect(results.filter((result) => result.status === 'rejected').map((result) => String(result.reason))).toEqual([]);
    }
    // Five databases made and migrated: some 3 s on a quiet machine, longer than the default 5 s on a busy one.
  }, 60_000);
});
