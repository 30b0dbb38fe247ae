import type { Locale } from '#i18n/config.ts';
import { stripLocale } from '#i18n/paths.ts';
import { LEGAL_PAGES, PAGE_PATHS } from '#lib/routes.ts';
import { foldText } from './language/fold.ts';

/**
 * The privacy notice mentions the newsletter, the waiting list and e-mail addresses in every other
 * sentence, so it would answer "Was steht im Newsletter?" with what is stored about subscribers. Legal
 * pages rank lower unless the question is about data, privacy or the terms themselves.
 */
const ASKS_ABOUT_DATA: Record<Locale, RegExp> = {
  de: /(daten|speicher|gespeichert|datenschutz|privat|cookie|losch|protokoll|log|tracking|ip-?adresse|auskunft|einwillig|agb|bedingung|impressum|haftung|chatbot|assistent|verlauf)/,
  en: /(data|stor|save|keep|privacy|private|cookie|delet|log|tracking|ip address|consent|terms|conditions|imprint|legal|liabilit|chatbot|assistant|history|type)/,
};

const LEGAL_PATHS: ReadonlySet<string> = new Set(LEGAL_PAGES.map((page) => PAGE_PATHS[page]));

/** For a question, the test whether a passage's URL lies on a legal page that should rank lower. */
export function lessensLegalPages(question: string, locale: Locale): (url: string) => boolean {
  if (ASKS_ABOUT_DATA[locale].test(foldText(question, locale))) return () => false;
  return (url) => LEGAL_PATHS.has(stripLocale(url.split('#')[0]!));
}
