import { anchoredSections, type AnchoredSection } from '#content/model/anchored-sections.ts';
import { pageFileId, type PageCopy } from '#content/model/page-model.ts';
import { PAGE_SCHEMAS } from '#content/schemas.ts';
import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { PAGE_PATHS, type ContentPageKey } from '#lib/routes.ts';
import { readFaqSections, readPageCopy } from './content-files.ts';
import type { ChatDocument } from './document.ts';
import { sectionDocuments } from './section-documents.ts';
import { SECTION_READINGS } from './section-readings.ts';

/** Every page with its own copy in src/content/pages. */
export const CONTENT_PAGES = Object.keys(PAGE_SCHEMAS) as ContentPageKey[];

/** The anchored sections of a page: those of its copy, and on the FAQ page those of the FAQ files it lists (FaqSections.tsx). */
export function pageSections<Page extends ContentPageKey>(page: Page, copy: PageCopy<Page>, locale: Locale): AnchoredSection[] {
  return [...anchoredSections(copy), ...(page === 'faq' ? anchoredSections(readFaqSections(locale), 'faqFiles') : [])];
}

function documentsOfPage<Page extends ContentPageKey>(page: Page, locale: Locale): ChatDocument[] {
  const copy = readPageCopy(page, locale);
  const { seo } = copy as PageCopy<ContentPageKey>;
  return sectionDocuments(locale, {
    id: pageFileId(page),
    page: page === 'home' ? translate(locale, 'nav.home') : seo.title,
    path: PAGE_PATHS[page],
    sections: pageSections(page, copy, locale),
    readings: SECTION_READINGS[page]?.(copy, locale),
  });
}

/** One passage per anchored section of every content page, linked by its anchor: what a new section needs to reach the assistant is its anchor. */
export function pageSectionDocuments(locale: Locale): ChatDocument[] {
  return CONTENT_PAGES.flatMap((page) => documentsOfPage(page, locale));
}
