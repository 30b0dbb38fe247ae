import { sql } from 'drizzle-orm';
import { env } from '../env.ts';
import { remember } from '../remember.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable, isEngineFault } from './availability.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { checkBeforeOpening, confirmIdentity, databaseDirectoryWritable, databaseFilesPresent, embeddedPaths } from './embedded-files.ts';
import { restrictToOwner } from './embedded-modes.ts';

interface Entry {
  handle: Promise<DatabaseHandle>;
  /** Why requests are refused for now: the server is still connecting, or the engine failed (then it stays so). */
  unavailable?: string | undefined;
  /** Where the embedded database lives, watched on every use once opened; none on PostgreSQL. */
  dataDir?: string | undefined;
  onFault?: ((reason: string) => void) | undefined;
}
// One database handle per process, shared by the server entry and the rendered routes (which Astro
// bundles as a separate copy of this module): PGlite must never open the same directory twice.
const held = remember('database', (): { entry?: Entry } => ({}));

/** Opens the configured database: PostgreSQL with DATABASE_URL, else the embedded one, checked against its identity marker. */
async function openConfigured(): Promise<DatabaseHandle> {
  const { DATABASE_URL, DATABASE_SSL, DATABASE_POOL_SIZE, DATA_DIR } = env();
  if (DATABASE_URL) return openDatabase({ url: DATABASE_URL, ssl: DATABASE_SSL, poolSize: DATABASE_POOL_SIZE });
  const check = checkBeforeOpening(DATA_DIR);
  const handle = await openDatabase({ dataDir: embeddedPaths(DATA_DIR).database });
  try {
    const answer: unknown = await handle.db.execute(sql`select system_identifier::text as id from pg_control_system()`);
    const result = answer as { rows: { id: string }[] };
    confirmIdentity(DATA_DIR, check, result.rows[0]!.id);
    // The engine makes a new database's files readable and writable by everyone (decision 0023).
    restrictToOwner(embeddedPaths(DATA_DIR).database);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** The embedded database's files are watched from the moment the engine has opened them (before, they need not exist). */
function watchOnceOpen(target: Entry): void {
  if (!env().DATABASE_URL)
    target.handle.then(
      () => (target.dataDir = env().DATA_DIR),
      () => undefined,
    );
}

function entry(): Entry {
  if (held.entry) return held.entry;
  const created: Entry = { handle: openConfigured() };
  watchOnceOpen(created);
  return (held.entry = created);
}

/**
 * The database of this process, opened on first use. Refused at once (DatabaseUnavailableError, answered
 * with 503) while the server is still connecting or after the engine failed, and when the embedded
 * database's files were removed under it: nothing is then answered as stored that would be lost.
 */
export function database(): Promise<DatabaseHandle> {
  const current = entry();
  if (current.unavailable) return Promise.reject(new DatabaseUnavailableError(current.unavailable));
  if (current.dataDir && !databaseFilesPresent(current.dataDir)) {
    reportDatabaseFault('the database files were removed while the server ran');
    return Promise.reject(new DatabaseUnavailableError(current.unavailable ?? 'files removed'));
  }
  return current.handle;
}

/** For the health check: the embedded database's directory still takes new files (reported as a fault when not). */
export function checkDatabaseFiles(): boolean {
  const dataDir = held.entry?.dataDir;
  if (!dataDir || databaseDirectoryWritable(dataDir)) return true;
  reportDatabaseFault('the database directory no longer takes new files');
  return false;
}

/** Why the database refuses requests just now, or undefined when it serves them. */
export const databaseUnavailableReason = (): string | undefined => held.entry?.unavailable;

/**
 * The server's start: opens and prepares the database (migrations), retrying a database that cannot be
 * reached with a growing pause until `timeoutMs` has passed; meanwhile `database()` refuses (health 503).
 */
export async function startDatabase(options: {
  prepare: (handle: DatabaseHandle) => Promise<void>;
  timeoutMs: number;
  retryable: (error: unknown) => boolean;
  onRetry: (error: unknown, delayMs: number) => void;
  onFault: (reason: string) => void;
}): Promise<DatabaseHandle> {
  const deadline = Date.now() + options.timeoutMs;
  const current = entry();
  current.unavailable = 'starting';
  current.onFault = options.onFault;
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await current.handle;
      await options.prepare(handle);
      current.unavailable = undefined;
      return handle;
    } catch (error) {
      const delayMs = Math.min(250 * 2 ** attempt, 5000);
      if (!options.retryable(error) || Date.now() + delayMs > deadline) throw error;
      options.onRetry(error, delayMs);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      // A failed open leaves nothing to reuse; a PostgreSQL pool reconnects by itself.
      current.handle = current.handle.catch(() => openConfigured());
      watchOnceOpen(current);
    }
  }
}

/**
 * The embedded engine failed in a way it does not come back from in this process (a write the file system
 * refused, its files removed): every request is refused from now on, and the server is told so that it
 * can stop and let its supervisor start it afresh (docs/decisions/0011).
 */
export function reportDatabaseFault(reason: string): void {
  const current = held.entry;
  if (!current || (current.unavailable && current.unavailable !== 'starting')) return;
  current.unavailable = reason;
  current.onFault?.(reason);
}

/**
 * What a request's failure says of the database: true when it is away (answer 503 with Retry-After).
 * A failure of the embedded engine's files is also reported as a fault of this process.
 */
export function databaseFailed(error: unknown): boolean {
  if (held.entry?.dataDir && isEngineFault(error)) reportDatabaseFault('the embedded database could not use its files');
  return isDatabaseUnavailable(error);
}

export async function closeDatabase(): Promise<void> {
  const pending = held.entry;
  delete held.entry;
  const handle = await pending?.handle.catch(() => undefined);
  await handle?.close();
}
