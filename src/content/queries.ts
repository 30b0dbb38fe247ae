import { getCollection, getEntry, type CollectionEntry, type DataEntryMap } from 'astro:content';
import type { Locale } from '../i18n/config.ts';
import { SERVICE_SLUGS } from '../lib/routes.ts';

/** Content lookups for the pages. Build-time only (astro:content). */

export type BlogPost = CollectionEntry<'blog'>;
export type ServiceEntry = CollectionEntry<'services'>;

const inLanguage = (locale: Locale) => (entry: { id: string }) => entry.id.startsWith(`${locale}/`);

/** spec §3: the blog posts of a language, newest first. */
export async function blogPosts(locale: Locale): Promise<BlogPost[]> {
  const posts = await getCollection('blog', inLanguage(locale));
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

export async function services(locale: Locale): Promise<ServiceEntry[]> {
  const entries = await getCollection('services', inLanguage(locale));
  return SERVICE_SLUGS.map((slug) => {
    const entry = entries.find((candidate) => candidate.data.slug === slug);
    if (!entry) throw new Error(`Service content missing: ${locale}/${slug}`);
    return entry;
  });
}

export async function legalPage(locale: Locale, page: 'privacy' | 'terms' | 'impressum') {
  const entry = await getEntry('legal', `${locale}/${page}`);
  if (!entry) throw new Error(`Legal text missing: ${locale}/${page}`);
  return entry;
}

export async function faqSections() {
  return (await getCollection('faq')).sort((a, b) => a.data.order - b.data.order).map((entry) => entry.data);
}

export async function teamMembers() {
  return (await getCollection('team')).sort((a, b) => a.id.localeCompare(b.id)).map((entry) => entry.data);
}

type PageCollection = 'home' | 'process' | 'references' | 'contact' | 'auth' | 'workshops' | 'videoStudio' | 'tools';

/** The single structured-copy entry of a page collection (src/content/pages/*.yaml). */
export async function pageContent<C extends PageCollection>(collection: C): Promise<DataEntryMap[C][string]['data']> {
  const [entry] = await getCollection(collection);
  if (!entry) throw new Error(`Page content missing: ${collection}`);
  return entry.data as DataEntryMap[C][string]['data'];
}
