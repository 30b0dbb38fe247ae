import type { Locale } from '#i18n/config.ts';
import type { Passage } from '../search/passage.ts';
import { scoredSentences, type Asked, type Candidate } from './sentence-scores.ts';
import { announcesOnly, leansOnPrevious } from '../language/split-sentences.ts';

export type { Asked } from './sentence-scores.ts';

/** decision 0004: a typical answer is 1–3 sentences and about 600 characters; none is longer than 700. */
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
    : (candidate.own > 0 && candidate.own >= lead.own * ANSWER_SHAPE.followerCoverage) ||
      (candidate.passage === lead.passage && candidate.position <= lead.position + 2));

/**
 * The sentences that answer a question, from the passages found: the one that answers most directly
 * first, then up to two more that add a fact, never a sentence that repeats one already said, never
 * one that leans on a sentence left out ("Danach folgt der Pilot.") and never a cut sentence.
 */
export function selectSentences(passages: readonly Passage[], asked: Asked, locale: Locale): { sentence: string; passage: Passage }[] {
  const all = scoredSentences(passages, asked, locale).filter(
    (candidate) =>
      !announcesOnly(candidate.text) && candidate.text.length <= ANSWER_SHAPE.maxChars && candidate.terms.size >= ANSWER_SHAPE.minTerms,
  );
  // "Was kostet …?" is answered by a sentence with the amount: among the sentences about the question,
  // those that state the sort of fact asked for come first.
  const bestCover = Math.max(0, ...all.map((candidate) => candidate.covers));
  const answersDirectly = (candidate: Candidate) => candidate.statesAsked && candidate.covers >= bestCover * ANSWER_SHAPE.directCoverage;
  const ranked = [...all].sort(
    (a, b) =>
      Number(answersDirectly(b)) - Number(answersDirectly(a)) || b.score - a.score || a.passage - b.passage || a.position - b.position,
  );
  const previous = (candidate: Candidate) =>
    all.find((other) => other.passage === candidate.passage && other.position === candidate.position - 1);

  const chosen: Candidate[][] = [];
  let length = 0;
  const said = () => chosen.flat();
  let lead: Candidate | undefined;
  for (const candidate of ranked) {
    if (lead && !follows(candidate, lead, asked)) continue;
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
    lead ??= candidate;
  }

  // The leading sentence first; the others in the order the site gives them.
  const [first, ...rest] = chosen;
  const ordered = [...(first ?? []), ...rest.sort((a, b) => a[0]!.passage - b[0]!.passage || a[0]!.position - b[0]!.position).flat()];
  return ordered.map((sentence) => ({ sentence: sentence.text, passage: passages[sentence.passage]! }));
}
