import { INTL_LOCALES, type Locale } from '../i18n/config.ts';
import { dateTimeFormat } from './intl-date-format.ts';

// One formatter per language: the generator's counters format on every keystroke.
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A whole number in the Swiss format of both languages: 3'000 (ASCII apostrophe, as the spec writes it). */
export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format.format(value).replace(/[\u2019\u02bc\u00a0\u202f]/g, "'");
}

/** Swiss money format in both languages: CHF 2'390. */
export function formatChf(amount: number, locale: Locale): string {
  return `CHF ${formatNumber(amount, locale)}`;
}

/** spec §3/§9: dates in the de-CH format, 20.01.2025. */
export function formatDateShort(date: Date): string {
  return dateTimeFormat('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Zurich' }).format(date);
}

/** spec §2 (article): the long de-CH date, 20. Januar 2025 (English pages: 20 January 2025). */
export function formatDateLong(date: Date, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Zurich',
  }).format(date);
}

/** The machine-readable date of a <time> element. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** Keeps a phone number on one line (non-breaking spaces), as typographic convention asks. */
export const unbreakable = (text: string): string => text.replace(/ /g, '\u00a0');

/** A moment in the de-CH format in Swiss time, in both languages: 20.01.2025, 14:05 (the operator console). */
export function formatDateTime(date: Date): string {
  return dateTimeFormat('de-CH', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Zurich',
  }).format(date);
}

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/** A share as a percentage with at most one decimal, in the Swiss format of the language: 42.9% (the statistics' rates). */
export function formatPercent(share: number, locale: Locale): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 1 });
    percentFormats.set(locale, format);
  }
  return format.format(share).replace(/[\u00a0\u202f]/g, '\u00a0');
}
