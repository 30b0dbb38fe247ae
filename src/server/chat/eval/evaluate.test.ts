import { describe, expect, it } from 'vitest';
import { ANSWER_SHAPE } from '../answer/select-sentences.ts';
import { siteDocumentsByLanguage } from '../corpus/corpus.ts';
import { chatIndexFrom } from '../search/chat-index.ts';
import { EVAL_THRESHOLDS, evaluate, loadQuestions } from './evaluate.ts';

const questions = loadQuestions();

describe('the evaluation set (decision 0004)', () => {
  it('has at least 150 questions, half in each language, with facts, follow-ups, tax-work requests and off-topic questions', () => {
    expect(questions.length).toBeGreaterThanOrEqual(150);
    expect(questions.filter((question) => question.lang === 'de').length).toBe(
      questions.filter((question) => question.lang === 'en').length,
    );
    expect(questions.filter((question) => question.expect === 'decline').length).toBeGreaterThanOrEqual(20);
    expect(questions.filter((question) => question.expect === 'stance').length).toBeGreaterThanOrEqual(20);
    expect(questions.filter((question) => question.before.length > 0).length).toBeGreaterThanOrEqual(16);
    expect(questions.filter((question) => question.facts.length > 0).length).toBeGreaterThanOrEqual(50);
    for (const question of questions) expect(question.paths.length > 0, question.question).toBe(question.expect !== 'decline');
  });
});

describe('the assistant on the evaluation set', () => {
  const summary = evaluate(chatIndexFrom(siteDocumentsByLanguage()), questions);
  const misses = (filter: (row: (typeof summary.rows)[number]) => boolean) =>
    summary.rows
      .filter(filter)
      .map((row) => `${row.lang}: ${[...row.before, row.question].join(' → ')} → ${row.outcome} ${row.cited.join(' ')} | ${row.text}`);

  it(`cites an expected page among the first three for at least ${EVAL_THRESHOLDS.hitAt3 * 100}% of answerable questions`, () => {
    expect(summary.hitAt3, misses((row) => row.expect === 'answer' && !row.hitAt3).join('\n')).toBeGreaterThanOrEqual(
      EVAL_THRESHOLDS.hitAt3,
    );
  });

  it(`states the expected facts in at least ${EVAL_THRESHOLDS.factsShare * 100}% of the answers that have them`, () => {
    expect(summary.factsShare, misses((row) => row.expect === 'answer' && row.factsMissing.length > 0).join('\n')).toBeGreaterThanOrEqual(
      EVAL_THRESHOLDS.factsShare,
    );
  });

  it(`declines at least ${EVAL_THRESHOLDS.declineShare * 100}% of the questions the site cannot answer`, () => {
    expect(summary.declineShare, misses((row) => row.expect === 'decline' && row.outcome !== 'decline').join('\n')).toBeGreaterThanOrEqual(
      EVAL_THRESHOLDS.declineShare,
    );
  });

  it('gives the stance to every request for individual tax advice or tax work', () => {
    expect(summary.stanceShare, misses((row) => row.expect === 'stance' && row.outcome !== 'stance').join('\n')).toBeGreaterThanOrEqual(
      EVAL_THRESHOLDS.stanceShare,
    );
  });

  it(`never repeats a sentence and never answers with more than ${ANSWER_SHAPE.maxChars} characters`, () => {
    expect(summary.repeating, misses((row) => row.repeated).join('\n')).toBe(0);
    expect(summary.tooLong, misses((row) => row.text.length > ANSWER_SHAPE.maxChars).join('\n')).toBe(0);
  });
});
