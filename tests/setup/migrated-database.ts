import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { embeddedPaths } from '#server/db/embedded-files.ts';
import { migrateDatabase } from '#server/db/migrate.ts';

/**
 * An embedded database created and migrated once per test process: creating PGlite's files takes a new server or
 * admin command seconds on a busy machine. A process opening the copy adopts it as any database without its marker
 * and records the marker (decision 0027).
 */
let migratedDatabase: Promise<string> | undefined;
async function makeMigratedDatabase(): Promise<string> {
  const database = embeddedPaths(mkdtempSync(path.join(tmpdir(), 'site-test-template-'))).database;
  const handle = await openDatabase({ dataDir: database });
  await migrateDatabase(handle);
  await handle.close();
  process.once('exit', () => rmSync(path.dirname(database), { recursive: true, force: true }));
  return database;
}

/** Puts a copy of the migrated database where a server or command on `dataDir` looks for it. */
export async function copyMigratedDatabaseInto(dataDir: string): Promise<void> {
  cpSync(await (migratedDatabase ??= makeMigratedDatabase()), embeddedPaths(dataDir).database, { recursive: true });
}
