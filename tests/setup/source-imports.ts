import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The package's subpath imports (`#server/*` → `./src/server/*`), as Node resolves them. */
const SUBPATHS = Object.entries(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { imports: Record<string, string> }).imports,
);

/** The file a project-local specifier (relative or a subpath import) names, absolute; undefined for a package. */
function resolveLocal(file: string, source: string): string | undefined {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  for (const [pattern, target] of SUBPATHS) {
    const star = pattern.indexOf('*');
    if (star === -1 ? source === pattern : source.startsWith(pattern.slice(0, star))) {
      return path.resolve(ROOT, star === -1 ? target : target.replace('*', source.slice(star)));
    }
  }
  return undefined;
}

/** The modules a source names in its import and export-from statements, type-only ones included. */
export const importsOf = (text: string): string[] =>
  [...text.matchAll(/^(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm)].map(
    ([, from, bare]) => (from ?? bare)!,
  );

/** The source files under a folder, absolute. */
export const sourceFilesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|astro)$/.test(file))
    .map((file) => path.join(folder, file));

/** The project files a source file imports (relative or subpath imports; decision 0003: with their extension), absolute. */
export function localImportsOf(file: string): string[] {
  return importsOf(readFileSync(file, 'utf8'))
    .map((source) => resolveLocal(file, source))
    .filter((target): target is string => target !== undefined && existsSync(target));
}

/** Every file a source file reaches through project imports, itself excluded. */
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
