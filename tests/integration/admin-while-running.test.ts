import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { dataDirLockFile } from '#server/db/embedded-lock.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { everyRateLimit } from '#server/config/rate-limit-registry.ts';
import { runAdmin } from '../setup/admin-cli.ts';
import { TEST_ENGINES, type TestDatabase } from '../setup/database.ts';
import { freePort, startBuiltServer, type RunningServer } from '../setup/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const RATE_LIMITS = everyRateLimit('1000/60');
const serverPid = (dataDir: string) => (JSON.parse(readFileSync(dataDirLockFile(dataDir), 'utf8')) as { pid: number }).pid;

/** Visits pages and the health check without pause until stopped; returns every answer's status and the longest wait. */
function keepVisiting(origin: string): () => Promise<{ statuses: number[]; longestMs: number }> {
  let visiting = true;
  const statuses: number[] = [];
  let longestMs = 0;
  const visits = (async () => {
    while (visiting) {
      for (const page of ['/', '/en/contact', '/api/health', '/api/tiers']) {
        const started = Date.now();
        const response = await fetch(`${origin}${page}`);
        await response.arrayBuffer();
        longestMs = Math.max(longestMs, Date.now() - started);
        statuses.push(response.status);
      }
    }
  })();
  return async () => {
    visiting = false;
    await visits;
    return { statuses, longestMs };
  };
}

describe.each(TEST_ENGINES)('admin commands while the built server runs on $name', (engine) => {
  let server: RunningServer;
  let database: TestDatabase | undefined;
  /** On PGlite the commands find the server through its data directory; on PostgreSQL they connect themselves (and find the mail files there). */
  let target: Record<string, string>;
  const admin = (...args: string[]) => runAdmin(args, target);
  const post = (endpoint: string, body: Record<string, unknown>) =>
    fetch(`${server.origin}/api/${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.status);

  beforeAll(async () => {
    if (engine.name === 'postgres') database = await engine.create();
    server = await startBuiltServer({ ...RATE_LIMITS, ...(database?.url ? { DATABASE_URL: database.url } : {}) });
    target = { DATA_DIR: server.dataDir, ...(database?.url ? { DATABASE_URL: database.url } : {}) };
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('list, accept, export, person export and erase work, and visitors are served all the while', async () => {
    expect(
      await post('waitlist', { email: 'anna@example.ch', company: 'Muster AG', tier: 'early_access', motivation: 'Belege', consent: true }),
    ).toBe(200);
    expect(await post('waitlist', { email: 'bruno@example.ch', tier: 'early_access', consent: true })).toBe(200);
    expect(await post('newsletter', { email: 'anna@example.ch', lang: 'de' })).toBe(200);
    expect(
      await post('contact', { name: 'Anna Muster', email: 'anna@example.ch', message: 'Wir möchten die Kreditoren automatisieren.' }),
    ).toBe(200);
    expect(await post('contact', { name: 'Bruno Beispiel', email: 'bruno@example.ch', message: 'Bitte rufen Sie mich zurück.' })).toBe(200);
    const stopVisiting = keepVisiting(server.origin);

    const listed = await admin('list', 'waitlist', '--format', 'json');
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    const entries = JSON.parse(listed.stdout) as { id: string; email: string; status: string }[];
    expect(entries.map((entry) => entry.email).sort()).toEqual(['anna@example.ch', 'bruno@example.ch']);
    const anna = entries.find((entry) => entry.email === 'anna@example.ch')!;

    expect(await admin('waitlist', 'accept', anna.id)).toEqual({ code: 0, stdout: 'accepted\n', stderr: '' });
    expect(await admin('waitlist', 'accept', anna.id)).toEqual({ code: 2, stdout: 'not_pending\n', stderr: '' });
    expect((await admin('tiers')).stdout).toMatch(/'early_access'\s*│\s*25\s*│\s*9\s*│\s*16/);

    const csv = await admin('list', 'newsletter', '--format', 'csv');
    expect(csv.code).toBe(0);
    expect(csv.stdout.split('\r\n')[0]).toBe('id,email,status,consentAt,consentLanguage,confirmedAt,unsubscribedAt,bouncedAt,createdAt');
    expect(csv.stdout).toContain(',anna@example.ch,pending,');

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'admin-export-')), 'contacts.json');
    expect(await admin('list', 'contacts', '--format', 'json', '--out', file)).toEqual({
      code: 0,
      stdout: `Written to ${file}\n`,
      stderr: '',
    });
    expect((JSON.parse(readFileSync(file, 'utf8')) as unknown[]).length).toBe(2);
    rmSync(path.dirname(file), { recursive: true, force: true });

    const exported = await admin('person', 'export', 'ANNA@example.ch');
    expect(exported.code).toBe(0);
    const person = JSON.parse(exported.stdout) as Record<string, { status?: string }[]>;
    expect(person.waitlistEntries).toMatchObject([{ status: 'accepted' }]);
    expect(person.contactMessages).toHaveLength(1);
    expect(person.newsletterSubscriptions).toHaveLength(1);

    const erased = await admin('person', 'erase', 'anna@example.ch');
    expect(erased.code).toBe(0);
    expect(Number(/^Deleted (\d+) records\.$/.exec(erased.stdout.trim())?.[1])).toBeGreaterThanOrEqual(4);
    expect(
      (JSON.parse((await admin('list', 'waitlist', '--format', 'json')).stdout) as { email: string }[]).map((entry) => entry.email),
    ).toEqual(['bruno@example.ch']);

    const { statuses } = await stopVisiting();
    expect(statuses.length).toBeGreaterThan(8);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
  }, 120_000);
});

describe('the embedded database belongs to one server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  }, 90_000);
  afterAll(() => server?.stop());

  it('a second server on the same DATA_DIR is refused at once, naming the running one; the first keeps serving', async () => {
    const { DATABASE_URL: _embedded, ...inherited } = process.env;
    const second = spawn(process.execPath, ['src/server/process/start.ts'], {
      cwd: root,
      env: { ...inherited, HOST: '127.0.0.1', PORT: String(await freePort()), DATA_DIR: server.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A second server that came up would never exit by itself.
    const deadline = setTimeout(() => second.kill(), 20_000);
    const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    clearTimeout(deadline);
    expect(code).toBe(1);
    expect(stderr).toContain(`The server (pid ${serverPid(server.dataDir)}) is using the embedded database in ${server.dataDir}.`);
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
    expect((await runAdmin(['tiers'], { DATA_DIR: server.dataDir })).code).toBe(0);
  }, 60_000);
});

describe('an export of 100,000 rows through the running server', () => {
  const NEWSLETTER_ROWS = 100_000;
  let dataDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'admin-export-'));
    const seeded = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await migrateDatabase(seeded);
    await seeded.db.execute(sql`
      insert into newsletter_subscriptions (email, consent_at, consent_language, consent_source_page, privacy_version, client_hash, unsubscribe_token_hash)
      select 'n' || n || '@example.ch', now(), 'de', '/', '2026-11-22', 'h', 't' || n from generate_series(1, ${NEWSLETTER_ROWS}) as n`);
    await seeded.close();
    server = await startBuiltServer({ DATA_DIR: dataDir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('streams every row while the server keeps answering', async () => {
    const file = path.join(dataDir, 'newsletter.csv');
    const stopVisiting = keepVisiting(server.origin);
    const exported = await runAdmin(['list', 'newsletter', '--format', 'csv', '--out', file], { DATA_DIR: dataDir });
    const { statuses, longestMs } = await stopVisiting();
    expect(exported).toEqual({ code: 0, stdout: `Written to ${file}\n`, stderr: '' });
    const lines = readFileSync(file, 'utf8').split('\r\n');
    expect(lines).toHaveLength(NEWSLETTER_ROWS + 2); // the header, the rows, and the empty rest after the last line break
    expect(new Set(lines.slice(1, -1).map((line) => line.split(',')[1])).size).toBe(NEWSLETTER_ROWS);
    // Visitors were answered between the export's pages, not after the whole export.
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(longestMs).toBeLessThan(3_000);
  }, 120_000);
});
