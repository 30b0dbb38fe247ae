import { getEntry } from 'astro:content';
import type { Locale } from '../i18n/config.ts';
import type { ContentPageKey } from '../lib/routes.ts';
import { pageCopyOf, pageFileId, type PageCopy } from './model/page-model.ts';

/** A page's own copy in the route's language, placeholders filled (src/content/pages/*.yaml). */
export async function pageCopy<Page extends ContentPageKey>(page: Page, locale: Locale): Promise<PageCopy<Page>> {
  const entry = await getEntry('pages', pageFileId(page));
  if (!entry) throw new Error(`Page content missing: src/content/pages/${pageFileId(page)}.yaml`);
  return pageCopyOf(page, entry.data, locale);
}
