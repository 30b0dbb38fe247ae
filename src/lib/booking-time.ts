import { INTL_LOCALES, type Locale } from '#i18n/config.ts';
import { dateTimeFormat } from './intl-date-format.ts';

// How a consultation's time is printed (decision 0049): 24-hour times, always with the zone they are in.
// It ships in the booking page's script too, so it takes its words (the zone's name) from the caller.

const parts = (instant: Date, locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    dateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/** The day of a time on a zone's clock, short: "Do 3. Dez." / "Thu 3 Dec". */
export function shortDay(instant: Date, locale: Locale, timeZone: string): string {
  const { weekday = '', day = '', month = '' } = parts(instant, locale, timeZone, { weekday: 'short', day: 'numeric', month: 'short' });
  const name = weekday.replace(/\.$/, '');
  return locale === 'de' ? `${name} ${day}. ${month}` : `${name} ${day} ${month}`;
}

/** The day in full, for a group of slots: "Donnerstag, 3. Dezember" / "Thursday 3 December". */
export function longDay(instant: Date, locale: Locale, timeZone: string): string {
  return dateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(instant);
}

/** The time on a zone's 24-hour clock: "14:30". */
export function clockTime(instant: Date, timeZone: string): string {
  const { hour = '', minute = '' } = parts(instant, 'de', timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${hour}:${minute}`;
}

/** A time with its day and zone: "Do 3. Dez., 14:30 (Zürich)" / "Thu 3 Dec, 14:30 (Zurich)". */
export function slotText(instant: Date, locale: Locale, timeZone: string, zoneName: string): string {
  return `${shortDay(instant, locale, timeZone)}, ${clockTime(instant, timeZone)} (${zoneName})`;
}

/** A zone's city as people name it from its IANA name: "America/New_York" → "New York". */
export const cityOfZone = (timeZone: string): string => (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
