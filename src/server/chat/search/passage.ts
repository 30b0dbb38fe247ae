import type { StoredPassage } from './options.ts';

/** A passage found for a question, with how much of the question it covers (0–1). */
export interface Passage extends StoredPassage {
  id: string;
  score: number;
  coverage: number;
}

/**
 * What a question asks about: one term (or the site's synonym of it), or for an unknown compound its
 * parts, weighted by rarity.
 */
export interface Concept {
  term: string;
  synonyms: readonly string[];
  parts: string[];
  weight: number;
  /** The word only says which sort of fact is wanted ("lange", "kostet"; answer-kinds.ts). */
  asksFor: boolean;
}
