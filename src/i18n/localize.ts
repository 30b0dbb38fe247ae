import type { Locale } from './config.ts';
import { translate } from './translate.ts';
import {
  FREE_CONSULTATION_MINUTES,
  HOSTING_CHF_PER_MONTH,
  PILOT_WEEKS,
  PRICES_CHF,
  SUPPORT_AFTER_MONTHS,
  SUPPORT_CHF_PER_HOUR,
} from '../lib/constants.ts';
import { formatChf } from '../lib/format.ts';

/**
 * The values content texts may name as {placeholders}: prices and durations from spec §9, formatted for
 * the language, so copy never repeats a number that lives in lib/constants.ts.
 */
export function contentValues(locale: Locale): Record<string, string> {
  const prices = Object.fromEntries(Object.entries(PRICES_CHF).map(([id, amount]) => [id, formatChf(amount, locale)]));
  return {
    ...prices,
    hostingFrom: formatChf(HOSTING_CHF_PER_MONTH.from, locale),
    hostingTo: formatChf(HOSTING_CHF_PER_MONTH.to, locale),
    supportHourly: formatChf(SUPPORT_CHF_PER_HOUR, locale),
    pilotWeeks: translate(locale, 'unit.weeks', { n: PILOT_WEEKS }),
    freeConsultationMinutes: translate(locale, 'unit.minutes', { n: FREE_CONSULTATION_MINUTES }),
    supportAfterMonths: translate(locale, 'unit.months', { n: SUPPORT_AFTER_MONTHS }),
  };
}
