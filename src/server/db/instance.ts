import path from 'node:path';
import { env } from '../env.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

// One database handle per process, shared by the server entry and the rendered routes (which Astro
// bundles as a separate copy of this module): PGlite must never open the same directory twice.
const KEY = Symbol.for('finance-site.database');
type Holder = { [KEY]?: Promise<DatabaseHandle> };

export function database(): Promise<DatabaseHandle> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (() => {
    const { DATABASE_URL, DATABASE_SSL, DATABASE_POOL_SIZE, DATA_DIR } = env();
    return openDatabase({ url: DATABASE_URL, ssl: DATABASE_SSL, poolSize: DATABASE_POOL_SIZE, dataDir: path.resolve(DATA_DIR, 'db') });
  })();
  return holder[KEY];
}

export async function closeDatabase(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[KEY];
  delete holder[KEY];
  if (pending) await (await pending).close();
}
