import type { Locale } from '#i18n/config.ts';
import { ZURICH_TIME_ZONE } from '#lib/zurich-time.ts';
import { dateTimeFormat } from '#lib/intl-date-format.ts';

/** A booking's times as the console shows them: on the firm's clock, with the zone's offset named (decision 0049). */
const dayFormat = (locale: Locale) =>
  dateTimeFormat(locale === 'de' ? 'de-CH' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ZURICH_TIME_ZONE,
  });
const time = new Intl.DateTimeFormat('de-CH', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZURICH_TIME_ZONE });
const offset = new Intl.DateTimeFormat('en-US', { timeZone: ZURICH_TIME_ZONE, timeZoneName: 'longOffset' });
const dayKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: ZURICH_TIME_ZONE });

/** The day on Zurich's clock ('YYYY-MM-DD'), for grouping. */
export const zurichDayOf = (at: Date): string => dayKey.format(at);

/** The day in words: "Donnerstag, 29. Oktober 2026". */
export const dayInWords = (at: Date, locale: Locale): string => dayFormat(locale).format(at);

/** The wall-clock time in Zurich: "14:00". */
export const zurichTimeOf = (at: Date): string => time.format(at);

/** Zurich's offset from UTC at that moment: "+01:00" in winter, "+02:00" in summer. */
export const zurichOffsetOf = (at: Date): string =>
  offset
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')
    ?.value.replace('GMT', '') || '+00:00';

/** A day given as 'YYYY-MM-DD' in words, read on the firm's clock. */
export const dateInWords = (day: string, locale: Locale): string => dayInWords(new Date(`${day}T12:00:00Z`), locale);
