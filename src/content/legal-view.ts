import siteConfig from '../../site.config.ts';
import type { Locale } from '../i18n/config.ts';
import { translate } from '../i18n/translate.ts';
import { formatDateLong } from '../lib/format.ts';
import { legalPage } from './queries.ts';
import { escapeMarkup } from '../lib/escape.ts';

export type LegalPageKey = 'privacy' | 'terms' | 'impressum';


/** The operator facts the legal texts name as {{placeholders}}, all from site.config.ts. */
const legalValues: Record<string, string> = {
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
};

/** Fills {{placeholders}} in rendered HTML; an unknown one fails the build rather than reaching a visitor. */
export function fillLegalHtml(html: string): string {
  return html.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = legalValues[name];
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}} in a legal text`);
    return escapeMarkup(value);
  });
}

export interface LegalVersion {
  locale: Locale;
  title: string;
  updatedLabel: string;
  html: string;
}

export async function legalVersion(page: LegalPageKey, locale: Locale): Promise<LegalVersion> {
  const entry = await legalPage(locale, page);
  return {
    locale,
    title: entry.data.title,
    updatedLabel: translate(locale, 'legal.updated', { date: formatDateLong(entry.data.updated, locale) }),
    // Both language versions share a page: keep their heading ids apart.
    html: fillLegalHtml(entry.rendered?.html ?? '').replace(/ id="/g, ` id="${locale}-`),
  };
}
