import { describe, expect, it } from 'vitest';
import { siteDocumentsByLanguage } from '../corpus/corpus.ts';
import { chatIndexFrom } from '../search/chat-index.ts';
import { EVAL_THRESHOLDS, evaluate, loadQuestions } from './evaluate.ts';

const questions = loadQuestions();

describe('the evaluation set', () => {
  it('has at least 40 questions, half in each language, at least 8 the site cannot answer', () => {
    expect(questions.length).toBeGreaterThanOrEqual(40);
    expect(questions.filter((question) => question.lang === 'de').length).toBe(questions.filter((question) => question.lang === 'en').length);
    expect(questions.filter((question) => question.expect === 'decline').length).toBeGreaterThanOrEqual(8);
    for (const question of questions) expect(question.paths.length > 0, question.question).toBe(question.expect !== 'decline');
  });
});

describe('the assistant on the evaluation set', () => {
  const summary = evaluate(chatIndexFrom(siteDocumentsByLanguage()), questions);
  const misses = (filter: (row: (typeof summary.rows)[number]) => boolean) => summary.rows.filter(filter).map((row) => `${row.lang}: ${row.question} → ${row.outcome} ${row.cited.join(' ')}`);

  it(`cites an expected page among the first three for at least ${EVAL_THRESHOLDS.hitAt3 * 100}% of answerable questions`, () => {
    expect(summary.hitAt3, misses((row) => row.expect === 'answer' && !row.hitAt3).join('\n')).toBeGreaterThanOrEqual(EVAL_THRESHOLDS.hitAt3);
  });

  it(`declines at least ${EVAL_THRESHOLDS.declineShare * 100}% of the questions the site cannot answer`, () => {
    expect(summary.declineShare, misses((row) => row.expect === 'decline' && row.outcome !== 'decline').join('\n')).toBeGreaterThanOrEqual(EVAL_THRESHOLDS.declineShare);
  });

  it(`gives the tax-advice stance to at least ${EVAL_THRESHOLDS.stanceShare * 100}% of requests for individual tax advice`, () => {
    expect(summary.stanceShare, misses((row) => row.expect === 'stance' && row.outcome !== 'stance').join('\n')).toBeGreaterThanOrEqual(EVAL_THRESHOLDS.stanceShare);
  });
});
