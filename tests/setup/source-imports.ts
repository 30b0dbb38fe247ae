import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The modules a source names in its import and export-from statements, type-only ones included. */
export const importsOf = (text: string): string[] =>
  [...text.matchAll(/^(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm)].map(([, from, bare]) => (from ?? bare)!);

/** The source files under a folder, absolute. */
export const sourceFilesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|astro)$/.test(file))
    .map((file) => path.join(folder, file));

/** The files a source file imports by relative path (decision 0003: with their extension), absolute. */
export function localImportsOf(file: string): string[] {
  return importsOf(readFileSync(file, 'utf8'))
    .filter((source) => source.startsWith('.'))
    .map((source) => path.resolve(path.dirname(file), source))
    .filter((target) => existsSync(target));
}

/** Every file a source file reaches through relative imports, itself excluded. */
export function reachableFrom(file: string): Set<string> {
  const seen = new Set<string>();
  const pending = localImportsOf(file);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...localImportsOf(next));
  }
  return seen;
}
