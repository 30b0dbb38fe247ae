import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES } from '../../../i18n/config.ts';
import { stripLocale } from '../../../i18n/paths.ts';
import { planAnswer } from '../plan.ts';
import type { ChatIndex } from '../search/chat-index.ts';

/**
 * The assistant's evaluation: questions as visitors ask them, each with the pages a good answer
 * cites. `answer`: the site answers it; `stance`: a request for individual tax advice, answered with
 * the FAQ's stance (so it cites /faq); `decline`: the site has nothing on it.
 */
const questionSchema = z.object({
  lang: z.enum(LOCALES),
  expect: z.enum(['answer', 'stance', 'decline']),
  question: z.string().min(1),
  paths: z.array(z.string().startsWith('/')),
});
export type EvalQuestion = z.infer<typeof questionSchema>;

/** What the evaluation must reach: the Vitest gate and `npm run chat:eval` use the same figures. */
export const EVAL_THRESHOLDS = {
  /** Answerable questions with an expected page among the first three cited. */
  hitAt3: 0.9,
  /** Questions the site cannot answer that are declined. */
  declineShare: 0.9,
  /** Requests for individual tax advice that get the stance. */
  stanceShare: 0.9,
} as const;

export function loadQuestions(file = path.join(import.meta.dirname, 'questions.json')): EvalQuestion[] {
  return z.array(questionSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
}

export interface EvalRow extends EvalQuestion {
  outcome: 'answer' | 'stance' | 'decline';
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
}

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const pagePath = (url: string) => stripLocale(url.split('#')[0]!);

export function evaluate(index: ChatIndex, questions: readonly EvalQuestion[]): EvalSummary {
  const rows = questions.map((entry): EvalRow => {
    const plan = planAnswer(index, [{ role: 'user', content: entry.question }], entry.lang);
    const cited = plan.kind === 'decline' ? [] : [...new Set(plan.passages.map((passage) => pagePath(passage.url)))];
    return {
      ...entry,
      outcome: plan.kind,
      cited,
      hitAt1: cited.slice(0, 1).some((found) => entry.paths.includes(found)),
      hitAt3: cited.slice(0, 3).some((found) => entry.paths.includes(found)),
    };
  });
  const answerable = rows.filter((row) => row.expect === 'answer');
  const unanswerable = rows.filter((row) => row.expect === 'decline');
  const stance = rows.filter((row) => row.expect === 'stance');
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
  };
}
