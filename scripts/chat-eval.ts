import { ANSWER_SHAPE } from '../src/server/chat/answer/select-sentences.ts';
import { siteDocumentsByLanguage } from '../src/server/chat/corpus/corpus.ts';
import { EVAL_THRESHOLDS, evaluate, loadQuestions } from '../src/server/chat/eval/evaluate.ts';
import { chatIndexFrom } from '../src/server/chat/search/chat-index.ts';

/**
 * `npm run chat:eval`: runs the assistant's evaluation questions against an index built from the
 * content as it is now (no build needed) and prints hit@1, hit@3, the facts stated, the declined and
 * stance shares, and answers that repeat a sentence or run too long.
 */
const index = chatIndexFrom(siteDocumentsByLanguage());
const summary = evaluate(index, loadQuestions());
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

console.table(
  summary.rows.map((row) => ({
    lang: row.lang,
    expect: row.expect,
    outcome: row.outcome,
    hit: row.expect === 'decline' ? '' : row.hitAt1 ? '@1' : row.hitAt3 ? '@3' : 'miss',
    question: row.question.length > 60 ? `${row.question.slice(0, 57)}...` : row.question,
    cited: row.cited.join(' '),
    missing: row.factsMissing.join(', '),
  })),
);
console.log(
  `Questions: ${summary.rows.length} (${summary.answerable} answerable, ${summary.stance} tax-advice requests, ${summary.unanswerable} unanswerable)`,
);
console.log(`hit@1: ${percent(summary.hitAt1)}`);
console.log(`hit@3: ${percent(summary.hitAt3)} (at least ${percent(EVAL_THRESHOLDS.hitAt3)})`);
console.log(`Unanswerable questions declined: ${percent(summary.declineShare)} (at least ${percent(EVAL_THRESHOLDS.declineShare)})`);
console.log(`Tax-advice requests given the stance: ${percent(summary.stanceShare)} (at least ${percent(EVAL_THRESHOLDS.stanceShare)})`);
console.log(
  `Facts stated: ${percent(summary.factsShare)} of ${summary.withFacts} answers with facts (at least ${percent(EVAL_THRESHOLDS.factsShare)})`,
);
console.log(`Answerable questions declined: ${summary.wronglyDeclined}`);
console.log(`Answers repeating a sentence: ${summary.repeating}; longer than ${ANSWER_SHAPE.maxChars} characters: ${summary.tooLong}`);
if (process.argv.includes('--answers'))
  for (const row of summary.rows) console.log(`\n[${row.lang}] ${[...row.before, row.question].join(' → ')}\n${row.text}`);
const failed =
  summary.hitAt3 < EVAL_THRESHOLDS.hitAt3 ||
  summary.factsShare < EVAL_THRESHOLDS.factsShare ||
  summary.declineShare < EVAL_THRESHOLDS.declineShare ||
  summary.stanceShare < EVAL_THRESHOLDS.stanceShare ||
  summary.repeating > 0 ||
  summary.tooLong > 0;
process.exit(failed ? 1 : 0);
