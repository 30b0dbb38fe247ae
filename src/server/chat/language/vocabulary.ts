/** The index's terms with the number of passages each occurs in: for rarity weights and compound splitting. */
export interface Vocabulary {
  documentCount: number;
  frequencies: ReadonlyMap<string, number>;
  /** The terms in code-unit order, for prefix look-ups. */
  sorted: readonly string[];
}

export function createVocabulary(documentCount: number, frequencies: Record<string, number>): Vocabulary {
  const map = new Map(Object.entries(frequencies));
  return { documentCount, frequencies: map, sorted: [...map.keys()].sort() };
}

/** The first sorted position at or after `prefix`. */
function lowerBound(sorted: readonly string[], prefix: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether a term, or with `prefix` any term starting with it, occurs in the index. */
export function knows(vocabulary: Vocabulary, term: string, prefix = false): boolean {
  if (vocabulary.frequencies.has(term)) return true;
  return prefix && vocabulary.sorted[lowerBound(vocabulary.sorted, term)]?.startsWith(term) === true;
}

/**
 * How many passages contain the term (or, with `prefix`, the most frequent term it begins):
 * 0 for a term the site never uses.
 */
export function documentFrequency(vocabulary: Vocabulary, term: string, prefix = false): number {
  let best = vocabulary.frequencies.get(term) ?? 0;
  if (!prefix) return best;
  for (let index = lowerBound(vocabulary.sorted, term); index < vocabulary.sorted.length; index += 1) {
    const candidate = vocabulary.sorted[index]!;
    if (!candidate.startsWith(term)) break;
    best = Math.max(best, vocabulary.frequencies.get(candidate) ?? 0);
  }
  return best;
}

/** BM25's inverse document frequency: rare terms weigh more; a term the site never uses weighs most. */
export function rarity(vocabulary: Vocabulary, frequency: number): number {
  const total = vocabulary.documentCount;
  return Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
}

/** A site term shorter than this, or than this share of the visitor's word, is too general to stand in for it. */
const MIN_RELATED = 4;
const MIN_RELATED_SHARE = 0.4;

/**
 * The site's word of the same stem as a visitor's longer word: the longest site term the word begins
 * with ("monatlich" → "monat"), else, for a word the site never uses, one that shares most of its start
 * ("bestellen" → "bestellvorgang"). Undefined when there is none.
 */
export function relatedTerm(vocabulary: Vocabulary, term: string): string | undefined {
  if (term.length < MIN_RELATED + 2) return undefined;
  for (let length = term.length - 1; length >= Math.max(MIN_RELATED, term.length * MIN_RELATED_SHARE); length -= 1) {
    if (vocabulary.frequencies.has(term.slice(0, length))) return term.slice(0, length);
  }
  if (vocabulary.frequencies.has(term)) return undefined;
  const shared = Math.max(MIN_RELATED + 1, Math.ceil(term.length * 0.7));
  if (term.length < shared) return undefined;
  const candidate = vocabulary.sorted[lowerBound(vocabulary.sorted, term.slice(0, shared))];
  return candidate?.startsWith(term.slice(0, shared)) ? candidate : undefined;
}
