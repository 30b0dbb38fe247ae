import { describe, expect, it } from 'vitest';
import { parseOwnHashtags, suggestHashtags, toHashtag } from './hashtags.ts';
import { de } from './templates-de.ts';
import { en } from './templates-en.ts';

describe('toHashtag', () => {
  it('keeps letters and digits and capitalises the first letter', () => {
    expect(toHashtag('QR-Rechnung')).toBe('QRRechnung');
    expect(toHashtag('#buchhaltung!')).toBe('Buchhaltung');
    expect(toHashtag('Straße')).toBe('Strasse');
    expect(toHashtag('KI_2025')).toBe('KI_2025');
  });
});

describe('parseOwnHashtags', () => {
  it('splits on spaces, commas and semicolons and drops what is no word', () => {
    expect(parseOwnHashtags(' #Treuhand,#KMU; zürich  # 2025 ## ')).toEqual(['Treuhand', 'KMU', 'Zürich']);
  });
});

describe('suggestHashtags', () => {
  const request = {
    topic: 'Die Automatisierung der MWST für KMU',
    points: ['Belege mit KI erfassen'],
    audience: 'founders',
    choice: 'many',
  } as const;

  it('skips stopwords and short words but keeps acronyms', () => {
    expect(suggestHashtags(request, de)).toEqual([
      '#Automatisierung',
      '#MWST',
      '#KMU',
      '#Startup',
      '#Belege',
      '#KI',
      '#Erfassen',
      '#Finanzen',
    ]);
  });

  it('fills up with the field’s general tags of the post language', () => {
    expect(suggestHashtags({ ...request, topic: 'of', points: [] }, en)).toEqual([
      '#Founders',
      ...en.baseTags.slice(0, 7).map((tag) => `#${tag}`),
    ]);
  });

  it('leaves out the audience tag for an audience of the visitor’s own', () => {
    expect(suggestHashtags({ ...request, audience: 'custom', choice: 'few' }, de)).toEqual(['#Automatisierung', '#MWST', '#KMU']);
  });
});
