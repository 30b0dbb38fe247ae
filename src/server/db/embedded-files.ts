import { accessSync, constants, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's directory and the identity marker beside it (issue: never replace a database
 * silently). The marker names the database created in DATA_DIR/db by its PostgreSQL system identifier;
 * a new database is created only in a data directory that holds nothing of an earlier one.
 */
export const embeddedPaths = (dataDir: string) => ({
  database: path.resolve(dataDir, 'db'),
  marker: path.resolve(dataDir, 'db.identity.json'),
});

/** Entries of a data directory that do not mean a database lived here: the lock and the admin channel of a server. */
const HARMLESS_ENTRIES = new Set(['db.lock', 'admin']);

export class EmbeddedDatabaseRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedDatabaseRefused';
  }
}

interface Marker {
  systemIdentifier: string;
  createdAt: string;
}

const holdsDatabase = (directory: string) => existsSync(path.join(directory, 'PG_VERSION'));

function readMarker(file: string): Marker | undefined {
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Marker>;
  if (typeof parsed.systemIdentifier !== 'string')
    throw new EmbeddedDatabaseRefused(`${file} is not a database identity marker; restore it from a backup.`);
  return { systemIdentifier: parsed.systemIdentifier, createdAt: String(parsed.createdAt) };
}

/**
 * Before the engine opens the data directory: refuses a missing database whose marker says it existed, and
 * a new database in a directory that already holds other files of the site (mail, a marker, a database).
 * Returns what the opened database must then be checked against (`expect`) or recorded as (`record`).
 */
export function checkBeforeOpening(dataDir: string): { expect: Marker } | { record: true } {
  const { database, marker } = embeddedPaths(dataDir);
  const known = readMarker(marker);
  if (known) {
    if (!holdsDatabase(database))
      throw new EmbeddedDatabaseRefused(
        `The database in ${database} is missing, but ${marker} says one was created there on ${known.createdAt}. Restore the directory from a backup; to start with an empty database on purpose, move ${marker} away first.`,
      );
    return { expect: known };
  }
  if (holdsDatabase(database)) return { record: true }; // a database from before markers existed: adopted as it is
  const others = existsSync(dataDir)
    ? readdirSync(dataDir).filter((entry) => !HARMLESS_ENTRIES.has(entry) && !(entry === 'db' && readdirSync(database).length === 0))
    : [];
  if (others.length > 0)
    throw new EmbeddedDatabaseRefused(
      `${dataDir} holds no database but other files of the site (${others.join(', ')}): a database may have been lost here. Restore ${database} from a backup, or point DATA_DIR at an empty directory to start afresh.`,
    );
  return { record: true };
}

/** After opening: the database must be the one the marker names; a new or adopted one is recorded. */
export function confirmIdentity(dataDir: string, check: ReturnType<typeof checkBeforeOpening>, systemIdentifier: string): void {
  const { database, marker } = embeddedPaths(dataDir);
  if ('record' in check) {
    writeFileSync(marker, `${JSON.stringify({ systemIdentifier, createdAt: new Date().toISOString() }, null, 2)}\n`, { mode: 0o600 });
    return;
  }
  if (check.expect.systemIdentifier !== systemIdentifier)
    throw new EmbeddedDatabaseRefused(
      `The database in ${database} is not the one ${marker} names (created on ${check.expect.createdAt}). Restore the right directory from a backup, or move the marker away if this database is the one to keep.`,
    );
}

/** True while the database's files are where the engine opened them (a removed directory is noticed at once). */
export const databaseFilesPresent = (dataDir: string) => holdsDatabase(embeddedPaths(dataDir).database);

/**
 * True when a new file can be made in the database's directory. The engine writes through files it holds
 * open, so a directory turned read-only shows only when it next needs a new file (a checkpoint, a new
 * table segment): the health check asks now, not then.
 */
export function databaseDirectoryWritable(dataDir: string): boolean {
  const probe = path.join(embeddedPaths(dataDir).database, '.write-probe');
  try {
    writeFileSync(probe, '');
    rmSync(probe);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first file of the data directory this process may not read and write (left by a command run as
 * another user, for instance), with a message that names it and the fix.
 */
export function inaccessibleFileProblem(dataDir: string): string | undefined {
  if (!existsSync(dataDir)) return undefined;
  const entries = [dataDir, ...readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).map((entry) => path.join(dataDir, entry))];
  for (const entry of entries) {
    try {
      accessSync(entry, constants.R_OK | constants.W_OK);
    } catch {
      const owner = statSync(entry).uid;
      const self = process.getuid?.();
      if (owner === self)
        return `${entry} cannot be written by this process (user id ${self}, its owner): the data directory was made read-only. Give it write access again, for example \`chmod -R u+rwX ${dataDir}\`, then start again.`;
      return `${entry} cannot be read and written by this process (user id ${self}; the file belongs to user id ${owner}). A command run as another user may have left it: give the data directory back to the site's user, for example \`chown -R $(id -un ${self ?? ''}) ${dataDir}\`, then start again.`;
    }
  }
  return undefined;
}

/**
 * Why a process of user `uid` must not open the data directory itself: it belongs to another user, and
 * every file the engine made would then belong to this one, which the site's user may not read.
 * Undefined when the directory is this user's own or does not exist yet.
 */
export function foreignOwnerProblem(dataDir: string, uid: number | undefined = process.geteuid?.()): string | undefined {
  if (uid === undefined || !existsSync(dataDir)) return undefined;
  const owner = statSync(dataDir).uid;
  if (owner === uid) return undefined;
  return `${dataDir} belongs to user id ${owner}, and this command runs as user id ${uid}: files it wrote there would be unreadable to the site. Run it as the site's user, for example \`sudo -u "#${owner}" npm run admin -- …\`, or start the server first so that the command runs through it.`;
}
