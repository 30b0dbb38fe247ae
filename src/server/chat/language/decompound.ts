import type { Locale } from '#i18n/config.ts';
import { knows, type Vocabulary } from './vocabulary.ts';
import { stem } from './stem.ts';

const MIN_PART = 3;

/**
 * Splits a German compound the site does not use as a whole into parts it does use, with or without
 * a linking s ("lohnbuchhaltung" → "lohn" + "buchhalt", "mwstabrechnung" → "mws" + "abrechnung"):
 * visitors write "Steuererklärungshilfe" where the site writes "Hilfe bei der Steuererklärung".
 * The head must be a term of the site; the tail a term or the start of one. Longest head first.
 * Returns [] when the word is known or no split is found.
 */
export function splitCompound(word: string, vocabulary: Vocabulary, locale: Locale): string[] {
  if (locale !== 'de' || word.length < 2 * MIN_PART + 2 || /\d/.test(word)) return [];
  if (knows(vocabulary, stem(word, locale))) return [];
  for (let cut = word.length - MIN_PART; cut >= MIN_PART; cut -= 1) {
    const tail = word.slice(cut);
    const tailStem = stem(tail, locale);
    if (tailStem.length < MIN_PART || !knows(vocabulary, tailStem, true)) continue;
    for (const head of [word.slice(0, cut), word.slice(0, cut - 1)]) {
      if (head.length < MIN_PART || (head.length === cut - 1 && !word.slice(0, cut).endsWith('s'))) continue;
      const headStem = stem(head, locale);
      if (headStem.length >= MIN_PART && knows(vocabulary, headStem)) return [headStem, tailStem];
    }
  }
  return [];
}
