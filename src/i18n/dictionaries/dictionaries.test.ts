import { describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { en } from './en.ts';

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
