import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { COUNT_CAP, PAGE_SIZE } from '#server/db/paging.ts';
import { TEST_ENGINES, type TestDatabase } from '#tests/setup/database.ts';
import { parseHtml } from '#tests/setup/html.ts';
import { operatorSessionCookie } from '#tests/setup/operator.ts';
import { startBuiltServer, type RunningServer } from '#tests/setup/server.ts';

/** The millisecond a sender's message came in: three to a millisecond. */
const burst = (sender: string): number => Math.floor(Number(sender.replace('Sender ', '')) / 3);

// More messages than the caption counts, in bursts that share a millisecond, as a busy day's are.
const MESSAGES = COUNT_CAP + 37;

const seed = (handle: DatabaseHandle) =>
  handle.db.execute(sql`
    insert into contact_messages (name, email, message, language, source_page, client_hash, created_at)
    select 'Sender ' || n, 's' || n || '@example.ch', 'Hallo', 'de', '/kontakt', 'h',
           timestamptz '2026-11-20 10:00:00+00' + (n / 3) * interval '1 millisecond'
    from generate_series(1, ${MESSAGES}) as n`);

/** The built server on a database that already holds the messages (the embedded one is seeded before the server opens it). */
async function seededServer(engine: (typeof TEST_ENGINES)[number]) {
  if (engine.name === 'postgres') {
    const database: TestDatabase = await engine.create();
    await seed(database);
    const server = await startBuiltServer({ DATABASE_URL: database.url! });
    return { server, cleanup: database.drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-paging-'));
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await migrateDatabase(handle);
  await seed(handle);
  await handle.close();
  const server = await startBuiltServer({ DATA_DIR: dataDir });
  return { server, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

describe.each(TEST_ENGINES)('the console pages a long list on $name (decision 0033)', (engine) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let cookie: string;
  beforeAll(async () => {
    ({ server, cleanup } = await seededServer(engine));
    const { name, value } = await operatorSessionCookie(server.origin, 'pager@example.ch');
    cookie = `${name}=${value}`;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await cleanup?.();
  });

  async function inboxPage(href: string) {
    const response = await fetch(new URL(href, server.origin), { headers: { cookie } });
    expect(response.status).toBe(200);
    const document = parseHtml(await response.text());
    const link = (rel: string) => document.querySelector(`nav a[rel="${rel}"]`)?.getAttribute('href')?.replaceAll('&amp;', '&');
    return {
      senders: document
        .querySelectorAll('#inbox tbody tr')
        .map((row) => row.querySelectorAll('td')[1]?.querySelector('a')?.text.trim() ?? ''),
      caption: document.querySelector('#inbox caption')?.text.trim(),
      first: link('first'),
      newer: link('prev'),
      older: link('next'),
      oldest: link('last'),
    };
  }

  it('walks from the newest message to the oldest page by page, each once, and back', async () => {
    const newest = await inboxPage('/admin/inbox');
    expect(newest.caption).toBe(`Kontaktnachrichten (mehr als ${COUNT_CAP})`);
    expect([newest.first, newest.newer]).toEqual([undefined, undefined]);
    const seen: string[] = [];
    let page = newest;
    let pages = 0;
    for (;;) {
      expect(page.senders.length).toBeGreaterThan(0);
      seen.push(...page.senders);
      pages += 1;
      if (!page.older) break;
      page = await inboxPage(page.older);
    }
    expect(pages).toBe(Math.ceil(MESSAGES / PAGE_SIZE));
    expect(seen).toHaveLength(MESSAGES);
    expect(new Set(seen).size).toBe(MESSAGES);
    expect(seen.map(burst)).toEqual(seen.map(burst).toSorted((a, b) => b - a));

    const oldest = await inboxPage(newest.oldest!);
    expect(burst(oldest.senders.at(-1)!)).toBe(0);
    expect(oldest.senders).toHaveLength(PAGE_SIZE);
    expect(oldest.oldest).toBeUndefined();
    const newer = await inboxPage(oldest.newer!);
    expect(newer.senders.at(-1)).toBe(seen.at(-PAGE_SIZE - 1));
    expect((await inboxPage(newer.first!)).senders).toEqual(newest.senders);
  }, 120_000);

  it('answers a hand-made page address with the newest page, and counts a search exactly below the cap', async () => {
    expect((await inboxPage('/admin/inbox?older=not-a-row')).senders).toEqual((await inboxPage('/admin/inbox')).senders);
    const found = await inboxPage(`/admin/inbox?q=${encodeURIComponent('Sender 103')}`);
    // Sender 103 and Sender 1030 to 1037.
    expect(found.caption).toBe('Kontaktnachrichten (9)');
    expect(found.older).toBeUndefined();
  });
});
