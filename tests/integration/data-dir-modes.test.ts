import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENGINES } from '../setup/database.ts';
import { readMailFiles, waitFor } from '../setup/mail-files.ts';
import { startBuiltServer } from '../setup/server.ts';

// Decision 0023: DATA_DIR holds the database and the file mailer's mails, leads included. Under the usual umask
// 0022 the engine's files were 666 and the mails 644 in a 755 directory: any local user could read leads.
const USUAL_UMASK = 0o022;
const message = { name: 'Anna Muster', email: 'anna@example.ch', message: 'Bitte rufen Sie mich zurück.', lang: 'de' };

/** Every entry under `dataDir`, itself included, with its mode, relative to it. */
function entries(dataDir: string): { entry: string; directory: boolean; mode: string }[] {
  return ['', ...readdirSync(dataDir, { recursive: true, encoding: 'utf8' })].map((entry) => {
    const stat = lstatSync(path.join(dataDir, entry));
    return { entry: entry || '.', directory: stat.isDirectory(), mode: (stat.mode & 0o7777).toString(8) };
  });
}

/** The entries that are not the owner's only: directories other than 700, anything else other than 600. */
const openToOthers = (dataDir: string) => entries(dataDir).filter(({ directory, mode }) => mode !== (directory ? '700' : '600'));

describe.each(TEST_ENGINES)('the data directory on $name, the server started with umask 0022', (engine) => {
  const parent = mkdtempSync(path.join(tmpdir(), 'site-modes-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('is created with everything in it for the owner only: after a start, a contact submission and the mail it sends', async () => {
    const dataDir = path.join(parent, 'data');
    const database = engine.name === 'postgres' ? await engine.create() : undefined;
    const server = await startBuiltServer(
      { DATA_DIR: dataDir, MAIL_POLL_INTERVAL_MS: '100', ...(database?.url ? { DATABASE_URL: database.url } : {}) },
      { umask: USUAL_UMASK },
    );
    try {
      const sent = await fetch(`${server.origin}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(message),
      });
      expect(sent.status).toBe(200);
      await waitFor(() => (readMailFiles(dataDir).length > 0 ? true : undefined));
      const written = entries(dataDir).map(({ entry }) => entry);
      expect(written).toEqual(expect.arrayContaining(['mail', expect.stringMatching(/^mail\/.+\.eml$/)]));
      if (engine.name === 'pglite')
        expect(written).toEqual(expect.arrayContaining(['db', 'db/PG_VERSION', 'db.lock', 'admin', 'admin/token']));
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await server.stop();
      await database?.drop();
    }
  }, 120_000);
});

describe('a data directory left open to other users (an earlier version, a copy)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-modes-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is restricted to its owner at start, and the log says how many entries and which (relative paths)', async () => {
    const first = await startBuiltServer({ DATA_DIR: dataDir }, { umask: USUAL_UMASK });
    await first.stop();
    const opened = entries(dataDir).map(({ entry, directory }) => {
      chmodSync(path.join(dataDir, entry), directory ? 0o755 : 0o666);
      return entry;
    });
    expect(opened.length).toBeGreaterThan(100);

    const server = await startBuiltServer({ DATA_DIR: dataDir }, { umask: USUAL_UMASK });
    try {
      expect(openToOthers(dataDir)).toEqual([]);
      const line = server
        .output()
        .split('\n')
        .filter((text) => text.startsWith('{'))
        .map((text) => JSON.parse(text) as { event?: string; count?: number; paths?: string[] })
        .find(({ event }) => event === 'data_dir_restricted');
      expect(line?.count).toBe(opened.length);
      expect(line?.paths).toEqual(expect.arrayContaining(['.', 'db', 'db/PG_VERSION']));
      expect(line?.paths?.every((entry) => !path.isAbsolute(entry))).toBe(true);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
