/**
 * The blog's search (spec §5, widened to every word and to the labels of entities and tags): framework-free, so the listing
 * island and tests share it.
 */

/** What the search looks at, all in the page's language: title, excerpt and the labels of the post's entities and tags. */
export interface SearchablePost {
  title: string;
  excerpt?: string;
  keywords: readonly string[];
}

/** Lower case without accents, so 'Gründung' finds 'grundung' and 'GRUNDUNG' alike. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The words of a query, folded. Hyphens and dashes separate words too, so 'KI-Buchhaltung' finds a post
 * on KI that is tagged 'Buchhaltung'; a compound in the text still matches as a substring.
 */
export function searchWords(query: string): string[] {
  return foldForSearch(query)
    .split(/[\s\p{Pd}]+/u)
    .filter((word) => word !== '');
}

/**
 * A post matches when every word of the query occurs (as a substring) in its title, excerpt, entities or
 * tags; an empty query matches every post. A phrase that is a substring of the title or excerpt (spec §5)
 * still matches, since each of its words is one too.
 */
export function matchesSearch(post: SearchablePost, query: string): boolean {
  const words = searchWords(query);
  if (words.length === 0) return true;
  const fields = [post.title, post.excerpt ?? '', ...post.keywords].map(foldForSearch);
  return words.every((word) => fields.some((field) => field.includes(word)));
}
