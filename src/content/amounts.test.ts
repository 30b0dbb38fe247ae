import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyDictionary } from '#tests/setup/dictionaries.ts';
import { formatChf } from '../lib/format.ts';

/**
 * Decision 0019: amounts are written the Swiss way in both languages, CHF 2'390 with an ASCII apostrophe,
 * as formatChf writes the constants; a text the site shows or the assistant answers with never has
 * CHF 2,390 or CHF 2 390.
 */
const contentDir = import.meta.dirname;
const texts = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(md|ya?ml)$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
const OTHER_SEPARATOR = /CHF\s?\d{1,3}(?:[,\u2019\u00a0\u202f ]\d{3})+\b|\d{1,3}(?:[,\u2019]\d{3})+\s?CHF/g;

describe('amounts in CHF (decision 0019)', () => {
  it('are formatted with the apostrophe in both languages', () => {
    expect(formatChf(2390, 'de')).toBe("CHF 2'390");
    expect(formatChf(2390, 'en')).toBe("CHF 2'390");
  });

  it('are written so in every content file and dictionary', async () => {
    const dictionaries = (await everyDictionary()).flatMap(({ texts }) =>
      Object.values(texts).map((dictionary) => JSON.stringify(dictionary)),
    );
    const found = [...texts(contentDir), ...dictionaries].flatMap((text) => text.match(OTHER_SEPARATOR) ?? []);
    expect(found).toEqual([]);
  });
});
