import type { Locale } from './config.ts';
import { de, type Dictionary, type DictionaryKey } from './dictionaries/de.ts';
import { en } from './dictionaries/en.ts';

const dictionaries: Record<Locale, Dictionary> = { de, en };

export type TranslationParams = Record<string, string | number>;
export type Translate = (key: DictionaryKey, params?: TranslationParams) => string;

/** Fills {name} placeholders; unknown placeholders stay visible so a gap is easy to spot. */
export function interpolate(template: string, params: TranslationParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** spec §3: a missing text key shows the key itself. */
export function translate(locale: Locale, key: string, params?: TranslationParams): string {
  const dictionary: Partial<Record<string, string>> = dictionaries[locale];
  const template = dictionary[key];
  return template === undefined ? key : interpolate(template, params);
}

export function useTranslations(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

/** Picks a subset of strings for an island, so islands never receive a whole dictionary. */
export function pickStrings<K extends DictionaryKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, translate(locale, key)])) as Record<K, string>;
}
