import type { Locale } from './config.ts';
import { translate } from './translate.ts';
import { PAGE_PATHS, type PageKey } from '../lib/routes.ts';

/** Title, description, keywords and path of a page, from the dictionary keys page.{key}.*. */
export function pageSeo(locale: Locale, page: PageKey) {
  return {
    locale,
    path: PAGE_PATHS[page],
    title: translate(locale, `page.${page}.title`),
    description: translate(locale, `page.${page}.description`),
    keywords: translate(locale, `page.${page}.keywords`),
  };
}

/** The pages whose heading and intro are in the dictionary. */
type IntroPage = Extract<PageKey, 'about' | 'blog' | 'faq' | 'services'>;

/** The heading and intro a page opens with, from page.{key}.heading and page.{key}.intro. */
export function pageIntro(locale: Locale, page: IntroPage) {
  return {
    heading: translate(locale, `page.${page}.heading`),
    intro: translate(locale, `page.${page}.intro`),
  };
}
