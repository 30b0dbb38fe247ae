import { describe, expect, it } from 'vitest';
import { de, type Dictionary } from './de.ts';
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

  it('refuses, at compile time, an English text that drops or renames a placeholder of the German one', () => {
    // de.ts: 'Schritt {step} von {total}'; en.ts is held to the same type with `satisfies Dictionary`.
    const kept: Dictionary['waitlist.progress'] = 'Step {step} of {total}';
    // @ts-expect-error: {total} dropped
    const dropped: Dictionary['waitlist.progress'] = 'Step {step}';
    // @ts-expect-error: {total} renamed to {all}
    const renamed: Dictionary['waitlist.progress'] = 'Step {step} of {all}';
    expect([kept, dropped, renamed].map(placeholders)).toEqual([['step', 'total'], ['step'], ['all', 'step']]);
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
