import type { Locale } from './config.ts';
import { de, type DictionaryKey, type PlaceholderOf } from './dictionaries/de.ts';
import { en } from './dictionaries/en.ts';
import { interpolate } from './interpolate.ts';

const dictionaries: Record<Locale, Readonly<Record<DictionaryKey, string>>> = { de, en };

/** A key's params: none for a text without placeholders, else a value for each of its German text's {names}. */
export type ParamsOf<Key extends DictionaryKey> = [PlaceholderOf<Key>] extends [never]
  ? []
  : [params: Record<PlaceholderOf<Key>, string | number>];

/** The `t` of one language: only keys of de.ts compile, each with exactly its text's placeholders. */
export type Translate = <Key extends DictionaryKey>(key: Key, ...params: ParamsOf<Key>) => string;

/**
 * spec §3: a missing text key shows the key itself. The compiler refuses keys de.ts lacks; the fallback
 * is for a key that reaches this at run time unchecked.
 */
export function translate<Key extends DictionaryKey>(locale: Locale, key: Key, ...params: ParamsOf<Key>): string {
  const dictionary: Partial<Record<string, string>> = dictionaries[locale];
  const template = dictionary[key];
  return template === undefined ? key : interpolate(template, params[0]);
}

/** `translate` bound to a language: the one `t` of route files, components and server modules. */
export function translator(locale: Locale): Translate {
  return (key, ...params) => translate(locale, key, ...params);
}

/** Picks a subset of strings for an island, so islands never receive a whole dictionary; the island fills placeholders itself. */
export function pickStrings<K extends DictionaryKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  const dictionary: Partial<Record<string, string>> = dictionaries[locale];
  return Object.fromEntries(keys.map((key) => [key, dictionary[key] ?? key])) as Record<K, string>;
}
