import type { Locale } from '#i18n/config.ts';
import { searchTerms } from '../language/terms.ts';
import type { Concept, Passage } from '../search/passage.ts';
import { statesKind, type AnswerKindName } from './answer-kinds.ts';
import { splitSentences } from '../language/split-sentences.ts';

/** What a question asks: its terms weighted by rarity on the site, and the sort of fact it wants. */
export interface Asked {
  concepts: readonly Concept[];
  kinds: readonly AnswerKindName[];
}

/**
 * How a sentence's score is made: how much of the question it covers read under its heading counts
 * most, then its own words, whether its heading asks the question (for the first two sentences under
 * it), whether it states the sort of fact asked for, and how well its passage was found.
 */
const WEIGHTS = {
  covers: 2,
  own: 0.5,
  underHeading: [1.2, 0.6],
  statesAsked: 0.4,
  rank: 1.2,
  keywordsInHeading: 0.5,
  /** Credit for each of the question's word pairs a sentence keeps side by side ("Early Access"), at most two. */
  phrase: 0.3,
} as const;

export interface Candidate {
  text: string;
  passage: number;
  position: number;
  terms: ReadonlySet<string>;
  /** The figures it states: amounts, durations, times ("390", "4", "14:00"). */
  figures: readonly string[];
  /** How much of the question the sentence covers, read under its heading (0–1). */
  covers: number;
  /** How much of the question the sentence's own words cover, more when they keep the question's word pairs. */
  own: number;
  /** Its passage's retrieval score against the best passage's, weighted. */
  rank: number;
  /** It states the sort of fact the question asks for (an amount, a duration, …). */
  statesAsked: boolean;
  score: number;
}

const credit = (term: string, terms: ReadonlySet<string>) => {
  if (terms.has(term)) return 1;
  if (term.length < 4) return 0;
  for (const candidate of terms) if (candidate.startsWith(term)) return 1;
  return 0;
};

/** The share of the question's weight a text's terms cover; a compound counts by its parts. */
function coverage(concepts: readonly Concept[], terms: ReadonlySet<string>): number {
  let total = 0;
  let covered = 0;
  for (const concept of concepts) {
    total += concept.weight;
    const whole = Math.max(credit(concept.term, terms), ...concept.synonyms.map((synonym) => credit(synonym, terms)));
    const parts = concept.parts.length > 0 ? concept.parts.reduce((sum, part) => sum + credit(part, terms), 0) / concept.parts.length : 0;
    covered += concept.weight * Math.max(whole, parts);
  }
  return total > 0 ? covered / total : 0;
}

function phrases(concepts: readonly Concept[], ordered: readonly string[]): number {
  let found = 0;
  for (let index = 1; index < concepts.length; index += 1) {
    const [first, second] = [concepts[index - 1]!.term, concepts[index]!.term];
    if (ordered.some((term, at) => term === first && ordered[at + 1] === second)) found += 1;
  }
  return Math.min(found, 2);
}

const FIGURE = /\d[\d']*(?:[.:]\d+)?/g;

/** Every sentence of the passages found, scored against the question. */
export function scoredSentences(passages: readonly Passage[], asked: Asked, locale: Locale): Candidate[] {
  const best = passages[0]?.score || 1;
  return passages.flatMap((passage, index) => {
    // A sentence is read under its page, heading and keywords: "Prüfung in 24–48 Stunden" answers
    // "Was passiert nach der Anmeldung?" because it stands under "So geht es weiter".
    const context = searchTerms(`${passage.page} ${passage.section} ${passage.keywords}`, locale);
    // A heading that asks the question ("Was kostet der Einstieg?") is answered by the sentences under
    // it; the words the passage is found by count half as much as its heading.
    const heading = Math.max(
      coverage(asked.concepts, new Set(searchTerms(passage.section, locale))),
      WEIGHTS.keywordsInHeading * coverage(asked.concepts, new Set(searchTerms(`${passage.section} ${passage.keywords}`, locale))),
    );
    return splitSentences(passage.text).map((text, position) => {
      const ordered = searchTerms(text, locale);
      const terms = new Set(ordered);
      const covers = coverage(asked.concepts, new Set([...terms, ...context]));
      const own = coverage(asked.concepts, terms) + WEIGHTS.phrase * phrases(asked.concepts, ordered);
      const underHeading = heading * (WEIGHTS.underHeading[position] ?? 0);
      const statesAsked = asked.kinds.some((kind) => statesKind(text, kind));
      const rank = WEIGHTS.rank * (passage.score / best);
      const score = WEIGHTS.covers * covers + WEIGHTS.own * own + underHeading + (statesAsked ? WEIGHTS.statesAsked : 0) + rank;
      return { text, passage: index, position, terms, figures: text.match(FIGURE) ?? [], covers, own, rank, statesAsked, score };
    });
  });
}
