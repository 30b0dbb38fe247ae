import type { Locale } from '#i18n/config.ts';
import { processWord, words } from './terms.ts';

/**
 * Words visitors use for what the site says in other words ("save" – the privacy notice says
 * "stored"; "Preis" – the site says "kostet"). A question's word also finds the site's word; a small,
 * general list for the site's subjects, not a patch for particular questions.
 */
const PAIRS: Record<Locale, [string, string][]> = {
  de: [
    ['Preis', 'Kosten'],
    ['kosten', 'Preis'],
    ['teuer', 'Kosten'],
    ['günstig', 'Kosten'],
    ['Gebühr', 'Kosten'],
    ['anrufen', 'Telefon'],
    ['Mitarbeitende', 'Team'],
    ['aufbewahren', 'speichern'],
    ['setzen', 'eintragen'],
    ['gesetzt', 'eintragen'],
    ['eingetragen', 'eintragen'],
    ['Schnittstelle', 'API'],
    ['bezahlen', 'Zahlung'],
    ['bestellen', 'kaufen'],
    ['umsteigen', 'wechseln'],
    ['Termin', 'Gespräch'],
    ['gedacht', 'geeignet'],
    ['Software', 'System'],
    ['entscheidet', 'Entscheidung'],
    ['läuft', 'Ablauf'],
    ['gründen', 'Gründung'],
  ],
  en: [
    ['save', 'store'],
    ['keep', 'store'],
    ['keep', 'stay'],
    ['price', 'cost'],
    ['cost', 'price'],
    ['fee', 'cost'],
    ['expensive', 'cost'],
    ['cheap', 'cost'],
    ['call', 'phone'],
    ['telephone', 'phone'],
    ['staff', 'team'],
    ['employees', 'team'],
    ['found', 'formation'],
    ['interface', 'api'],
    ['pay', 'payment'],
    ['order', 'buy'],
    ['purchase', 'buy'],
    ['switch', 'change'],
    ['meeting', 'consultation'],
    ['enquiry', 'request'],
    ['inquiry', 'request'],
    ['intended', 'suitable'],
    ['meant', 'suitable'],
    ['software', 'system'],
    ['decide', 'decision'],
    ['decides', 'decision'],
    ['start', 'formation'],
  ],
};

const term = (word: string, locale: Locale) => processWord(words(word, locale)[0] ?? '', locale) ?? '';

function table(locale: Locale): ReadonlyMap<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [visitor, site] of PAIRS[locale]) {
    const from = term(visitor, locale);
    map.set(from, [...(map.get(from) ?? []), term(site, locale)]);
  }
  return map;
}

const tables: Record<Locale, ReadonlyMap<string, string[]>> = { de: table('de'), en: table('en') };

/** The site's words for a processed question term (none for most terms). */
export function synonymsOf(processedTerm: string, locale: Locale): readonly string[] {
  return tables[locale].get(processedTerm) ?? [];
}
