import type { Locale } from '#i18n/config.ts';

// A full stop after these does not end a sentence ("ca. 4 Wochen", "z. B. Bexio", "1. Analyse").
const NOT_AN_END = String.raw`(?<!\b(?:ca|bzw|inkl|exkl|max|min|Nr|Std|evtl|ggf|usw|vgl|approx|incl|excl|etc|vs|\p{L})\.)(?<!(?:^|\s)\d{1,2}\.)`;
const SENTENCE_END = new RegExp(`\\s*\\n\\s*|${NOT_AN_END}(?<=[.!?])\\s+(?=[\\p{Lu}\\d«"„(])`, 'u');

/** The sentences of a passage, in order; an abbreviation or a list number does not end one. */
export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * Sentences that lean on the one before them ("Danach folgt der Pilot.", "This takes a week."): alone
 * they dangle, so one is said only after the sentence it follows.
 */
const LEANS_ON_PREVIOUS: Record<Locale, RegExp> = {
  de: /^(danach|dann|dabei|dazu|dafür|davon|damit|darauf|deshalb|daher|ausserdem|zudem|ebenso|dies\w*|anschliessend|somit|stattdessen|trotzdem|allerdings)\b/i,
  en: /^(after that|afterwards|then|this|these|that|those|it|they|also|so|therefore|here|such|as a result|instead|however|in addition|besides)\b/i,
};

export const leansOnPrevious = (sentence: string, locale: Locale): boolean => LEANS_ON_PREVIOUS[locale].test(sentence);

/** A sentence that only announces what follows ("Unsere Pakete:") says nothing on its own. */
export const announcesOnly = (sentence: string): boolean => /:\s*$/.test(sentence);

/** Sentences as one text; a line ending in an address or a number without a full stop ends the line. */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.reduce((text, sentence) => (text === '' ? sentence : `${text}${/[.!?…]$/.test(text) ? ' ' : '\n'}${sentence}`), '');
}
