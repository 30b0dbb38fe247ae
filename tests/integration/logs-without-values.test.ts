import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { TEST_ENGINES, type TestDatabase } from '../setup/database.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

const petra = {
  name: 'Petra Private',
  email: 'petra.private@example.com',
  company: 'Privat GmbH',
  message: 'Meine Lohnbuchhaltung ist vertraulich.',
};

/** Every insert into contact_messages fails from now on, with the whole row in the database's `detail`. */
const refuseEveryMessage = (handle: DatabaseHandle) =>
  handle.db.execute(sql`alter table contact_messages add constraint refuses_every_message check (false) not valid`);

describe.each(TEST_ENGINES)('a failed query on $name', (engine) => {
  let server: RunningServer;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    if (engine.name === 'postgres') {
      database = await engine.create();
      await refuseEveryMessage(database);
      server = await startBuiltServer({ DATABASE_URL: database.url!, LOG_LEVEL: 'info' });
    } else {
      dataDir = mkdtempSync(path.join(tmpdir(), 'failed-query-'));
      const embedded = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      await migrateDatabase(embedded);
      await refuseEveryMessage(embedded);
      await embedded.close();
      server = await startBuiltServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    }
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('is logged with its SQL state and statement, never with the name, address or text it carried', async () => {
    const api = await fetch(`${server.origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(petra),
    });
    expect(api.status).toBe(500);
    const form = await fetch(`${server.origin}/contact/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.origin },
      body: new URLSearchParams(petra),
    });
    expect(form.status).toBe(500);

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":50'));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      expect(line).toContain('"code":"23514"');
      expect(line).toContain('insert into \\"contact_messages\\"');
      expect(line).toContain('refuses_every_message');
    }
    const output = server.output();
    for (const value of [petra.name, petra.email, petra.company, petra.message, 'Petra', 'Lohnbuchhaltung'])
      expect(output).not.toContain(value);
    expect(output).not.toMatch(/params|Failing row/);
  }, 30_000);
});
