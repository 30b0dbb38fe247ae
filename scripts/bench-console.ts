import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { postgresEngine } from '../tests/setup/database.ts';
import { operatorSessionCookie } from '../tests/setup/operator.ts';
import { startBuiltServer, type RunningServer } from '../tests/setup/server.ts';
import { CONSOLE_ROWS, scaledRows, SEARCHES, seedConsole, type ConsoleRows } from './bench-console-seed.ts';
import { percentile } from './bench-engine.ts';

/**
 * `npm run bench -- --console` (after `npm run build`): the operator console with a database a firm has after
 * years (decision 0033). Seeds PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, a database of its own) with
 * CONSOLE_ROWS (contact messages and security events 30 s apart: some 86,000 of each in the overview's
 * last 30 days; 100,000 subscribers) and the embedded database with a tenth, starts the built server on
 * each, and times every console page – the first and the last page of each list, searches that find something and nothing, the
 * overview, a person's records – as p95 of BENCH_CONSOLE_REQUESTS requests; then downloads the inbox as CSV
 * and watches the server's resident memory. BENCH_CONSOLE_ENGINES=postgres or =pglite runs one engine. Targets: p95 ≤ 100 ms on PostgreSQL, ≤ 300 ms embedded; an
 * export's memory growth ≤ 50 MB.
 */
const REQUESTS = Number(process.env.BENCH_CONSOLE_REQUESTS ?? 20);
/** Pages whose median and p95 get a line of their own beside the target: the overview's monthly counts and the person search (decision 0044). */
const HEADLINE_PAGES = ['overview', 'person (one)', 'person (none)'];
const TARGET_MS = { postgres: 100, pglite: 300 } as const;
const EXPORT_GROWTH_MB = 50;
/** An export that takes longer is stopped and reported as such (an export that sorts the table per batch never ends). */
const EXPORT_SECONDS = Number(process.env.BENCH_EXPORT_SECONDS ?? 600);
const EXPORT_PAUSE_MS = 3000;
const OPERATOR = 'bench-operator@example.ch';

type Engine = keyof typeof TARGET_MS;

interface Timed {
  engine: Engine;
  page: string;
  status: number;
  p95: number;
  median: number;
}

/** Requests before the timed ones: the server's steady state, not its first renders of a page (its code compiled, its connections open), is what the target is about. */
const WARM_UP = 3;

async function timed(request: () => Promise<Response>): Promise<{ status: number; ms: number[] }> {
  const first = await request();
  await first.arrayBuffer();
  for (let i = 1; i < WARM_UP; i++) await (await request()).arrayBuffer();
  const ms: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const response = await request();
    await response.arrayBuffer();
    ms.push(performance.now() - start);
    if (!response.ok) return { status: response.status, ms };
  }
  return { status: first.status, ms };
}

/** The pager's link to the oldest rows when the list has one, else an address past the end (offset paging clamps it to the last page). */
async function lastPageHref(origin: string, listPath: string, cookie: string): Promise<string> {
  const html = await (await fetch(new URL(listPath, origin), { headers: { cookie } })).text();
  const link = /<a[^>]*href="([^"]+)"[^>]*rel="last"|<a[^>]*rel="last"[^>]*href="([^"]+)"/.exec(html);
  const href = link?.[1] ?? link?.[2];
  return href ? href.replaceAll('&amp;', '&') : `${listPath}${listPath.includes('?') ? '&' : '?'}page=999999`;
}

function consolePages(): { name: string; path: string; last?: boolean }[] {
  const q = (search: string) => encodeURIComponent(search);
  return [
    { name: 'overview', path: '/admin' },
    { name: 'inbox', path: '/admin/inbox' },
    { name: 'inbox, last page', path: '/admin/inbox', last: true },
    { name: 'inbox, search (a quarter)', path: `/admin/inbox?q=${q(SEARCHES.common)}` },
    { name: 'inbox, search (one)', path: `/admin/inbox?q=${q(SEARCHES.rare)}` },
    { name: 'inbox, search (none)', path: `/admin/inbox?q=${q(SEARCHES.none)}` },
    { name: 'waiting list', path: '/admin/waitlist' },
    { name: 'waiting list, last page', path: '/admin/waitlist', last: true },
    { name: 'waiting list, pending', path: '/admin/waitlist?status=pending' },
    { name: 'newsletter', path: '/admin/newsletter' },
    { name: 'newsletter, last page', path: '/admin/newsletter', last: true },
    { name: 'mail', path: '/admin/mail' },
    { name: 'mail, sent, last page', path: '/admin/mail?status=sent', last: true },
    { name: 'mail, search (one)', path: `/admin/mail?status=sent&q=${q(SEARCHES.rare)}` },
    { name: 'mail, search (none)', path: `/admin/mail?status=sent&q=${q(SEARCHES.none)}` },
    { name: 'security', path: '/admin/security' },
    { name: 'security, last page', path: '/admin/security', last: true },
    { name: 'audit log', path: '/admin/audit' },
    { name: 'audit log, last page', path: '/admin/audit', last: true },
  ];
}

async function timeConsole(engine: Engine, server: RunningServer): Promise<Timed[]> {
  const { name, value } = await operatorSessionCookie(server.origin, OPERATOR);
  const cookie = `${name}=${value}`;
  const results: Timed[] = [];
  for (const page of consolePages()) {
    const target = page.last ? await lastPageHref(server.origin, page.path, cookie) : page.path;
    const { status, ms } = await timed(() => fetch(new URL(target, server.origin), { headers: { cookie } }));
    results.push({ engine, page: page.name, status, p95: percentile(ms, 0.95), median: percentile(ms, 0.5) });
  }
  for (const [label, email] of [
    ['person (one)', SEARCHES.rare],
    ['person (none)', 'nobody@example.ch'],
  ] as const) {
    const body = new URLSearchParams({ intent: 'find', email });
    const { status, ms } = await timed(() =>
      fetch(new URL('/admin/people', server.origin), {
        method: 'POST',
        headers: { cookie, origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }),
    );
    results.push({ engine, page: label, status, p95: percentile(ms, 0.95), median: percentile(ms, 0.5) });
  }
  return results;
}

const residentMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
};

/**
 * Downloads a list as CSV, reading nothing for its first 3 s (a client slower than the database: a download
 * dialog, a slow line; the server must wait for it, not buffer the list), and reports its rows, seconds and
 * the server's peak resident memory over the memory before.
 */
async function download(
  server: RunningServer,
  cookie: string,
  listPath: string,
): Promise<{ rows: number; seconds: number; growthMb: number }> {
  const before = residentMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(server.pid))), 50);
  const start = performance.now();
  let lines = 0;
  try {
    const response = await fetch(new URL(listPath, server.origin), {
      headers: { cookie },
      signal: AbortSignal.timeout(EXPORT_SECONDS * 1000),
    });
    await new Promise((resolve) => setTimeout(resolve, EXPORT_PAUSE_MS));
    for await (const chunk of response.body!) for (const byte of chunk as Uint8Array) if (byte === 10) lines++;
  } catch {
    console.log(`the download of ${listPath} was stopped after ${EXPORT_SECONDS} s`);
  } finally {
    clearInterval(sampler);
  }
  return { rows: Math.max(0, lines - 1), seconds: (performance.now() - start) / 1000, growthMb: peak - before };
}

/**
 * The inbox's CSV download, all of it, on a server that has served one download before (the waiting list's):
 * the first heavy work of a process grows its heap once (about 100 MB here, whatever the size of the list), and
 * that is not what a longer list costs. Both are reported.
 */
async function timeExport(server: RunningServer) {
  const { name, value } = await operatorSessionCookie(server.origin, OPERATOR);
  const cookie = `${name}=${value}`;
  const first = await download(server, cookie, '/admin/waitlist.csv');
  console.log(`first download of the process (waiting list, ${first.rows} rows): server memory +${first.growthMb.toFixed(0)} MB`);
  return download(server, cookie, '/admin/inbox.csv');
}

async function onPostgres(rows: ConsoleRows): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await postgresEngine(adminUrl).create();
  await seedConsole(database.db, rows);
  return { url: database.url!, drop: database.drop };
}

async function onEmbedded(rows: ConsoleRows): Promise<{ dataDir: string; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-console-'));
  // The server keeps its embedded database in DATA_DIR/db.
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await migrateDatabase(handle);
  await seedConsole(handle.db, rows);
  await handle.close();
  return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

const SERVER_ENV = { LOG_LEVEL: 'error', ENABLE_TEST_HOOKS: 'true', MAIL_POLL_INTERVAL_MS: '3600000' };

const ENGINES = (process.env.BENCH_CONSOLE_ENGINES ?? 'postgres,pglite').split(',') as Engine[];

export async function benchConsole(engines: readonly Engine[] = ENGINES): Promise<boolean> {
  let ok = true;
  for (const engine of engines) {
    const rows = engine === 'postgres' ? scaledRows(1) : scaledRows(10);
    const seedStart = performance.now();
    const database = engine === 'postgres' ? await onPostgres(rows) : await onEmbedded(rows);
    console.log(`${engine}: seeded ${JSON.stringify(rows)} in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);
    const server = await startBuiltServer({
      ...SERVER_ENV,
      ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
    });
    try {
      const results = await timeConsole(engine, server);
      console.table(results.map((row) => ({ ...row, p95: Math.round(row.p95), median: Math.round(row.median) })));
      for (const row of results.filter((result) => HEADLINE_PAGES.includes(result.page)))
        console.log(
          `${engine}: ${row.page} median ${row.median.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms (target p95 ≤ ${TARGET_MS[engine]} ms)`,
        );
      const slow = results.filter((row) => row.status !== 200 || row.p95 > TARGET_MS[engine]);
      for (const row of slow)
        console.log(`${engine}: ${row.page} misses the target (${row.status}, p95 ${row.p95.toFixed(0)} ms > ${TARGET_MS[engine]} ms)`);
      const exported = await timeExport(server);
      console.log(
        `${engine}: inbox CSV export, ${exported.rows} rows in ${exported.seconds.toFixed(1)} s, server memory +${exported.growthMb.toFixed(0)} MB (target ≤ ${EXPORT_GROWTH_MB} MB)`,
      );
      ok &&= slow.length === 0 && exported.growthMb <= EXPORT_GROWTH_MB;
    } finally {
      await server.stop();
      await database.drop();
    }
  }
  console.log(
    `Console targets (p95 of ${REQUESTS}: PostgreSQL ≤ ${TARGET_MS.postgres} ms with ${JSON.stringify(CONSOLE_ROWS)}, embedded ≤ ${TARGET_MS.pglite} ms with a tenth): ${ok ? 'met' : 'missed'}`,
  );
  return ok;
}
