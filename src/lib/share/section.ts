import type { PlainKey } from '#i18n/translate.ts';
import { PAGE_PATHS, type PageKey } from '../routes.ts';

/**
 * The part of the site a page belongs to, as its share card names it above the title: the label a
 * visitor knows from the navigation or the footer. The home page and pages that stand on their own
 * have none, and a page not named here stands on its own (adding a page need not touch this file).
 */
const SECTION_OF_PAGE: Partial<Record<PageKey, PlainKey>> = {
  about: 'nav.about',
  services: 'nav.services',
  process: 'nav.services',
  contact: 'nav.contact',
  faq: 'nav.faq',
  blog: 'nav.blog',
  references: 'nav.about',
  workshops: 'nav.services',
  tools: 'footer.tools',
  linkedinPostGenerator: 'footer.tools',
  privacy: 'footer.legalTitle',
  terms: 'footer.legalTitle',
  impressum: 'footer.legalTitle',
};

/** The section label of a language-neutral path: a page's own, or for /services/x and /blog/x their list's. */
export function sectionKeyOf(path: string): PlainKey | undefined {
  const page = (Object.keys(PAGE_PATHS) as PageKey[]).find((key) => PAGE_PATHS[key] === path);
  if (page) return SECTION_OF_PAGE[page];
  if (path.startsWith(`${PAGE_PATHS.services}/`)) return SECTION_OF_PAGE.services;
  if (path.startsWith(`${PAGE_PATHS.blog}/`)) return SECTION_OF_PAGE.blog;
  return undefined;
}
