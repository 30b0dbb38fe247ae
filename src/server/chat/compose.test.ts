import { describe, expect, it } from 'vitest';
import { translate } from '#i18n/translate.ts';
import { askedKinds } from './answer/answer-kinds.ts';
import { ANSWER_SHAPE } from './answer/select-sentences.ts';
import { composeAnswer, sourcesOf } from './compose.ts';
import { searchTerms } from './language/terms.ts';
import type { Concept, Passage } from './retrieve.ts';

const passage = (overrides: Partial<Passage>): Passage => ({
  id: 'x',
  page: 'Häufige Fragen',
  section: 'Was kostet der Einstieg?',
  url: '/faq#preise-1',
  text: 'Das erste Gespräch ist kostenlos. Die Prozessanalyse kostet CHF 390. Danach folgt der Pilot.',
  keywords: '',
  score: 10,
  coverage: 1,
  ...overrides,
});
const concept = (term: string, weight = 1): Concept => ({ term, synonyms: [], parts: [], weight, asksFor: false });
const answer = (question: string, passages: Passage[], locale: 'de' | 'en' = 'de') =>
  composeAnswer(
    {
      kind: 'answer',
      question,
      passages,
      asked: { concepts: searchTerms(question, locale).map((term) => concept(term)), kinds: askedKinds(question, locale) },
    },
    locale,
  );

describe('composeAnswer', () => {
  it('leads with the sentence that answers, without a fixed lead-in, and names the page it drew on', () => {
    const result = answer('Was kostet die Prozessanalyse?', [passage({})]);
    expect(result.outcome).toBe('answered');
    expect(result.text.startsWith('Die Prozessanalyse kostet CHF 390.')).toBe(true);
    expect(result.sources).toEqual([{ title: 'Häufige Fragen – Was kostet der Einstieg?', url: '/faq#preise-1' }]);
    expect(result.links).toEqual([]);
  });

  it('says a fact once, though two passages state it', () => {
    const again = passage({
      id: 'y',
      url: '/services/tax-reporting#pakete',
      section: 'Pakete',
      text: 'Paketpreise: Prozessanalyse CHF 390, Automatisierungs-Pilot CHF 890.',
      score: 9,
    });
    const result = answer('Was kostet die Prozessanalyse?', [passage({}), again]);
    expect(result.text.match(/390/g)).toHaveLength(1);
    expect(sourcesOf([passage({}), passage({ id: 'again' })])).toHaveLength(1);
  });

  it('says a sentence that leans on the one before it only after that one', () => {
    const result = answer('Wann folgt der Pilot?', [passage({})]);
    expect(result.text).toBe('Die Prozessanalyse kostet CHF 390. Danach folgt der Pilot.');
  });

  it('never cuts a sentence and keeps to the answer length', () => {
    const long = passage({
      text: Array.from(
        { length: 8 },
        (_, index) =>
          `Die Prozessanalyse umfasst Schritt ${index + 1} mit vielen weiteren Worten über Abläufe, Belege, Konten und Abstimmungen im Alltag.`,
      ).join(' '),
    });
    const result = answer('Was umfasst die Prozessanalyse?', [long]);
    expect(result.text.length).toBeLessThanOrEqual(ANSWER_SHAPE.typicalChars);
    expect(result.text.endsWith('Alltag.')).toBe(true);
    expect(result.text.split('. ').length).toBeLessThanOrEqual(ANSWER_SHAPE.sentences);
  });

  it('declines plainly in the language and offers the booking link and the contact page', () => {
    const result = composeAnswer({ kind: 'decline', question: 'Wetter?' }, 'en');
    expect(result).toEqual({
      outcome: 'declined',
      text: translate('en', 'chat.answer.decline'),
      facts: [],
      sources: [],
      links: [
        { title: translate('en', 'service.book'), url: '/en/booking' },
        { title: translate('en', 'nav.contact'), url: '/en/contact' },
      ],
    });
  });

  it("answers a request for tax advice with the FAQ's stance and the consultation offer", () => {
    const stance = passage({
      url: '/faq#steuern-1',
      section: 'Erhalte ich bei Ihnen eine Steuerberatung?',
      text: 'Nein. Wir geben keine Steuerberatung.',
    });
    const result = composeAnswer({ kind: 'stance', question: 'Kann ich mein Auto abziehen?', passages: [stance] }, 'de');
    expect(result.outcome).toBe('stance');
    expect(result.text).toContain(translate('de', 'chat.answer.stance'));
    expect(result.text).toContain('Nein. Wir geben keine Steuerberatung.');
    expect(result.text).toContain(translate('de', 'chat.answer.stanceOffer'));
    expect(result.sources).toEqual([{ title: 'Häufige Fragen – Erhalte ich bei Ihnen eine Steuerberatung?', url: '/faq#steuern-1' }]);
    expect(result.links.map((link) => link.url)).toEqual(['/booking', '/contact']);
  });
});
