import { describe, expect, it } from 'vitest';
import { siteDocumentsByLanguage } from './corpus/corpus.ts';
import { planAnswer, STANCE_PASSAGE_ID } from './plan.ts';
import { chatIndexFrom } from './search/chat-index.ts';

const index = chatIndexFrom(siteDocumentsByLanguage());
const ask = (...questions: string[]) =>
  questions.flatMap((content, position) => [
    ...(position > 0 ? [{ role: 'assistant' as const, content: 'Antwort.' }] : []),
    { role: 'user' as const, content },
  ]);

describe('planAnswer', () => {
  it("takes the tax-advice stance from the FAQ's answer to 'Do you provide tax advice?'", () => {
    for (const [locale, words] of [
      ['de', 'Steuerberatung'],
      ['en', 'tax advice'],
    ] as const) {
      const stored = index[locale].search.getStoredFields(STANCE_PASSAGE_ID) as { section: string; url: string };
      expect(stored.section).toContain(words);
      const plan = planAnswer(
        index,
        ask(locale === 'de' ? 'Kann ich mein Auto von den Steuern abziehen?' : 'Can I deduct my car from my taxes?'),
        locale,
      );
      expect(plan.kind).toBe('stance');
      expect(plan.kind === 'stance' && plan.passages[0]!.url).toBe(stored.url);
    }
  });

  it('declines what the site does not cover', () => {
    expect(planAnswer(index, ask('Wer hat gestern den Match gewonnen?'), 'de').kind).toBe('decline');
  });

  it('answers only the last question, and searches a bare follow-up together with the one before', () => {
    const plan = planAnswer(index, ask('Bietet ihr Workshops an?', 'Auf Englisch?'), 'de');
    expect(plan.kind).toBe('answer');
    expect(
      plan.kind === 'answer' &&
        plan.passages.some((passage) => passage.url.startsWith('/workshops') || passage.url.startsWith('/services/ai-finance-workshop')),
    ).toBe(true);
  });
});
