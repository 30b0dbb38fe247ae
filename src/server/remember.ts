/**
 * One value per process under a name, made by `init` on first use (again after an `init` that threw).
 * Kept on globalThis: the server entry (src/server/process/start.ts, run by Node) and the site Astro bundles
 * load separate copies of the same modules, so a module's own variable would exist once in each.
 */
export function remember<T>(name: string, init: () => T): T {
  const slots = globalThis as Record<symbol, unknown>;
  return (slots[Symbol.for(`finance-site.${name}`)] ??= init()) as T;
}
