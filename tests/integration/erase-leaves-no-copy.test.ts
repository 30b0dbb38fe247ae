import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../setup/admin-cli.ts';
import { filesHolding } from '../setup/files-holding.ts';
import { TEST_ENGINES, type TestDatabase } from '../setup/database.ts';
import { everyRateLimit } from '#server/config/rate-limit-registry.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

const PETRA = 'petra.private@example.com';
const BRUNO = 'bruno.bleibt@example.com';

describe.each(TEST_ENGINES)('person erase through the running server on $name', (engine) => {
  let server: RunningServer;
  let database: TestDatabase | undefined;
  let target: Record<string, string>;
  const admin = (...args: string[]) => runAdmin(args, target);
  const post = async (endpoint: string, body: Record<string, unknown>) => {
    const response = await fetch(`${server.origin}/api/${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  };
  const earlyAccessTaken = async () =>
    ((await (await fetch(`${server.origin}/api/tiers`)).json()) as { tier: string; accepted_count: number }[]).find(
      (tier) => tier.tier === 'early_access',
    )!.accepted_count;
  const outboxDrained = async () => {
    for (let waited = 0; waited < 15_000; waited += 100) {
      const health = (await (await fetch(`${server.origin}/api/health`)).json()) as { outbox: { pending: number } };
      if (health.outbox.pending === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('outbox did not drain');
  };

  beforeAll(async () => {
    if (engine.name === 'postgres') database = await engine.create();
    server = await startBuiltServer({
      ...everyRateLimit('1000/60'),
      MAIL_POLL_INTERVAL_MS: '100',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    });
    // On PGlite the command reaches the server through its data directory; on PostgreSQL it connects itself, and needs the same DATA_DIR for the mail files.
    target = { DATA_DIR: server.dataDir, ...(database?.url ? { DATABASE_URL: database.url } : {}) };
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('leaves the address in no table, mail file or database file, and gives back the slot', async () => {
    expect(
      await post('waitlist', { email: PETRA, company: 'Privat GmbH', tier: 'early_access', motivation: 'Vertraulich', consent: true }),
    ).toBe(200);
    expect(await post('newsletter', { email: 'Petra.Private@Example.com', lang: 'de' })).toBe(200);
    expect(await post('contact', { name: 'Petra Private', email: PETRA, message: 'Bitte diskret behandeln.' })).toBe(200);
    expect(
      await post('security-events', {
        event_type: 'authentication_failure',
        user_identifier: 'PETRA.PRIVATE@EXAMPLE.COM',
        event_data: { tried: PETRA },
      }),
    ).toBe(202);
    expect(await post('waitlist', { email: BRUNO, tier: 'early_access', consent: true })).toBe(200);
    expect(await post('contact', { name: 'Bruno Bleibt', email: BRUNO, message: 'Ich bleibe gespeichert.' })).toBe(200);
    await outboxDrained();

    const entries = JSON.parse((await admin('list', 'waitlist', '--format', 'json')).stdout) as { id: string; email: string }[];
    const before = await earlyAccessTaken();
    expect((await admin('waitlist', 'accept', entries.find((entry) => entry.email === PETRA)!.id)).code).toBe(0);
    expect(await earlyAccessTaken()).toBe(before + 1);
    expect(filesHolding(path.join(server.dataDir, 'mail'), PETRA).length).toBeGreaterThanOrEqual(3);

    const exported = await admin('person', 'export', PETRA);
    expect(exported.code).toBe(0);
    const person = JSON.parse(exported.stdout) as Record<string, unknown[]>;
    // spec §8: the security event was stored with its addresses redacted, so it is not the person's.
    expect(person.securityEvents).toHaveLength(0);
    expect(person.mailFiles?.length).toBeGreaterThanOrEqual(3);
    expect(person.mails?.length).toBeGreaterThanOrEqual(3);

    const erased = await admin('person', 'erase', PETRA);
    expect(erased).toMatchObject({ code: 0, stderr: '' });

    expect(await earlyAccessTaken()).toBe(before);
    expect(filesHolding(server.dataDir, PETRA)).toEqual([]);
    expect(filesHolding(server.dataDir, 'Petra Private')).toEqual([]);
    // The audit log's entry of the acceptance named her company; the erasure left it her reference only, in every file.
    expect(filesHolding(server.dataDir, 'Privat GmbH')).toEqual([]);
    // The search does find what stays: the other person's records, in the mail files and, on PGlite, the database's.
    const kept = filesHolding(server.dataDir, BRUNO);
    expect(kept.some((file) => file.startsWith('mail'))).toBe(true);
    if (engine.name === 'pglite') expect(kept.some((file) => file.startsWith('db'))).toBe(true);
    const after = JSON.parse((await admin('person', 'export', PETRA)).stdout) as Record<string, unknown[]>;
    expect(Object.entries(after).filter(([, records]) => Array.isArray(records) && records.length > 0)).toEqual([]);
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
  }, 120_000);
});
