import type { Locale } from '#i18n/config.ts';
import type { ContentPageKey } from '#lib/routes.ts';
import { PAGE_SCHEMAS, type PageData } from '../schemas.ts';
import { localizeDeep, type Localize } from './localize-deep.ts';

/** A page's copy in one language: what its route renders and what the assistant's index reads. */
export type PageCopy<Page extends ContentPageKey> = Localize<PageData<Page>>;

/** The file of a page's copy in src/content/pages: the key in kebab case ('videoStudio' → 'video-studio'). */
export const pageFileId = (page: ContentPageKey): string => page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Checks a page file's data against the page's schema and localizes it. */
export function pageCopyOf<Page extends ContentPageKey>(page: Page, data: unknown, locale: Locale): PageCopy<Page> {
  const result = PAGE_SCHEMAS[page].safeParse(data);
  if (!result.success) throw new Error(`src/content/pages/${pageFileId(page)}.yaml: ${result.error.message}`);
  return localizeDeep(result.data as PageData<Page>, locale);
}
