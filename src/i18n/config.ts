export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** German is served without a prefix; every other language lives under /{locale}. */
export const DEFAULT_LOCALE: Locale = 'de';

/** Intl locales: Swiss formats for dates and numbers in both languages (20.01.2025, CHF 2'390). */
export const INTL_LOCALES: Record<Locale, string> = {
  de: 'de-CH',
  en: 'en-CH',
};

/** Values of the Open Graph og:locale tag. */
export const OG_LOCALES: Record<Locale, string> = {
  de: 'de_CH',
  en: 'en_GB',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
