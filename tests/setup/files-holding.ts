import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A file's bytes, or undefined when it went between the listing and the reading (a mail written under a temporary name, then renamed). */
function bytesOf(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The files under `directory` (relative paths) whose bytes hold `text` in any case: what an erasure must leave
 * none of. A file that goes while it is looked at (a mail being written renames itself) makes it look again.
 */
export function filesHolding(directory: string, text: string): string[] {
  const wanted = text.toLowerCase();
  for (let attempt = 0; ; attempt++) {
    const files = readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    const contents = files.map((file) => [file, bytesOf(file)] as const);
    if (contents.some(([, bytes]) => bytes === undefined) && attempt < 10) continue;
    return contents
      .filter(([, bytes]) => bytes?.toString('latin1').toLowerCase().includes(wanted))
      .map(([file]) => path.relative(directory, file));
  }
}
