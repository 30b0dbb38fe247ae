import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastDays } from '#lib/console/statistics-range.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { TEST_ENGINES } from '#tests/setup/database.ts';
import { operatorSessionCookie } from '#tests/setup/operator.ts';
import { startBuiltServer, type RunningServer } from '#tests/setup/server.ts';

/** Valid addresses that LibreOffice Calc's default import ran as a formula and as a reference to another cell (decision 0042). */
const FORMULA_ADDRESS = '=1+2+c385fc7e@example.com';
const REFERENCE_ADDRESS = '=A2@example.com';
/** A campaign name anyone can give a link to the site (`?utm_campaign=`), shaped as an address the old rule let through. */
const CAMPAIGN = '-A2@example.com';

const consent = sql`now(), 'de', '/newsletter', '2026-01', 'h'`;
const seed = async ({ db }: DatabaseHandle) => {
  await db.execute(sql`
    insert into contact_messages (name, email, message, language, source_page, client_hash)
    values ('Anna', ${FORMULA_ADDRESS}, 'Hallo', 'de', '/kontakt', 'h')`);
  await db.execute(sql`
    insert into waitlist_entries (email, tier, consent_at, consent_language, consent_source_page, privacy_version, client_hash)
    values (${REFERENCE_ADDRESS}, 'general_waitlist', ${consent})`);
  await db.execute(sql`
    insert into newsletter_subscriptions (email, consent_at, consent_language, consent_source_page, privacy_version, client_hash, unsubscribe_token_hash)
    values (${FORMULA_ADDRESS}, ${consent}, 'u1'), (${REFERENCE_ADDRESS}, ${consent}, 'u2')`);
  await db.execute(
    sql`insert into analytics_visits (day, page, entry, channel, referrer, campaign, source, medium, device, browser, language, kind, visitors, views, conversions)
      values (${lastDays(1).to}, '/', '/', 'direct', '', ${CAMPAIGN}, '', '', 'desktop', 'Firefox', 'de', '', 3, 3, 0)`,
  );
};

async function seededServer(engine: (typeof TEST_ENGINES)[number]) {
  if (engine.name === 'postgres') {
    const database = await engine.create();
    await seed(database);
    const server = await startBuiltServer({ DATABASE_URL: database.url! });
    return { server, cleanup: database.drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-csv-'));
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await migrateDatabase(handle);
  await seed(handle);
  await handle.close();
  const server = await startBuiltServer({ DATA_DIR: dataDir });
  return { server, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The first cells of each record (none of these files quote a value that begins a line). */
const cellsOf = (csv: string): string[][] =>
  csv
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

describe.each(TEST_ENGINES)(
  'every CSV the console writes defuses a cell that begins with =, +, - or @ on $name (decision 0042)',
  (engine) => {
    let server: RunningServer;
    let cleanup: () => Promise<void>;
    let cookie: string;
    beforeAll(async () => {
      ({ server, cleanup } = await seededServer(engine));
      const { name, value } = await operatorSessionCookie(server.origin, 'exporter@example.ch');
      cookie = `${name}=${value}`;
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      await cleanup?.();
    });

    async function download(href: string): Promise<string[][]> {
      const response = await fetch(new URL(href, server.origin), { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      return cellsOf(await response.text());
    }
    const column = (rows: string[][], name: string) => rows.slice(1).map((row) => row[rows[0]!.indexOf(name)]);

    it('in the inbox and the waiting list', async () => {
      expect(column(await download('/admin/inbox.csv'), 'email')).toEqual([`'${FORMULA_ADDRESS}`]);
      expect(column(await download('/en/admin/waitlist.csv'), 'email')).toEqual([`'${REFERENCE_ADDRESS}`]);
    });

    it('in the newsletter export', async () => {
      expect(column(await download('/admin/newsletter.csv'), 'email').toSorted()).toEqual(
        [`'${FORMULA_ADDRESS}`, `'${REFERENCE_ADDRESS}`].toSorted(),
      );
    });

    it('in the statistics download', async () => {
      const { from, to } = lastDays(7);
      expect(column(await download(`/admin/statistics.csv?from=${from}&to=${to}`), 'campaign')).toEqual([`'${CAMPAIGN}`]);
    });
  },
);
