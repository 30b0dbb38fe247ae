import { describe, expect, expectTypeOf, it } from 'vitest';
import { PRICES_CHF } from '#lib/constants.ts';
import { formatChf } from '#lib/format.ts';
import { fillDeep, localizeDeep } from './localize-deep.ts';

describe('localizeDeep', () => {
  const entry = {
    title: { de: 'Preise', en: 'Prices' },
    count: 3,
    cards: [{ title: { de: 'Pilot', en: 'Pilot' }, text: { de: 'Ab {automationPilot}', en: 'From {automationPilot}' } }],
    tags: { de: ['eins', 'zwei'], en: ['one', 'two'] },
    date: new Date('2025-01-20T00:00:00Z'),
  };

  it('turns every language pair into the text of the language, at any depth', () => {
    const en = localizeDeep(entry, 'en');
    expect(en.title).toBe('Prices');
    expect(en.tags).toEqual(['one', 'two']);
    expect(en.count).toBe(3);
    expect(en.date).toEqual(entry.date);
    expectTypeOf(en.cards[0]!.title).toEqualTypeOf<string>();
    expectTypeOf(en.tags).toEqualTypeOf<string[]>();
  });

  it('fills the constants in the language format', () => {
    expect(localizeDeep(entry, 'de').cards[0]!.text).toBe(`Ab ${formatChf(PRICES_CHF.automationPilot, 'de')}`);
    expect(localizeDeep(entry, 'en').cards[0]!.text).toBe(`From ${formatChf(PRICES_CHF.automationPilot, 'en')}`);
  });

  it('leaves objects that merely contain a de key alone', () => {
    expect(localizeDeep({ de: 'x', en: 'y', other: 1 }, 'de')).toEqual({ de: 'x', en: 'y', other: 1 });
  });
});

describe('fillDeep', () => {
  it('fills the placeholders of every text of a one-language entry, names of packages included', () => {
    const service = {
      title: 'Pakete',
      packages: [{ priceId: 'processAnalysis', text: 'Die {processAnalysisName} kostet {processAnalysis}.' }],
      count: 2,
    };
    expect(fillDeep(service, 'de')).toEqual({
      title: 'Pakete',
      packages: [{ priceId: 'processAnalysis', text: `Die Prozessanalyse kostet ${formatChf(PRICES_CHF.processAnalysis, 'de')}.` }],
      count: 2,
    });
    expect(fillDeep(service, 'en').packages[0]!.text).toBe(`Die Process Analysis kostet ${formatChf(PRICES_CHF.processAnalysis, 'en')}.`);
  });
});
