import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES } from '#i18n/config.ts';
import { stripLocale } from '#i18n/paths.ts';
import { DEFAULT_TIER_AVAILABILITY } from '#lib/tiers.ts';
import { ANSWER_SHAPE } from '../answer/select-sentences.ts';
import { splitSentences } from '../language/split-sentences.ts';
import { composeAnswer } from '../compose.ts';
import { withLiveFacts } from '../live-facts.ts';
import { planAnswer } from '../plan.ts';
import type { ChatIndex } from '../search/chat-index.ts';

/**
 * The assistant's evaluation: questions as visitors ask them (after `before`, the earlier questions of
 * the conversation), each with the pages a good answer cites and the facts its text must state.
 * `answer`: the site answers it; `stance`: a request for individual tax advice or tax work, answered
 * with the FAQ's stance (so it cites /faq); `decline`: the site has nothing on it.
 */
const questionSchema = z.object({
  lang: z.enum(LOCALES),
  expect: z.enum(['answer', 'stance', 'decline']),
  question: z.string().min(1),
  before: z.array(z.string().min(1)).default([]),
  paths: z.array(z.string().startsWith('/')),
  facts: z.array(z.string().min(1)).default([]),
});
export type EvalQuestion = z.infer<typeof questionSchema>;

/** decision 0004: what the evaluation must reach; the Vitest gate and `npm run chat:eval` use the same figures. */
export const EVAL_THRESHOLDS = {
  /** Answerable questions with an expected page among the first three cited. */
  hitAt3: 0.95,
  /** Answerable questions whose answer states every fact the item names. */
  factsShare: 0.9,
  /** Questions the site cannot answer that are declined. */
  declineShare: 0.95,
  /** Requests for individual tax advice or tax work that get the stance. */
  stanceShare: 1,
} as const;

/** The live figures the evaluation answers with: the tiers as the seed migration starts them, and three free slots. */
export const EVAL_LIVE_FACTS = {
  tiers: DEFAULT_TIER_AVAILABILITY,
  slots: ['2025-12-03T13:30:00Z', '2025-12-04T13:00:00Z', '2025-12-05T14:00:00Z'].map((start) => new Date(start)),
} as const;

export function loadQuestions(file = path.join(import.meta.dirname, 'questions.json')): EvalQuestion[] {
  return z.array(questionSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
}

export interface EvalRow extends EvalQuestion {
  outcome: 'answer' | 'stance' | 'decline';
  text: string;
  /** The facts of the item the answer's text does not state. */
  factsMissing: string[];
  /** A sentence the answer says twice. */
  repeated: boolean;
  /** Language-neutral paths of the passages found, best first, each page once. */
  cited: string[];
  hitAt1: boolean;
  hitAt3: boolean;
}

export interface EvalSummary {
  rows: EvalRow[];
  answerable: number;
  hitAt1: number;
  hitAt3: number;
  unanswerable: number;
  declineShare: number;
  stance: number;
  stanceShare: number;
  /** Answerable questions the assistant declined. */
  wronglyDeclined: number;
  /** Answerable questions with facts, and the share of them whose answer states all. */
  withFacts: number;
  factsShare: number;
  /** Answers that say a sentence twice, and answers longer than ANSWER_SHAPE.maxChars. */
  repeating: number;
  tooLong: number;
}

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const pagePath = (url: string) => stripLocale(url.split('#')[0]!);
/** Facts are compared as a reader sees them: case, spacing and the kind of apostrophe aside. */
const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ');
const OUTCOMES = { answered: 'answer', stance: 'stance', declined: 'decline' } as const;

export function evaluate(index: ChatIndex, questions: readonly EvalQuestion[]): EvalSummary {
  const rows = questions.map((entry): EvalRow => {
    const turns = [...entry.before, entry.question].map((content) => ({ role: 'user' as const, content }));
    const answer = composeAnswer(withLiveFacts(planAnswer(index, turns, entry.lang), entry.lang, EVAL_LIVE_FACTS), entry.lang);
    const cited = [...new Set(answer.sources.map((source) => pagePath(source.url)))];
    const sentences = splitSentences(answer.text).map(normalized);
    return {
      ...entry,
      outcome: OUTCOMES[answer.outcome],
      text: answer.text,
      factsMissing: entry.facts.filter((fact) => !normalized(answer.text).includes(normalized(fact))),
      repeated: new Set(sentences).size < sentences.length,
      cited,
      hitAt1: cited.slice(0, 1).some((found) => entry.paths.includes(found)),
      hitAt3: cited.slice(0, 3).some((found) => entry.paths.includes(found)),
    };
  });
  const answerable = rows.filter((row) => row.expect === 'answer');
  const unanswerable = rows.filter((row) => row.expect === 'decline');
  const stance = rows.filter((row) => row.expect === 'stance');
  const withFacts = answerable.filter((row) => row.facts.length > 0);
  return {
    rows,
    answerable: answerable.length,
    hitAt1: share(answerable.filter((row) => row.hitAt1).length, answerable.length),
    hitAt3: share(answerable.filter((row) => row.hitAt3).length, answerable.length),
    unanswerable: unanswerable.length,
    declineShare: share(unanswerable.filter((row) => row.outcome === 'decline').length, unanswerable.length),
    stance: stance.length,
    stanceShare: share(stance.filter((row) => row.outcome === 'stance' && row.hitAt1).length, stance.length),
    wronglyDeclined: answerable.filter((row) => row.outcome === 'decline').length,
    withFacts: withFacts.length,
    factsShare: share(withFacts.filter((row) => row.factsMissing.length === 0).length, withFacts.length),
    repeating: rows.filter((row) => row.repeated).length,
    tooLong: rows.filter((row) => row.text.length > ANSWER_SHAPE.maxChars).length,
  };
}
