import type { Locale } from '#i18n/config.ts';
import { blogDocuments, legalDocuments } from './article-documents.ts';
import type { ChatDocument } from './document.ts';
import { flowDocuments } from './flow-documents.ts';
import { videoStudioDocuments, workshopDocuments } from './learning-documents.ts';
import { serviceDocuments } from './service-documents.ts';
import { pageSectionDocuments } from './page-documents.ts';
import { companyDocuments, homeDocuments, toolsDocuments } from './site-documents.ts';

/** Every passage of the site in one language, for the assistant's index. Build time only (reads src/content). */
export function siteDocuments(locale: Locale): ChatDocument[] {
  const documents = [
    ...serviceDocuments(locale),
    ...pageSectionDocuments(locale),
    ...homeDocuments(locale),
    ...flowDocuments(locale),
    ...toolsDocuments(locale),
    ...companyDocuments(locale),
    ...workshopDocuments(locale),
    ...videoStudioDocuments(locale),
    ...blogDocuments(locale),
    ...legalDocuments(locale),
  ];
  const ids = new Set<string>();
  for (const document of documents) {
    if (ids.has(document.id)) throw new Error(`Two chat passages share the id ${document.id}`);
    ids.add(document.id);
  }
  return documents;
}

/** The passages of both languages (the type makes a missing language a compile error). */
export function siteDocumentsByLanguage(): Record<Locale, ChatDocument[]> {
  return { de: siteDocuments('de'), en: siteDocuments('en') };
}
