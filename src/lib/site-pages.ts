import { blogPostPath, NOINDEX_PATHS, PAGE_PATHS, SERVICE_SLUGS, servicePath } from './routes.ts';

/**
 * Language-neutral paths of every indexable page: the sitemap and the quality gates walk this list.
 * Blog slugs come from the content collection (or, in tests, from its folder).
 */
export function indexablePaths(blogSlugs: readonly string[]): string[] {
  const all = [...Object.values(PAGE_PATHS), ...SERVICE_SLUGS.map(servicePath), ...blogSlugs.map(blogPostPath)];
  return all.filter((path) => !NOINDEX_PATHS.includes(path));
}
