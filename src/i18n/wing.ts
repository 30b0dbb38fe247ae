import type { Locale } from './config.ts';
import { interpolate } from './interpolate.ts';
import type { PlaceholdersOf, TextWith } from './placeholders.ts';

/**
 * A dictionary's German source: flat dotted keys, each with its literal text (`as const`). Every other
 * language's dictionary is held to it by `Translation` (decision 0045).
 */
export type Source = Readonly<Record<string, string>>;

/** The keys of a dictionary's source. */
export type KeyOf<S extends Source> = keyof S & string;

/** The {name} placeholders of a key's German text: the params `t` must be given for it. */
export type PlaceholderOf<S extends Source, Key extends KeyOf<S>> = PlaceholdersOf<S[Key]>;

/** The keys whose texts name no placeholder but the given ones: what code that passes those params may hold. */
export type KeyWith<S extends Source, Names extends string> = {
  [Key in KeyOf<S>]: [PlaceholderOf<S, Key>] extends [Names] ? Key : never;
}[KeyOf<S>];

/** Another language's texts: exactly the German keys, each text with the placeholders of its German source. */
export type Translation<S extends Source> = { readonly [Key in KeyOf<S>]: TextWith<PlaceholderOf<S, Key>> };

/** A key's params: none for a text without placeholders, else a value for each of its German text's {names}. */
export type ParamsOf<S extends Source, Key extends KeyOf<S>> = [PlaceholderOf<S, Key>] extends [never]
  ? []
  : [params: Record<PlaceholderOf<S, Key>, string | number>];

/** The `t` of one language: only keys of the source compile, each with exactly its text's placeholders. */
export type TranslateOf<S extends Source> = <Key extends KeyOf<S>>(key: Key, ...params: ParamsOf<S, Key>) => string;

/** What a wing's code translates with: `translate`, `translator` and `pickStrings` over its dictionaries' keys. */
export interface Wing<S extends Source> {
  translate: <Key extends KeyOf<S>>(locale: Locale, key: Key, ...params: ParamsOf<S, Key>) => string;
  translator: (locale: Locale) => TranslateOf<S>;
  pickStrings: <K extends KeyOf<S>>(locale: Locale, keys: readonly K[]) => Record<K, string>;
}

/**
 * Joins dictionaries into one source; the compiler refuses a key that two of them hold, so a text is
 * never silently replaced by another dictionary's.
 */
export function joinDictionaries<A extends Source, B extends Source>(first: A, second: B & { readonly [Key in keyof A]?: never }): A & B {
  return { ...first, ...second };
}

/**
 * A wing's translator over its German source and the English twin (decision 0045). Only the modules that
 * render the wing's pages import it, so its texts reach no other wing's code.
 */
export function defineWing<S extends Source>(dictionaries: { de: S; en: Translation<NoInfer<S>> }): Wing<S> {
  // Looked up by a key the compiler has checked, or, for the fallback, by any string.
  const byLocale = dictionaries as Record<Locale, Partial<Record<string, string>>>;
  // spec §3: a missing text key shows the key itself. The compiler refuses keys the source lacks; the
  // fallback is for a key that reaches this at run time unchecked.
  const translate: Wing<S>['translate'] = (locale, key, ...params) => {
    const template = byLocale[locale][key];
    return template === undefined ? key : interpolate(template, params[0]);
  };
  return {
    translate,
    translator:
      (locale) =>
      (key, ...params) =>
        translate(locale, key, ...params),
    // Islands get a subset of strings, never a whole dictionary; the island fills placeholders itself.
    pickStrings: (locale, keys) =>
      Object.fromEntries(keys.map((key) => [key, byLocale[locale][key] ?? key])) as Record<(typeof keys)[number], string>,
  };
}
