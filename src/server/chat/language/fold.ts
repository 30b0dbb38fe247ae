import type { Locale } from '#i18n/config.ts';

const COMBINING_MARKS = /\p{M}+/gu;
// Visitors without umlaut keys write "ue" for "ü"; folding both spellings to the bare vowel makes them meet.
const GERMAN_DIGRAPHS = /([aou])e/g;

/** Lowercase, without diacritics ("Übersicht" → "ubersicht"), ß as ss; German also folds ae/oe/ue. */
export function foldText(text: string, locale: Locale): string {
  const plain = text.toLowerCase().replace(/ß/g, 'ss').normalize('NFKD').replace(COMBINING_MARKS, '');
  return locale === 'de' ? plain.replace(GERMAN_DIGRAPHS, '$1') : plain;
}
