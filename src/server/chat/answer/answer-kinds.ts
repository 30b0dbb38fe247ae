import type { Locale } from '#i18n/config.ts';
import { foldText } from '../language/fold.ts';

/**
 * What sort of fact a question asks for, and how a sentence that states it looks: "Was kostet …?"
 * wants a sentence with an amount in CHF, "How long …?" one with a duration. Patterns run on folded
 * text (lowercase, no diacritics, German ae/oe/ue as a/o/u: "Dauer" is "daur") for questions and on
 * the sentence as written for the facts.
 */
interface AnswerKind {
  asked: Record<Locale, RegExp>;
  stated: RegExp;
}

export const ANSWER_KINDS = {
  price: {
    asked: {
      de: /(kost|preis|chf|franken|teu|gunstig|gebuhr|bezahl|zahl)/,
      en: /(cost|price|pric|chf|francs|how much|expensive|cheap|fee|pay)/,
    },
    stated: /CHF\s?\d|\bkostenlos|\bgratis\b|\bfree\b|\bPreis\b|\bprice\b/i,
  },
  duration: {
    asked: {
      de: /(\blange\b|daur|zeitrahmen|wie schnell|bis wann)/,
      en: /(\blong\b|\blengths?\b|duration|\btakes?\b|how quickly|how fast|how soon|timeframe|time frame)/,
    },
    stated: /\d+\s*(?:–\s*\d+\s*)?(?:wochen|woche|tage|tagen|monate|monaten|stunden|minuten|weeks?|days?|months?|hours?|minutes?)\b/i,
  },
  hours: {
    asked: {
      de: /(wann|uhrzeit|zeiten|erreichbar|offnungszeit|sprechstunde|telefonzeit)/,
      en: /(when|what time|times|hours|open|reach you)/,
    },
    // A time of day, or when an answer comes: "innerhalb von 24 Stunden", "within 24–48 hours".
    stated: /\b\d{1,2}[:.]\d{2}\b|\b(?:innerhalb|within)(?: von)? \d/,
  },
  email: {
    asked: { de: /(e-?mail|mail|adresse|schreiben)/, en: /(e-?mail|mail|address|write)/ },
    stated: /@/,
  },
  phone: {
    asked: { de: /(telefon|nummer|anruf|anrufen)/, en: /(phone|number|call|ring)/ },
    stated: /\+41|\b0\d{2} \d{3}/,
  },
  contact: {
    asked: { de: /(kontakt|erreich)/, en: /(contact|reach|get in touch)/ },
    stated: /@|\+41|\b0\d{2} \d{3}/,
  },
  places: {
    asked: { de: /(platz|platze|frei|verfugbar|ausgebucht|wie viele)/, en: /(place|spot|slot|seat|free|available|left|how many|full)/ },
    stated: /\d+ (?:von|of) \d+/,
  },
} as const satisfies Record<string, AnswerKind>;

export type AnswerKindName = keyof typeof ANSWER_KINDS;

export function askedKinds(question: string, locale: Locale): AnswerKindName[] {
  const text = foldText(question, locale);
  return (Object.keys(ANSWER_KINDS) as AnswerKindName[]).filter((name) => ANSWER_KINDS[name].asked[locale].test(text));
}

export const statesKind = (sentence: string, kind: AnswerKindName): boolean => ANSWER_KINDS[kind].stated.test(sentence);

/** A question without the words that say what sort of fact it wants: "Wie lange dauert der Pilot?" → "Wie der Pilot?". */
export function topicOf(question: string, locale: Locale): string {
  return question
    .split(/\s+/)
    .filter((word) => askedKinds(word, locale).length === 0)
    .join(' ');
}
