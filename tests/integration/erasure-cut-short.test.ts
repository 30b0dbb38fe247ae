import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { everyRateLimit } from '#server/config/rate-limit-registry.ts';
import { ERASED_ADDRESS } from '#lib/erased-address.ts';
import { runAdmin } from '../setup/admin-cli.ts';
import { filesHolding } from '../setup/files-holding.ts';
import { TEST_ENGINES, type TestDatabase } from '../setup/database.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

// Decision 0027: an erasure killed between its commit and its file cleanup finishes by itself; an address named in
// another visitor's message is exported as theirs and erased from it, without deleting their records.
const PETRA = 'petra.geheim@example.com';
const BRUNO = 'bruno.bleibt@example.com';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const post = (origin: string, endpoint: string, body: Record<string, unknown>) =>
  fetch(`${origin}/api/${endpoint}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(
    (response) => response.status,
  );

async function outboxDrained(origin: string): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const health = (await (await fetch(`${origin}/api/health`)).json()) as { outbox?: { pending: number } };
    if (health.outbox?.pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('outbox did not drain');
}

describe.each(TEST_ENGINES)('an erasure cut short, and one that names others, on $name', (engine) => {
  async function serve(
    settings: Record<string, string> = {},
    dataDir?: string,
  ): Promise<{ server: RunningServer; target: Record<string, string> }> {
    const server = await startBuiltServer({
      ...everyRateLimit('1000/60'),
      MAIL_POLL_INTERVAL_MS: '100',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...settings,
    });
    cleanups.push(() => server.stop());
    return { server, target: { DATA_DIR: server.dataDir, ...(database?.url ? { DATABASE_URL: database.url } : {}) } };
  }
  let database: TestDatabase | undefined;

  it('finishes the file cleanup of an erasure killed after its commit, and keeps another visitor’s message without the address', async () => {
    if (engine.name === 'postgres') {
      database = await engine.create();
      cleanups.push(() => database!.drop());
    }
    // On PGlite the erasure runs in the server (through its channel), so the server is what dies; on PostgreSQL the command does.
    const { server, target } = await serve(engine.name === 'pglite' ? { TEST_CRASH_AT: 'erasure_committed' } : {});
    expect(await post(server.origin, 'contact', { name: 'Petra Geheim', email: PETRA, message: 'Bitte vertraulich behandeln.' })).toBe(200);
    expect(
      await post(server.origin, 'contact', { name: 'Bruno Bleibt', email: BRUNO, message: `Meine Kollegin ${PETRA} schreibt Ihnen auch.` }),
    ).toBe(200);
    await outboxDrained(server.origin);
    const mailDir = path.join(server.dataDir, 'mail');
    expect(filesHolding(mailDir, PETRA).length).toBeGreaterThanOrEqual(2);

    const exported = JSON.parse((await runAdmin(['person', 'export', PETRA], target)).stdout) as {
      contactMessages: unknown[];
      mails: unknown[];
      mentionedBySomeoneElse: { table: string; belongsToSomeoneElse: boolean; record: { email?: string; replyTo?: string } }[];
    };
    expect(exported.contactMessages).toHaveLength(1);
    expect(
      exported.mentionedBySomeoneElse
        .map(({ table, belongsToSomeoneElse }) => ({ table, belongsToSomeoneElse }))
        .sort((a, b) => a.table.localeCompare(b.table)),
    ).toEqual([
      { table: 'contactMessages', belongsToSomeoneElse: true },
      { table: 'mails', belongsToSomeoneElse: true },
    ]);

    const crashed = await runAdmin(['person', 'erase', PETRA], {
      ...target,
      ENABLE_TEST_HOOKS: 'true',
      ...(engine.name === 'postgres' ? { TEST_CRASH_AT: 'erasure_committed' } : {}),
    });
    // Killed before it could say what it deleted (a process killed by a signal has no exit code).
    expect(crashed.stdout).not.toContain('Deleted');
    // Committed, not yet cleaned: the mail files still name the address.
    expect(filesHolding(mailDir, PETRA).length).toBeGreaterThan(0);

    if (engine.name === 'pglite') {
      expect(await server.exited).not.toBe(0);
      const restarted = await serve({}, server.dataDir);
      for (let waited = 0; waited < 20_000 && !restarted.server.output().includes('erasure_cleanup_resumed'); waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(restarted.server.output()).toContain('erasure_cleanup_resumed');
    } else {
      const next = await runAdmin(['person', 'erase', 'nobody@example.com'], target);
      expect(next.code, next.stderr).toBe(0);
      expect(next.stdout).toContain('Finished the file cleanup of 1 earlier erasure');
    }
    // Nothing names her any more: no mail file, and on PGlite no database file either (heap and write-ahead log).
    expect(filesHolding(server.dataDir, PETRA)).toEqual([]);
    expect(filesHolding(server.dataDir, 'Petra Geheim')).toEqual([]);
    // Bruno's message and his notification stay, with her address erased from them.
    const bruno = JSON.parse((await runAdmin(['person', 'export', BRUNO], target)).stdout) as {
      contactMessages: { message: string }[];
      mails: { textBody: string }[];
    };
    expect(bruno.contactMessages.map((row) => row.message)).toEqual([`Meine Kollegin ${ERASED_ADDRESS} schreibt Ihnen auch.`]);
    expect(bruno.mails.length).toBeGreaterThanOrEqual(1);
    expect(bruno.mails.every((mail) => !mail.textBody.toLowerCase().includes(PETRA))).toBe(true);
    expect(bruno.mails.some((mail) => mail.textBody.includes(ERASED_ADDRESS))).toBe(true);
  }, 180_000);
});
