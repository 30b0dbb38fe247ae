import type { Locale } from '../../i18n/config.ts';
import { foldText } from './language/fold.ts';
import { searchTerms } from './language/terms.ts';

/**
 * A question that only makes sense after the one before it: it points back ("Und was kostet das?",
 * "how long does it take?") and names little of its own. German "das"/"es" point back unless a noun
 * follows (nouns are capitalized: "Was kostet das Hosting?" asks about hosting).
 */
const POINTS_BACK: Record<Locale, { folded: RegExp; written?: RegExp }> = {
  de: {
    folded: /^(und|aber|auch)\b|\b(dafur|davon|dazu|damit|dabei|dort|daran|darin|dies)\b/,
    written: /\b(?:[Dd]as|[Ee]s|[Dd]ies\w*)\b(?!\s+\p{Lu})/u,
  },
  en: { folded: /^(and|but|also|what about|how about)\b|\b(it|its|them|they|those)\b|\b(that|this)\s*[?.!]*$|\b(does|do|is|was|would|will|can) (that|this)\b(?!\s+\w+\s+\w)/ },
};

/** A follow-up names at most this many search terms of its own ("kostet" and one or two more). */
const OWN_TERMS = 3;

export function isFollowUp(question: string, locale: Locale): boolean {
  const rules = POINTS_BACK[locale];
  const pointsBack = rules.folded.test(foldText(question.trim(), locale)) || rules.written?.test(question) === true;
  return pointsBack && searchTerms(question, locale).length <= OWN_TERMS;
}
