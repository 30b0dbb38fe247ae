import type { Locale } from '#i18n/config.ts';

/**
 * A light German stemmer after CISTEM (Weissweiler & Fraser 2017) without its substitution step:
 * drops the participle prefix ge- ("gespeichert" meets "speichert"), then strips -em/-er/-nd from
 * longer words and -t/-e/-s/-n, on already folded text. Over-stemming is harmless here: the same
 * function runs over the site's text and the question.
 */
function stemGerman(word: string): string {
  let stem = word.length >= 6 && word.startsWith('ge') ? word.slice(2) : word;
  while (stem.length > 3) {
    if (stem.length > 5 && /(em|er|nd)$/.test(stem)) stem = stem.slice(0, -2);
    else if (/[tesn]$/.test(stem)) stem = stem.slice(0, -1);
    else break;
  }
  return stem;
}

/** A light English stemmer: plurals, -ing, -ed and a final -e ("automated", "automating", "automate" → "automat"). */
function stemEnglish(word: string): string {
  let stem = word;
  if (stem.length <= 3) return stem;
  if (stem.endsWith("'s")) stem = stem.slice(0, -2);
  if (/[^aeiou]ies$/.test(stem) && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (/[^sui]s$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.endsWith('ing') && stem.length >= 7) stem = stem.slice(0, -3);
  else if (stem.endsWith('ied') && stem.length >= 6) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('ed') && stem.length >= 6) stem = stem.slice(0, -2);
  if (stem.endsWith('e') && stem.length >= 5) stem = stem.slice(0, -1);
  return stem;
}

export function stem(word: string, locale: Locale): string {
  // Numbers and codes ("2390", "camt.054") stay as they are.
  if (/\d/.test(word)) return word;
  return locale === 'de' ? stemGerman(word) : stemEnglish(word);
}
