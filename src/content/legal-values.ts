import siteConfig from '#site.config.ts';
import { INTL_LOCALES, type Locale } from '../i18n/config.ts';
import { translate } from '../i18n/translate.ts';
import { unbreakable } from '../lib/format.ts';
import { DEFAULT_RETENTION, RETENTION_NAMES, retentionPlaceholder } from '../lib/retention.ts';

const { hosting, mail, languageModel } = siteConfig.processors;

/** Countries by name in the page's language, as a list ('CH', 'DE': Schweiz und Deutschland; Switzerland and Germany). */
function countryNames(codes: readonly string[], locale: Locale): string {
  const names = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'region' });
  return new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format(
    [...new Set(codes)].map((code) => names.of(code) ?? code),
  );
}

/** decision 0016: whether data leaves Switzerland, said from the processors' countries in site.config.ts. */
function dataLocation(locale: Locale): string {
  const abroad = [hosting, mail, languageModel].flatMap((processor) => processor?.countryCodes ?? []).filter((code) => code !== 'CH');
  return abroad.length === 0
    ? translate(locale, 'legal.dataLocation.switzerland')
    : translate(locale, 'legal.dataLocation.abroad', { countries: countryNames(abroad, locale) });
}

/** The operator facts the legal texts name as {{placeholders}}, from site.config.ts, and the retention periods the server applies by default. */
function legalValues(locale: Locale): Record<string, string> {
  return {
    companyName: siteConfig.companyName,
    legalEntity: siteConfig.legalEntity,
    uid: siteConfig.uid,
    soleProprietorship: siteConfig.soleProprietorship,
    responsiblePerson: siteConfig.responsiblePerson,
    street: siteConfig.address.street,
    postalCode: siteConfig.address.postalCode,
    city: siteConfig.address.city,
    country: siteConfig.address.country,
    contactEmail: siteConfig.email.contact,
    privacyEmail: siteConfig.email.privacy,
    phone: siteConfig.phone.display,
    /** The number as a link's text: kept on one line (a break inside a phone number misleads). */
    phoneLinkText: unbreakable(siteConfig.phone.display),
    phoneE164: siteConfig.phone.e164,
    hostingProvider: hosting.name,
    hostingCountries: countryNames(hosting.countryCodes, locale),
    mailProvider: mail.name,
    mailCountries: countryNames(mail.countryCodes, locale),
    dataLocation: dataLocation(locale),
    // Unset without a model of another provider: a notice that names one then fails the build.
    ...(languageModel && {
      languageModelProvider: languageModel.name,
      languageModelCountries: countryNames(languageModel.countryCodes, locale),
    }),
    ...Object.fromEntries(RETENTION_NAMES.map((name) => [retentionPlaceholder(name), String(DEFAULT_RETENTION[name])])),
  };
}

/**
 * Fills {{placeholders}} (each value passed through `encode`) with the values of the text's language; an
 * unknown one fails the build rather than reaching a visitor. In a link's address the Markdown renderer
 * has percent-encoded the braces (`mailto:%7B%7BcontactEmail%7D%7D`): those are filled too.
 */
export function fillLegalPlaceholders(text: string, locale: Locale, encode: (value: string) => string = (value) => value): string {
  const values = legalValues(locale);
  return text.replace(/(?:\{\{|%7B%7B)(\w+)(?:\}\}|%7D%7D)/gi, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}} in a legal text`);
    return encode(value);
  });
}
