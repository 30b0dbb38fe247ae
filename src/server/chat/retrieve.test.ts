import { describe, expect, it } from 'vitest';
import { siteDocumentsByLanguage } from './corpus/corpus.ts';
import { retrieve } from './retrieve.ts';
import { chatIndexFrom } from './search/chat-index.ts';
import { testIndex } from './test-index.ts';

const small = testIndex({
  de: [
    {
      page: 'Steuer- & MWST-Automatisierung',
      section: 'Pakete und Preise',
      url: '/services/tax-reporting#pakete',
      text: 'Die Prozessanalyse kostet CHF 390. Der Automatisierungs-Pilot dauert vier Wochen.',
    },
    {
      page: 'Kontakt',
      section: 'Erreichbarkeit',
      url: '/contact',
      text: 'Beratungszeiten: Mittwoch bis Freitag, 14:00–16:00 Uhr. Telefonischer Support von Montag bis Freitag.',
    },
    { page: 'Impressum', section: 'Betreiberin', url: '/impressum', text: 'Muster Digital GmbH, Musterstrasse 1, 8000 Zürich.' },
    {
      page: 'Blog',
      section: 'Lohnbuchhaltung',
      url: '/blog/x',
      text: 'Die Abrechnung der Löhne und die MWST-Abrechnung gehören zu den Pflichten.',
    },
  ],
  en: [
    {
      page: 'Workshops',
      section: 'Languages',
      url: '/en/workshops#sprachen-heading',
      text: 'The workshops are held in German, Swiss German or English.',
    },
    { page: 'Privacy', section: 'Site assistant', url: '/en/privacy#en-46', text: 'Your questions and the answers are not stored.' },
  ],
});

describe('retrieve', () => {
  it('finds the passage for inflected and colloquial German', () => {
    expect(retrieve(small.de, 'Was kostet bei euch die Prozessanalyse?', 'de')[0]?.url).toBe('/services/tax-reporting#pakete');
    expect(retrieve(small.de, 'wann seid ihr erreichbar', 'de')[0]?.url).toBe('/contact');
  });

  it('tolerates typos and spellings without umlauts', () => {
    expect(retrieve(small.de, 'Prozesanalyse Preis', 'de')[0]?.url).toBe('/services/tax-reporting#pakete');
    expect(retrieve(small.en, 'which languges are the workshops in', 'en')[0]?.url).toBe('/en/workshops#sprachen-heading');
    expect(retrieve(small.de, 'Musterstrasse in Zuerich', 'de')[0]?.url).toBe('/impressum');
  });

  it('matches German compounds by their start and splits unknown ones into known parts', () => {
    // "Beratungszeit" begins "Beratungszeiten"; "MWSTAbrechnung" is split into "MWST" and "Abrechnung".
    expect(retrieve(small.de, 'Beratungszeit', 'de')[0]?.url).toBe('/contact');
    expect(retrieve(small.de, 'Mwstabrechnung', 'de')[0]?.url).toBe('/blog/x');
  });

  it("finds the site's word for the visitor's (save → stored)", () => {
    expect(retrieve(small.en, 'Does the assistant save my questions?', 'en')[0]?.url).toBe('/en/privacy#en-46');
  });

  it('finds nothing when a passage shares only a word with the question', () => {
    expect(retrieve(small.de, 'Wie wird das Wetter morgen in Zürich?', 'de')).toEqual([]);
    expect(retrieve(small.de, 'Hallo, danke!', 'de')).toEqual([]);
    expect(retrieve(small.en, 'Who won the football game last night?', 'en')).toEqual([]);
  });

  it('ranks passages of the real site: the consultation hours are on the contact page and in the FAQ', () => {
    const site = chatIndexFrom(siteDocumentsByLanguage());
    const found = retrieve(site.en, 'When can I reach you?', 'en').map((passage) => passage.url);
    expect(found.slice(0, 2).some((url) => url === '/en/contact' || url.startsWith('/en/faq#kontakt'))).toBe(true);
  });
});
