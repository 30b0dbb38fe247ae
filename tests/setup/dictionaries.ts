import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, type Locale } from '#i18n/config.ts';

type Texts = Readonly<Record<string, string>>;

/** One wing's dictionaries: its folder's name and its texts in every language. */
export interface WingDictionaries {
  wing: string;
  texts: Record<Locale, Texts>;
}

const DICTIONARIES = path.resolve(import.meta.dirname, '../../src/i18n/dictionaries');

/**
 * Every wing's dictionaries: each folder of src/i18n/dictionaries with a file per language (decision 0045),
 * found on disk, so that a wing added later is checked without being listed here.
 */
export async function everyDictionary(): Promise<WingDictionaries[]> {
  const wings = readdirSync(DICTIONARIES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    wings.map(async (wing) => {
      const texts = await Promise.all(
        LOCALES.map(async (locale) => {
          const module = (await import(pathToFileURL(path.join(DICTIONARIES, wing, `${locale}.ts`)).href)) as Record<Locale, Texts>;
          return [locale, module[locale]] as const;
        }),
      );
      return { wing, texts: Object.fromEntries(texts) as Record<Locale, Texts> };
    }),
  );
}
