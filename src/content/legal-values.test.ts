import { describe, expect, it, vi } from 'vitest';
import siteConfig from '#site.config.ts';
import { fillLegalPlaceholders } from './legal-values.ts';

// An operator whose mail provider keeps the mailbox in Germany and Ireland, with a language model run in the United States.
vi.mock('#site.config.ts', async (original) => {
  const actual = (await original<{ default: typeof siteConfig }>()).default;
  const processors = {
    ...actual.processors,
    mail: { name: 'Beispiel Mail GmbH', countryCodes: ['DE', 'IE', 'CH'] },
    languageModel: { name: 'Example Models Inc.', countryCodes: ['US'] },
  };
  return { default: { ...actual, processors } };
});

describe('the privacy notice on where data goes (decision 0016)', () => {
  it('names the countries outside Switzerland in the page’s language when a processor works there', () => {
    expect(fillLegalPlaceholders('{{mailProvider}}, {{mailCountries}}', 'de')).toBe('Beispiel Mail GmbH, Deutschland, Irland und Schweiz');
    expect(fillLegalPlaceholders('{{languageModelProvider}}, {{languageModelCountries}}', 'en')).toBe('Example Models Inc., United States');
    expect(fillLegalPlaceholders('{{dataLocation}}', 'de')).toMatch(
      /^Ihre Daten werden auch ausserhalb der Schweiz bearbeitet, nämlich in Deutschland, Irland und Vereinigte Staaten;/,
    );
    expect(fillLegalPlaceholders('{{dataLocation}}', 'en')).toMatch(
      /^Your data is also processed outside Switzerland, namely in Germany, Ireland and United States;/,
    );
  });
});
