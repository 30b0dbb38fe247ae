import type { Locale } from '#i18n/config.ts';
import { interpolate } from '#i18n/interpolate.ts';
import { contentValues } from '#lib/localize.ts';

/**
 * A content value as one language sees it: every `{ de, en }` pair becomes its text (or list of texts),
 * everything else keeps its shape. The pages and the assistant's index both read content through this.
 */
export type Localize<T> = T extends { de: infer Text; en: unknown }
  ? Text extends readonly string[]
    ? string[]
    : string
  : T extends Date
    ? T
    : T extends readonly (infer Item)[]
      ? Localize<Item>[]
      : T extends object
        ? { [Key in keyof T]: Localize<T[Key]> }
        : T;

function isLanguagePair(value: object): value is Record<Locale, string | string[]> {
  const keys = Object.keys(value);
  return keys.length === 2 && 'de' in value && 'en' in value;
}

/**
 * Localizes a content entry once per route (design.md, Content): each `{ de, en }` pair becomes the
 * text of `locale` with the constants' placeholders filled (prices and durations of spec §9).
 */
export function localizeDeep<T>(value: T, locale: Locale): Localize<T> {
  const values = contentValues(locale);
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object' || node instanceof Date) return node;
    if (isLanguagePair(node)) {
      const text = node[locale];
      return Array.isArray(text) ? text.map((item) => interpolate(item, values)) : interpolate(text, values);
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(value) as Localize<T>;
}

/**
 * A content entry written in one language (a service file) with the constants' placeholders filled in
 * every text, as localizeDeep does for the texts of a language pair.
 */
export function fillDeep<T>(value: T, locale: Locale): T {
  const values = contentValues(locale);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return interpolate(node, values);
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object' || node instanceof Date) return node;
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(value) as T;
}
