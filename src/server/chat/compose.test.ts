import { describe, expect, it } from 'vitest';
import siteConfig from '../../../site.config.ts';
import { translate } from '../../i18n/translate.ts';
import { composeAnswer, excerpt, sourcesOf } from './compose.ts';
import type { Passage } from './retrieve.ts';

const passage = (overrides: Partial<Passage>): Passage => ({
  id: 'x',
  page: 'Häufige Fragen',
  section: 'Was kostet der Einstieg?',
  url: '/faq#preise-1',
  text: 'Das erste Gespräch ist kostenlos. Die Prozessanalyse kostet CHF 390. Danach folgt der Pilot.',
  score: 10,
  coverage: 1,
  ...overrides,
});

describe('composeAnswer', () => {
  it('answers with the sentences that fit the question and names the pages it drew on', () => {
    const answer = composeAnswer({ kind: 'answer', question: 'Was kostet die Prozessanalyse?', passages: [passage({})] }, 'de');
    expect(answer.outcome).toBe('answered');
    expect(answer.text).toContain('Die Prozessanalyse kostet CHF 390.');
    expect(answer.text.startsWith(translate('de', 'chat.answer.intro'))).toBe(true);
    expect(answer.sources).toEqual([{ title: 'Häufige Fragen – Was kostet der Einstieg?', url: '/faq#preise-1' }]);
    expect(answer.links).toEqual([]);
  });

  it('adds a further passage only when it scores close to the best, and cites each page once', () => {
    const passages = [passage({}), passage({ id: 'y', url: '/services/tax-reporting#pakete', section: 'Pakete', score: 6 }), passage({ id: 'z', url: '/blog/x', section: 'Blog', score: 1 })];
    const answer = composeAnswer({ kind: 'answer', question: 'Prozessanalyse', passages }, 'de');
    expect(answer.sources.map((source) => source.url)).toEqual(['/faq#preise-1', '/services/tax-reporting#pakete']);
    expect(sourcesOf([passage({}), passage({ id: 'again' })])).toHaveLength(1);
  });

  it('declines plainly in the language and offers the booking link and the contact page', () => {
    const answer = composeAnswer({ kind: 'decline', question: 'Wetter?' }, 'en');
    expect(answer).toEqual({
      outcome: 'declined',
      text: translate('en', 'chat.answer.decline'),
      sources: [],
      links: [
        { title: translate('en', 'service.book'), url: siteConfig.bookingUrl },
        { title: translate('en', 'nav.contact'), url: '/en/contact' },
      ],
    });
  });

  it("answers a request for tax advice with the FAQ's stance and the consultation offer", () => {
    const stance = passage({ url: '/faq#steuern-1', section: 'Erhalte ich bei Ihnen eine Steuerberatung?', text: 'Nein. Wir geben keine Steuerberatung.' });
    const answer = composeAnswer({ kind: 'stance', question: 'Kann ich mein Auto abziehen?', passages: [stance] }, 'de');
    expect(answer.outcome).toBe('stance');
    expect(answer.text).toContain(translate('de', 'chat.answer.stance'));
    expect(answer.text).toContain('Nein. Wir geben keine Steuerberatung.');
    expect(answer.text).toContain(translate('de', 'chat.answer.stanceOffer'));
    expect(answer.sources).toEqual([{ title: 'Häufige Fragen – Erhalte ich bei Ihnen eine Steuerberatung?', url: '/faq#steuern-1' }]);
    expect(answer.links.map((link) => link.url)).toEqual([siteConfig.bookingUrl, '/contact']);
  });
});

describe('excerpt', () => {
  it('keeps long passages short, cut at a word', () => {
    const long = `${'Wort '.repeat(200)}Ende.`;
    const result = excerpt(long, 'Wort', 'de');
    expect(result.length).toBeLessThanOrEqual(362);
    expect(result.endsWith(' …')).toBe(true);
  });
});
