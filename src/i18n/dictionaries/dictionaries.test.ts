import { describe, expect, it } from 'vitest';
import { everyDictionary } from '#tests/setup/dictionaries.ts';
import type { Translation } from '../wing.ts';
import type { de } from './site/de.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const wings = await everyDictionary();

// Decision 0045: a dictionary per wing, each a German source and its English twin.
describe('dictionaries', () => {
  it("are the public site's and the console's, and whatever wing was added since", () => {
    expect(wings.map(({ wing }) => wing)).toEqual(expect.arrayContaining(['console', 'site']));
  });

  describe.each(wings)('$wing', ({ texts: { de, en } }) => {
    it('English has exactly the German keys', () => {
      expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    });

    it('every English text uses the same placeholders as its German source', () => {
      for (const [key, text] of Object.entries(de)) {
        expect(placeholders(en[key] ?? ''), key).toEqual(placeholders(text));
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

  it('no key is in two dictionaries, so that a wing joining them never hides a text', () => {
    const keys = wings.flatMap(({ texts }) => Object.keys(texts.de));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('refuses, at compile time, an English text that drops or renames a placeholder of the German one', () => {
    // site/de.ts: 'Schritt {step} von {total}'; site/en.ts is held to the same type with `satisfies Translation<typeof de>`.
    const kept: Translation<typeof de>['waitlist.progress'] = 'Step {step} of {total}';
    // @ts-expect-error: {total} dropped
    const dropped: Translation<typeof de>['waitlist.progress'] = 'Step {step}';
    // @ts-expect-error: {total} renamed to {all}
    const renamed: Translation<typeof de>['waitlist.progress'] = 'Step {step} of {all}';
    expect([kept, dropped, renamed].map(placeholders)).toEqual([['step', 'total'], ['step'], ['all', 'step']]);
  });
});
