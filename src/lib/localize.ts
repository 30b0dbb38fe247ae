import type { Locale } from '../i18n/config.ts';
import { consultationHours } from './consultation-hours.ts';
import { translate } from '../i18n/translate.ts';
import {
  FREE_CONSULTATION_MINUTES,
  HOSTING_CHF_PER_MONTH,
  PHONE_SUPPORT_HOURS,
  PILOT_WEEKS,
  PRICES_CHF,
  PRICES_FROM,
  SUPPORT_AFTER_MONTHS,
  SUPPORT_CHF_PER_HOUR,
  type PriceId,
} from './constants.ts';
import { formatChf } from './format.ts';

const PRICE_IDS = Object.keys(PRICES_CHF) as PriceId[];

/** A package's name in the language (spec §9 names them in English; German pages say it in German). */
export const packageName = (id: PriceId, locale: Locale): string => translate(locale, `package.${id}`);

/** A package's price as pages show it: the amount, or "from" the amount where the price starts there. */
export function priceLabel(id: PriceId, locale: Locale): string {
  const formatted = formatChf(PRICES_CHF[id], locale);
  return PRICES_FROM.has(id) ? translate(locale, 'service.priceFrom', { price: formatted }) : formatted;
}

/**
 * The values content texts may name as {placeholders}: prices, durations and hours from spec §9, formatted for
 * the language, and the packages' names ({processAnalysisName}), so copy never repeats a number or a
 * name that lives elsewhere.
 */
export function contentValues(locale: Locale): Record<string, string> {
  return {
    ...Object.fromEntries(PRICE_IDS.map((id) => [id, formatChf(PRICES_CHF[id], locale)])),
    ...Object.fromEntries(PRICE_IDS.map((id) => [`${id}Name`, packageName(id, locale)])),
    hostingFrom: formatChf(HOSTING_CHF_PER_MONTH.from, locale),
    hostingTo: formatChf(HOSTING_CHF_PER_MONTH.to, locale),
    supportHourly: formatChf(SUPPORT_CHF_PER_HOUR, locale),
    pilotWeeks: translate(locale, 'unit.weeks', { n: PILOT_WEEKS }),
    freeConsultationMinutes: translate(locale, 'unit.minutes', { n: FREE_CONSULTATION_MINUTES }),
    supportAfterMonths: translate(locale, 'unit.months', { n: SUPPORT_AFTER_MONTHS }),
    consultationHours: consultationHours(locale),
    phoneHours: translate(locale, 'footer.phoneHours', PHONE_SUPPORT_HOURS),
  };
}
