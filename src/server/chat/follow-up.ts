import type { Locale } from '#i18n/config.ts';
import { askedKinds } from './answer/answer-kinds.ts';
import { foldText } from './language/fold.ts';
import { processWord, words } from './language/terms.ts';

/**
 * A question that only makes sense after the one before it: it points back with a pronoun ("Und was
 * kostet das?", "how long does it take?") or begins with "und"/"and", and names no subject of its own,
 * only the sort of fact it wants. "And how long does the pilot take?" and "Gibt es eine
 * Kündigungsfrist?" name their subject and are answered on their own. German "das"/"es" point back
 * unless a noun follows (nouns are capitalized: "Was kostet das Hosting?" asks about hosting).
 */
const POINTS_BACK: Record<Locale, { folded: RegExp; written?: RegExp }> = {
  de: {
    folded: /\b(dafur|davon|dazu|damit|dabei|dort|daran|darin|dies)\b/,
    written: /\b(?:[Dd]as|[Ee]s|[Ee]r|[Dd]ies\w*)\b(?!\s+\p{Lu})/u,
  },
  en: {
    folded: /\b(it|its|them|they|those|there)\b|\b(that|this)\s*[?.!]*$|\b(does|do|is|was|would|will|can) (that|this)\b(?!\s+\w+\s+\w)/,
  },
};

const CONTINUES: Record<Locale, RegExp> = {
  de: /^(und|aber|auch)\b/,
  en: /^(and|but|also|what about|how about)\b/,
};

/** A follow-up names at most this many search terms of its own ("kostet" and one or two more). */
const OWN_TERMS = 3;

export function isFollowUp(question: string, locale: Locale): boolean {
  const folded = foldText(question.trim(), locale);
  const terms = words(question, locale).filter((word) => processWord(word, locale) !== null);
  if (terms.length > OWN_TERMS) return false;
  const rules = POINTS_BACK[locale];
  const pointsBack = rules.folded.test(folded) || rules.written?.test(question) === true || CONTINUES[locale].test(folded);
  return pointsBack && terms.every((word) => askedKinds(word, locale).length > 0);
}
