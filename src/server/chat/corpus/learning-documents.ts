import type { Locale } from '#i18n/config.ts';
import { PAGE_PATHS } from '#lib/routes.ts';
import { readPageCopy } from './content-files.ts';
import { passage, type ChatDocument } from './document.ts';

/** The workshops page's opening, which carries no anchor (its sections are in page-documents.ts). */
export function workshopDocuments(locale: Locale): ChatDocument[] {
  const { seo, hero } = readPageCopy('workshops', locale);
  return [passage(locale, { id: 'workshops', page: seo.title, section: hero.title, path: PAGE_PATHS.workshops, text: [hero.subtitle] })];
}

/** The video studio's opening, which carries no anchor (its sections are in page-documents.ts). */
export function videoStudioDocuments(locale: Locale): ChatDocument[] {
  const { seo, hero } = readPageCopy('videoStudio', locale);
  return [passage(locale, { id: 'video-studio', page: seo.title, section: hero.title, path: PAGE_PATHS.videoStudio, text: [hero.intro] })];
}
