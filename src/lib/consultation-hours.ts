import { INTL_LOCALES, type Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import siteConfig, { type BookingRules } from '#site.config.ts';
import { boundedMemo } from './bounded-memo.ts';
import { dateTimeFormat } from './intl-date-format.ts';

type WeeklyHours = BookingRules['weeklyHours'];

/** A weekday's name in the page's language: 1 Monday … 7 Sunday (1 January 2024 was a Monday). */
const weekdayName = (weekday: number, locale: Locale): string =>
  dateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));

/** Weekdays in words: a run of three or more as "Mittwoch bis Freitag", others listed. */
function daysInWords(weekdays: readonly number[], locale: Locale): string {
  const sorted = [...weekdays].sort((a, b) => a - b);
  const consecutive = sorted.every((weekday, index) => index === 0 || weekday === sorted[index - 1]! + 1);
  if (consecutive && sorted.length >= 3)
    return translate(locale, 'footer.dayRange', { first: weekdayName(sorted[0]!, locale), last: weekdayName(sorted.at(-1)!, locale) });
  return sorted.map((weekday) => weekdayName(weekday, locale)).join(', ');
}

/**
 * spec §9: the consultation hours in words, from the booking's weekly hours (site.config.ts, decision 0049), so
 * that the footer, the contact page and the assistant say what the booking page offers.
 */
export function consultationHours(locale: Locale, weeklyHours: WeeklyHours = siteConfig.booking.weeklyHours): string {
  // Every page's footer says it: worked out once per language and set of hours.
  return inWords(`${locale} ${JSON.stringify(weeklyHours)}`, () => hoursInWords(locale, weeklyHours));
}

const inWords = boundedMemo<string>(20);

function hoursInWords(locale: Locale, weeklyHours: WeeklyHours): string {
  const byHours = new Map<string, number[]>();
  for (const { weekday, from, to } of weeklyHours) byHours.set(`${from}–${to}`, [...(byHours.get(`${from}–${to}`) ?? []), weekday]);
  return [...byHours]
    .map(([hours, weekdays]) => {
      const [from, to] = hours.split('–') as [string, string];
      return translate(locale, 'footer.hours', { days: daysInWords(weekdays, locale), from, to });
    })
    .join('; ');
}
