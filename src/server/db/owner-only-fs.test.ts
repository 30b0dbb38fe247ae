import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/** The entries under `directory` that are not its owner's only (directories other than 700, files other than 600). */
const openToOthers = (directory: string): string[] =>
  readdirSync(directory, { recursive: true, encoding: 'utf8' }).flatMap((entry) => {
    const stat = lstatSync(path.join(directory, entry));
    const mode = stat.mode & 0o7777;
    return mode === (stat.isDirectory() ? 0o700 : 0o600) ? [] : [`${entry} ${mode.toString(8)}`];
  });

// Decision 0042: the engine set the modes of the files it made past the process's umask (the server's is 077):
// a new database's files 666, the relation cache files (pg_internal.init) 644 at every start.
describe('the embedded database’s files, the process’s umask 077 as the server sets it', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'site-engine-modes-'));
  const directory = path.join(parent, 'db');
  let umask: number;
  beforeAll(() => {
    umask = process.umask(0o077);
  });
  afterAll(() => {
    process.umask(umask);
    rmSync(parent, { recursive: true, force: true });
  });

  it('are the owner’s only as the engine makes them: a new database, heavy writes, a vacuum, a checkpoint, every restart', async () => {
    for (let start = 0; start < 2; start += 1) {
      const handle = await openDatabase({ dataDir: directory });
      try {
        expect(openToOthers(directory)).toEqual([]);
        // The relation cache files, written at every start.
        if (start > 0)
          expect(readdirSync(directory, { recursive: true, encoding: 'utf8' })).toContain(path.join('global', 'pg_internal.init'));
        if (start === 0) await migrateDatabase(handle);
        await handle.db.execute(sql`create table load_${sql.raw(String(start))} (text text)`);
        await handle.db.execute(sql`insert into load_${sql.raw(String(start))} select md5(n::text) from generate_series(1, 20000) as n`);
        await handle.db.execute(sql`vacuum full`);
        await handle.db.execute(sql`checkpoint`);
        expect(openToOthers(directory)).toEqual([]);
      } finally {
        await handle.close();
      }
      expect(openToOthers(directory)).toEqual([]);
    }
  }, 240_000);
});
