import type { Locale } from '../i18n/config.ts';
import { translate } from '../i18n/translate.ts';
import { formatDateLong } from '../lib/format.ts';
import { legalPage } from './queries.ts';
import { escapeMarkup } from '../lib/escape.ts';
import { fillLegalPlaceholders } from './legal-values.ts';
import type { LegalPageKey } from '../lib/routes.ts';

/** Fills {{placeholders}} in rendered HTML with the operator facts in the text's language, escaped. */
export function fillLegalHtml(html: string, locale: Locale): string {
  return fillLegalPlaceholders(html, locale, escapeMarkup);
}

export interface LegalVersion {
  locale: Locale;
  title: string;
  description: string;
  keywords: string;
  updatedLabel: string;
  html: string;
}

export async function legalVersion(page: LegalPageKey, locale: Locale): Promise<LegalVersion> {
  const entry = await legalPage(locale, page);
  return {
    locale,
    title: entry.data.title,
    description: entry.data.description,
    keywords: entry.data.keywords,
    updatedLabel: translate(locale, 'legal.updated', { date: formatDateLong(entry.data.updated, locale) }),
    // The other language's version can join a page (decision 0052): keep their heading ids apart.
    html: fillLegalHtml(entry.rendered?.html ?? '', locale).replace(/ id="/g, ` id="${locale}-`),
  };
}
