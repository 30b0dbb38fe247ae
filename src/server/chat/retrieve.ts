import type { SearchResult } from 'minisearch';
import type { Locale } from '#i18n/config.ts';
import { askedKinds } from './answer/answer-kinds.ts';
import { splitCompound } from './language/decompound.ts';
import { synonymsOf } from './language/synonyms.ts';
import { processWord, words } from './language/terms.ts';
import type { LanguageIndex } from './search/chat-index.ts';
import type { Concept, Passage } from './search/passage.ts';
import { documentFrequency, knows, rarity, relatedTerm, type Vocabulary } from './language/vocabulary.ts';

export type { Concept, Passage };

export const RETRIEVAL = {
  /** Results looked at before ranking by coverage. */
  candidates: 12,
  /** Passages handed to the answer. */
  passages: 5,
  /**
   * Share of the question (by rarity weight) a passage must cover to count as an answer. Below it,
   * the passage only shares a word or two with the question ("Zürich" in "weather in Zürich").
   */
  minCoverage: 0.55,
  /**
   * The same for a follow-up searched together with the question before it: the earlier question's
   * framing words ("Bietet ihr Hilfe …") need not all be found again.
   */
  minFollowUpCoverage: 0.4,
  /** The factor for a passage that states the sort of fact asked for. */
  statesBoost: 1.5,
  /** The factor for a passage of a page that is rarely what a question is after. */
  lessened: 0.25,
  /** A term found only as a typo-tolerant match counts this much. */
  fuzzyCredit: 0.6,
} as const;

/**
 * German writes nouns with a capital: in "Welche monatlichen Kosten kommen auf mich zu?" the nouns
 * name the subject and the other words frame it, so those weigh less. The first word of a sentence
 * tells nothing; a question typed all in lowercase keeps equal weights.
 */
function framingWords(question: string, locale: Locale): ReadonlySet<string> {
  if (locale !== 'de') return new Set();
  const written = question.split(/(?<=[.!?])\s+/).flatMap((sentence) =>
    sentence
      .split(/[^\p{L}\p{N}-]+/u)
      .filter(Boolean)
      .slice(1),
  );
  if (!written.some((word) => /^\p{Lu}/u.test(word))) return new Set();
  return new Set(written.filter((word) => /^\p{Ll}/u.test(word)).flatMap((word) => words(word, locale)));
}

/** How much a framing word weighs against a noun. */
const FRAMING_WEIGHT = 0.5;

export function questionConcepts(question: string, locale: Locale, vocabulary: Vocabulary): Concept[] {
  const found = new Map<string, Concept>();
  const framing = framingWords(question, locale);
  for (const word of words(question, locale)) {
    const term = processWord(word, locale);
    if (!term || found.has(term)) continue;
    const prefix = term.length >= 4;
    const known = knows(vocabulary, term, prefix);
    const related = relatedTerm(vocabulary, term);
    const synonyms = [...synonymsOf(term, locale), ...(related ? [related] : [])];
    const parts = known ? [] : splitCompound(word, vocabulary, locale);
    const frequency = Math.max(
      documentFrequency(vocabulary, term, prefix),
      ...synonyms.map((synonym) => documentFrequency(vocabulary, synonym, synonym.length >= 4)),
      parts.length > 0 ? Math.min(...parts.map((part) => documentFrequency(vocabulary, part, true))) : 0,
    );
    found.set(term, {
      term,
      synonyms,
      parts,
      weight: rarity(vocabulary, frequency) * (framing.has(word) ? FRAMING_WEIGHT : 1),
      asksFor: askedKinds(word, locale).length > 0,
    });
  }
  return [...found.values()];
}

/** 1 for a term the passage contains (or a word it begins), the fuzzy credit for a near miss, 0 otherwise. */
function termCredit(term: string, result: SearchResult): number {
  if (!result.queryTerms.includes(term)) return 0;
  const exact = result.terms.some((candidate) => candidate === term || (term.length >= 4 && candidate.startsWith(term)));
  return exact ? 1 : RETRIEVAL.fuzzyCredit;
}

function literalCredit(concept: Concept, result: SearchResult): number {
  const whole = Math.max(termCredit(concept.term, result), ...concept.synonyms.map((synonym) => termCredit(synonym, result)));
  const split =
    concept.parts.length > 0 ? concept.parts.reduce((sum, part) => sum + termCredit(part, result), 0) / concept.parts.length : 0;
  return Math.max(whole, split);
}

/**
 * The share of the question's weight a passage covers. A word that only says which sort of fact is
 * wanted ("lange" in "Wie lange dauert der Pilot?") counts as covered by a passage that states such a
 * fact, but only where the passage also has a word of the question's subject: "What time is it?" has
 * no subject, so a passage with a time does not answer it.
 */
function coverage(result: SearchResult, question: readonly Concept[], states: boolean): number {
  const credits = question.map((concept) => literalCredit(concept, result));
  const onSubject = question.some((concept, index) => !concept.asksFor && credits[index]! > 0);
  let total = 0;
  let covered = 0;
  question.forEach((concept, index) => {
    total += concept.weight;
    covered += concept.weight * (concept.asksFor && states && onSubject ? 1 : credits[index]!);
  });
  return total > 0 ? covered / total : 0;
}

/**
 * The passages of the site that answer a question, best first; none when no passage covers enough of
 * it. Ranking is MiniSearch's BM25 score weighted by coverage, so a passage that answers the whole
 * question beats one that repeats a single word of it often.
 */
export interface RetrieveOptions {
  minCoverage?: number;
  /** Passages whose text states what the question asks for (an amount, an address) rank higher. */
  states?: (text: string) => boolean;
  /** Passages at these URLs rank lower (legal-pages.ts). */
  lessen?: (url: string) => boolean;
}

export function retrieve(
  index: LanguageIndex,
  question: string,
  locale: Locale,
  { minCoverage = RETRIEVAL.minCoverage, states, lessen }: RetrieveOptions = {},
): Passage[] {
  const asked = questionConcepts(question, locale, index.vocabulary);
  if (asked.length === 0) return [];
  const terms = [...new Set(asked.flatMap((concept) => [concept.term, ...concept.synonyms, ...concept.parts]))];
  // The terms are processed already: the search must not stem them again.
  const results = index.search.search(terms.join(' '), { tokenize: (query) => query.split(' '), processTerm: (term) => term });
  return results
    .slice(0, RETRIEVAL.candidates)
    .map((result) => {
      const stated = states?.(String(result.text)) === true;
      const share = coverage(result, asked, stated);
      return {
        id: String(result.id),
        page: String(result.page),
        section: String(result.section),
        url: String(result.url),
        text: String(result.text),
        keywords: String(result.keywords ?? ''),
        score: result.score * share * (stated ? RETRIEVAL.statesBoost : 1) * (lessen?.(String(result.url)) ? RETRIEVAL.lessened : 1),
        coverage: share,
      };
    })
    .filter((passage) => passage.coverage >= minCoverage)
    .sort((a, b) => b.score - a.score)
    .slice(0, RETRIEVAL.passages);
}
