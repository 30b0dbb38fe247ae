import { describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { en } from './en.ts';
import { translate } from '../translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  it('English has exactly the German keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
  });

  it('every English text uses the same placeholders as its German source', () => {
    for (const key of Object.keys(de) as (keyof typeof de)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(de[key]));
    }
  });

  it('no text is empty', () => {
    for (const [key, value] of [...Object.entries(de), ...Object.entries(en)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('German copy uses Swiss orthography (no ß)', () => {
    for (const [key, value] of Object.entries(de)) expect(value, key).not.toContain('ß');
  });
});

describe('translate', () => {
  it('returns the text of the language', () => {
    expect(translate('de', 'notFound.title')).toBe('Seite nicht gefunden');
    expect(translate('en', 'notFound.title')).toBe('Page not found');
  });
  it('fills placeholders', () => {
    expect(translate('en', 'footer.copyright', { year: 2026, company: 'X AG' })).toBe('© 2026 X AG. All rights reserved.');
  });
  it('shows the key itself for a key it does not know', () => {
    expect(translate('de', 'nav.doesNotExist')).toBe('nav.doesNotExist');
    expect(translate('en', 'nav.doesNotExist')).toBe('nav.doesNotExist');
  });
});
