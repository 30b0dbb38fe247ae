import { describe, expect, it } from 'vitest';
import { leansOnPrevious, splitSentences } from './split-sentences.ts';

describe('splitSentences', () => {
  it('ends sentences at full stops and line breaks, not after abbreviations or list numbers', () => {
    expect(splitSentences('Der Pilot dauert ca. 4 Wochen. Danach z. B. Bexio.\n1. Analyse: Wir prüfen. 2. Pilot: Wir bauen.')).toEqual([
      'Der Pilot dauert ca. 4 Wochen.',
      'Danach z. B. Bexio.',
      '1. Analyse: Wir prüfen.',
      '2. Pilot: Wir bauen.',
    ]);
  });

  it('keeps a line that ends in an address apart from the next', () => {
    expect(splitSentences('Schreiben Sie an hallo@example.ch\nOnline-Infoveranstaltung: 60 Minuten.')).toEqual([
      'Schreiben Sie an hallo@example.ch',
      'Online-Infoveranstaltung: 60 Minuten.',
    ]);
  });
});

describe('leansOnPrevious', () => {
  it.each([
    ['de', 'Danach folgt der Pilot.', true],
    ['de', 'Dieser Schritt dauert eine Woche.', true],
    ['de', 'Das erste Gespräch ist kostenlos.', false],
    ['en', 'After that we recommend a pilot.', true],
    ['en', 'It takes four weeks.', true],
    ['en', 'The pilot takes four weeks.', false],
  ] as const)('%s: "%s" → %s', (locale, sentence, leans) => {
    expect(leansOnPrevious(sentence, locale)).toBe(leans);
  });
});
