import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { MIGRATIONS_DIR } from './migrate.ts';
import { analyticsCounts, analyticsVisits } from './schema.ts';

// Decision 0047: the days counted before the visit rows keep what they had when the migration runs.
const BY_VISIT = '0017_statistics_by_visit';
const dirs: string[] = [];
const handles: DatabaseHandle[] = [];
afterEach(async () => {
  while (handles.length > 0) await handles.pop()!.close();
  while (dirs.length > 0) rmSync(dirs.pop()!, { recursive: true, force: true });
});

/** The migrations as they stood before the visit rows: the folder with its journal cut before BY_VISIT. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-before-'));
  dirs.push(dir);
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

it('gives the days before the visit rows their page views, visitors by entry page, conversions and an unknown channel', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'statistics-migration-'));
  dirs.push(dataDir);
  const handle = await openDatabase({ dataDir });
  handles.push(handle);
  const db = handle.db as unknown as PgliteDatabase;
  await migrate(db, { migrationsFolder: migrationsBefore(BY_VISIT) });
  const day = '2026-10-01';
  await handle.db.insert(analyticsCounts).values([
    { day, metric: 'view', key: '/', count: 7 },
    { day, metric: 'view', key: '/faq', count: 2 },
    { day, metric: 'visitor', key: '', count: 4 },
    { day, metric: 'visitor.entry', key: '/', count: 3 },
    { day, metric: 'visitor.entry', key: '/faq', count: 1 },
    { day, metric: 'visitor.referrer', key: 'Google', count: 4 },
    { day, metric: 'conversion', key: 'contact_message', count: 2 },
  ]);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

  const rows = await handle.db.select().from(analyticsVisits);
  const sum = (field: 'visitors' | 'views' | 'conversions') => rows.reduce((total, row) => total + row[field], 0);
  expect([sum('visitors'), sum('views'), sum('conversions')]).toEqual([4, 9, 2]);
  expect(rows.filter((row) => row.visitors > 0).map((row) => [row.entry, row.visitors])).toEqual(
    expect.arrayContaining([
      ['/', 3],
      ['/faq', 1],
    ]),
  );
  expect(rows.every((row) => row.referrer === '?')).toBe(true);
  const channel = await db.execute(sql`select key, count from analytics_counts where metric = 'visitor.channel'`);
  expect(channel.rows).toEqual([{ key: '?', count: 4 }]);
  // The sums of 0036 are kept as they were: the unfiltered page reads them.
  expect((await handle.db.select().from(analyticsCounts)).filter((row) => row.metric === 'visitor.referrer')).toHaveLength(1);
});
