import type { Locale } from './config.ts';
import { de, type Dictionary, type DictionaryKey } from './dictionaries/de.ts';
import { en } from './dictionaries/en.ts';
import { interpolate, type TranslationParams } from './interpolate.ts';

const dictionaries: Record<Locale, Dictionary> = { de, en };

/** The `t` of one language: only keys of de.ts compile. */
export type Translate = (key: DictionaryKey, params?: TranslationParams) => string;

/**
 * spec §3: a missing text key shows the key itself. The compiler refuses keys de.ts lacks; the fallback
 * is for a key that reaches this at run time unchecked.
 */
export function translate(locale: Locale, key: DictionaryKey, params?: TranslationParams): string {
  const dictionary: Partial<Record<string, string>> = dictionaries[locale];
  const template = dictionary[key];
  return template === undefined ? key : interpolate(template, params);
}

/** `translate` bound to a language: the one `t` of route files, components and server modules. */
export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

/** Picks a subset of strings for an island, so islands never receive a whole dictionary. */
export function pickStrings<K extends DictionaryKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, translate(locale, key)])) as Record<K, string>;
}
