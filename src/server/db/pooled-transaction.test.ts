import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { startTcpProxy, type TcpProxy } from '#tests/setup/tcp-proxy.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { withTransaction } from './transaction.ts';

const postgres = TEST_ENGINES.find((engine) => engine.name === 'postgres');

describe.skipIf(!postgres)('a transaction whose BEGIN meets a lost connection on PostgreSQL', () => {
  const db = useTestDatabase(postgres!, { beforeAll, afterAll, beforeEach });
  let proxy: TcpProxy | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await proxy?.close();
    await handle?.close();
  });

  it('gives its connection back to the pool, so the next query is served and the pool can end', async () => {
    const target = new URL(db().url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    // One connection: one that is never given back holds up every later query.
    handle = await openDatabase({ url: target.href, poolSize: 1 });
    await handle.db.execute(sql`select 1`);
    proxy.cutAfterNext('begin');
    await expect(withTransaction(handle.db, (tx) => tx.execute(sql`select 1`))).rejects.toThrow();

    const result = await withTransaction(handle.db, (tx) => tx.execute(sql`select 2 as two`));
    expect(JSON.stringify(result)).toContain('"two":2');
    await handle.close();
    handle = undefined;
  }, 20_000);
});
