import type { Locale } from '#i18n/config.ts';
import { foldText } from './fold.ts';
import { stem } from './stem.ts';
import { isStopWord } from './stop-words.ts';

// Letters and digits; "camt.054" and "2'390" become "camt", "054" and "2", "390", hyphenated compounds their parts.
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, folded, before stop words and stemming. */
export function words(text: string, locale: Locale): string[] {
  return foldText(text, locale).match(WORD) ?? [];
}

/** One word from words() as the index and the search see it: null for a stop word, else its stem. */
export function processWord(word: string, locale: Locale): string | null {
  if (word.length < 2 && !/\d/.test(word)) return null;
  if (isStopWord(word, locale)) return null;
  return stem(word, locale);
}

/** The search terms of a text: folded, without stop words, stemmed, in order, without repeats. */
export function searchTerms(text: string, locale: Locale): string[] {
  const terms = words(text, locale)
    .map((word) => processWord(word, locale))
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}
