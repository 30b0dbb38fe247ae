import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The files under `directory` (relative paths) whose bytes hold `text` in any case: what an erasure must leave none of. */
export function filesHolding(directory: string, text: string): string[] {
  const wanted = text.toLowerCase();
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).toString('latin1').toLowerCase().includes(wanted))
    .map((file) => path.relative(directory, file));
}
