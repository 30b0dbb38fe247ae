/** Blog rules of spec §2 and §9, framework-free so the listing island and the pages share them. */
import { matchesSearch, type SearchablePost } from './blog-search.ts';

export interface BlogFacts {
  title: string;
  excerpt?: string;
  entities: readonly string[];
  tags: readonly string[];
}

/**
 * The read time of a post, on its card and its article alike: spec §9's article rule,
 * max(1, floor(body length / 1000)) minutes (docs/decisions/0014-blog-reading-time-from-body.md).
 */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.floor(body.length / 1000));
}

/** spec §2: the badge is the first entity, else the first tag, else the fallback ('Allgemein' on cards, 'Artikel' on articles). */
export function badgeFor(post: Pick<BlogFacts, 'entities' | 'tags'>, fallback: string): string {
  return post.entities[0] ?? post.tags[0] ?? fallback;
}

/** spec §9: every entity and tag of every post, de-duplicated, in the order they first appear. */
export function blogCategories(posts: readonly Pick<BlogFacts, 'entities' | 'tags'>[]): string[] {
  return [...new Set(posts.flatMap((post) => [...post.entities, ...post.tags]))];
}

/** spec §9: the dropdown shows 'Alle Beiträge' plus the first six categories. */
export const DROPDOWN_CATEGORY_COUNT = 6;
/** Value of the dropdown's "all posts" option. */
export const ALL_CATEGORIES = '';

/**
 * spec §5: the search (matchesSearch) and the category must both hold; the category matches when the
 * post's entities or tags contain it (the tag itself, not its label); the default category shows all posts.
 */
export function filterPosts<P extends BlogFacts & SearchablePost>(posts: readonly P[], search: string, category: string): P[] {
  return posts.filter(
    (post) =>
      matchesSearch(post, search) && (category === ALL_CATEGORIES || post.entities.includes(category) || post.tags.includes(category)),
  );
}

/** spec §2: the query parameters that prefill the search, the first present winning (the Blog structured data's SearchAction uses q). */
export const BLOG_SEARCH_PARAMS = ['search', 'q'] as const;

/** spec §2: `?search=` and `?q=` prefill the search. */
export function searchFromQuery(query: string): string {
  const params = new URLSearchParams(query);
  for (const name of BLOG_SEARCH_PARAMS) {
    const value = params.get(name);
    if (value !== null) return value;
  }
  return '';
}
