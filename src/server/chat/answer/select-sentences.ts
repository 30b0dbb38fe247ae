import type { Locale } from '../../../i18n/config.ts';
import { searchTerms } from '../language/terms.ts';
import type { Concept, Passage } from '../retrieve.ts';
import { statesKind, type AnswerKindName } from './answer-kinds.ts';
import { announcesOnly, leansOnPrevious, splitSentences } from './split-sentences.ts';

/** What a question asks: its terms weighted by rarity on the site, and the sort of fact it wants. */
export interface Asked {
  concepts: readonly Concept[];
  kinds: readonly AnswerKindName[];
}

/** issue 18: a typical answer is 1–3 sentences and about 600 characters; none is longer than 700. */
export const ANSWER_SHAPE = {
  sentences: 3,
  typicalChars: 600,
  maxChars: 700,
  /** A further sentence joins when it scores at least this share of the leading one. */
  followerShare: 0.55,
  /** A further sentence comes from a passage ranked at least this share of the leading sentence's passage. */
  followerRank: 0.3,
  /** A sentence with fewer words that carry meaning says nothing of its own ("Danke!", "Support per E-Mail."). */
  minTerms: 2,
  /** A sentence stating the asked fact leads when it covers this share of what the best sentence covers. */
  directCoverage: 0.5,
  /** A further sentence must also cover at least this share of what the leading one covers of the question. */
  followerCoverage: 0.7,
  /** Two sentences sharing this share of the smaller one's terms say the same thing. */
  sameWords: 0.75,
  /** A sentence whose figures were said already to this share repeats them. */
  sameFigures: 0.5,
} as const;

interface Candidate {
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

/** Credit for each of the question's word pairs a sentence keeps side by side ("Early Access"). */
const PHRASE_CREDIT = 0.3;

function phrases(concepts: readonly Concept[], ordered: readonly string[]): number {
  let found = 0;
  for (let index = 1; index < concepts.length; index += 1) {
    const [first, second] = [concepts[index - 1]!.term, concepts[index]!.term];
    if (ordered.some((term, at) => term === first && ordered[at + 1] === second)) found += 1;
  }
  return Math.min(found, 2);
}

const FIGURE = /\d[\d']*(?:[.:]\d+)?/g;

/**
 * Near-duplicates: the same fact said twice across passages ("Die Prozessanalyse kostet CHF 390." and
 * "Paketpreise: Prozessanalyse CHF 390, …"): mostly the same words, or only figures already given.
 */
function repeats(candidate: Candidate, said: readonly Candidate[]): boolean {
  const figuresSaid = new Set(said.flatMap((sentence) => sentence.figures));
  const figuresRepeated = candidate.figures.filter((figure) => figuresSaid.has(figure)).length;
  if (figuresRepeated > 0 && figuresRepeated >= candidate.figures.length * ANSWER_SHAPE.sameFigures) return true;
  return said.some((other) => sameWords(other, candidate));
}

function sameWords(a: Candidate, b: Candidate): boolean {
  if (a.text === b.text) return true;
  const smaller = Math.min(a.terms.size, b.terms.size);
  if (smaller < 3) return false;
  let shared = 0;
  for (const term of a.terms) if (b.terms.has(term)) shared += 1;
  return shared / smaller >= ANSWER_SHAPE.sameWords;
}

function candidates(passages: readonly Passage[], asked: Asked, locale: Locale): Candidate[] {
  const best = passages[0]?.score || 1;
  return passages.flatMap((passage, index) => {
    // A sentence is read under its page, heading and keywords: "Prüfung in 24–48 Stunden" answers
    // "Was passiert nach der Anmeldung?" because it stands under "So geht es weiter".
    const context = searchTerms(`${passage.page} ${passage.section} ${passage.keywords}`, locale);
    // A heading that asks the question ("Was kostet der Einstieg?"), with the words the passage is
    // found by, is answered by the sentences under it.
    const heading = coverage(asked.concepts, new Set(searchTerms(`${passage.section} ${passage.keywords}`, locale)));
    return splitSentences(passage.text).map((text, position) => {
      const ordered = searchTerms(text, locale);
      const terms = new Set(ordered);
      const covers = coverage(asked.concepts, new Set([...terms, ...context]));
      const own = coverage(asked.concepts, terms) + PHRASE_CREDIT * phrases(asked.concepts, ordered);
      const underHeading = heading * (position === 0 ? 1.2 : position === 1 ? 0.6 : 0);
      const statesAsked = asked.kinds.some((kind) => statesKind(text, kind)) ? 0.4 : 0;
      const rank = 1.2 * (passage.score / best);
      return { text, passage: index, position, terms, figures: text.match(FIGURE) ?? [], covers, own, rank, statesAsked: statesAsked > 0, score: 2 * covers + 0.5 * own + underHeading + statesAsked + rank };
    });
  });
}

/**
 * A further sentence is about what the leading one is about: by its own words, or as one of the two
 * sentences right after it in the same passage (an FAQ answer's second sentence). A question that
 * names no subject ("Wann seid ihr erreichbar?") is answered only by sentences stating what it asks.
 */
const follows = (candidate: Candidate, lead: Candidate, asked: Asked) =>
  candidate.rank >= lead.rank * ANSWER_SHAPE.followerRank &&
  !(candidate.passage === lead.passage && candidate.position < lead.position) &&
  candidate.score >= lead.score * ANSWER_SHAPE.followerShare &&
  candidate.covers >= lead.covers * ANSWER_SHAPE.followerCoverage &&
  (asked.concepts.length === 0
    ? candidate.statesAsked
    : (candidate.own > 0 && candidate.own >= lead.own * ANSWER_SHAPE.followerCoverage) || (candidate.passage === lead.passage && candidate.position <= lead.position + 2));

/**
 * The sentences that answer a question, from the passages found: the one that answers most directly
 * first, then up to two more that add a fact, never a sentence that repeats one already said, never
 * one that leans on a sentence left out ("Danach folgt der Pilot.") and never a cut sentence.
 */
export function selectSentences(passages: readonly Passage[], asked: Asked, locale: Locale): { sentence: string; passage: Passage }[] {
  const all = candidates(passages, asked, locale).filter(
    (candidate) => !announcesOnly(candidate.text) && candidate.text.length <= ANSWER_SHAPE.maxChars && candidate.terms.size >= ANSWER_SHAPE.minTerms,
  );
  // "Was kostet …?" is answered by a sentence with the amount: among the sentences about the question,
  // those that state the sort of fact asked for come first.
  const bestCover = Math.max(0, ...all.map((candidate) => candidate.covers));
  const answersDirectly = (candidate: Candidate) => candidate.statesAsked && candidate.covers >= bestCover * ANSWER_SHAPE.directCoverage;
  const ranked = [...all].sort((a, b) => Number(answersDirectly(b)) - Number(answersDirectly(a)) || b.score - a.score || a.passage - b.passage || a.position - b.position);
  if (process.env.CHAT_DEBUG) for (const c of ranked.slice(0, 8)) console.log(`   ${answersDirectly(c) ? 'D' : ' '} ${c.score.toFixed(2)} cov=${c.covers.toFixed(2)} own=${c.own.toFixed(2)} p${c.passage}.${c.position} ${c.text.slice(0, 90)}`);
  const previous = (candidate: Candidate) => all.find((other) => other.passage === candidate.passage && other.position === candidate.position - 1);

  const chosen: Candidate[][] = [];
  let length = 0;
  const said = () => chosen.flat();
  const lead = ranked[0];
  for (const candidate of ranked) {
    if (chosen.length > 0 && !follows(candidate, lead!, asked)) continue;
    if (said().length >= ANSWER_SHAPE.sentences) break;
    if (said().includes(candidate) || repeats(candidate, said())) continue;
    let group = [candidate];
    if (leansOnPrevious(candidate.text, locale)) {
      const before = candidate.position > 0 ? previous(candidate) : undefined;
      if (!before || leansOnPrevious(before.text, locale)) continue;
      if (!said().includes(before)) {
        if (repeats(before, said())) continue;
        group = [before, candidate];
      }
    }
    const added = group.reduce((sum, sentence) => sum + sentence.text.length + 1, 0);
    const limit = chosen.length === 0 ? ANSWER_SHAPE.maxChars : ANSWER_SHAPE.typicalChars;
    if (length + added > limit || said().length + group.length > ANSWER_SHAPE.sentences) continue;
    chosen.push(group);
    length += added;
  }

  // The leading sentence first; the others in the order the site gives them.
  const [first, ...rest] = chosen;
  const ordered = [...(first ?? []), ...rest.sort((a, b) => a[0]!.passage - b[0]!.passage || a[0]!.position - b[0]!.position).flat()];
  return ordered.map((sentence) => ({ sentence: sentence.text, passage: passages[sentence.passage]! }));
}
