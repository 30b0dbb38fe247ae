import { NOINDEX_PATHS, PAGE_PATHS, SERVICE_SLUGS, servicePath } from './routes.ts';

/** Language-neutral paths of every indexable page: the sitemap and the quality gates walk this list. */
export function indexablePaths(): string[] {
  const all = [...Object.values(PAGE_PATHS), ...SERVICE_SLUGS.map(servicePath)];
  return all.filter((path) => !NOINDEX_PATHS.includes(path));
}
