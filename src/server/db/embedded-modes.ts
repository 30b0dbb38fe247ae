import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Decision 0023: DATA_DIR holds the database and the mail files, leads included, so only its owner may read or
 * write anything in it: directories 700, every other entry 600, whatever the umask the process was started with.
 */
const OWNER_ONLY_UMASK = 0o077;
const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;

/** Makes every file and directory this process creates from now on its owner's only (the server and the admin commands call it first). */
export function createFilesForOwnerOnly(): void {
  process.umask(OWNER_ONLY_UMASK);
}

const vanished = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Sets every directory under `dataDir`, itself included, to 700 and every other entry to 600, and returns the
 * paths it changed, relative to `dataDir` ('.' for itself). The embedded engine writes the files of a new
 * database readable and writable by everyone (mode 666) whatever the umask, so this follows its creation too.
 * Symbolic links are neither changed nor followed; an entry removed meanwhile (the engine's own) is passed over.
 */
export function restrictToOwner(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  const changed: string[] = [];
  const visit = (entry: string): void => {
    try {
      const stat = lstatSync(entry);
      if (stat.isSymbolicLink()) return;
      const mode = stat.isDirectory() ? DIRECTORY_MODE : FILE_MODE;
      if ((stat.mode & 0o7777) !== mode) {
        chmodSync(entry, mode);
        changed.push(path.relative(dataDir, entry) || '.');
      }
      if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } catch (error) {
      if (!vanished(error)) throw error;
    }
  };
  visit(dataDir);
  return changed;
}
