import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { Locale } from '../i18n/config.ts';
import { SERVICE_SLUGS, type LegalPageKey } from '../lib/routes.ts';
import { labelerFor, type LabelOf } from './model/blog-labels.ts';
import { fillDeep, localizeDeep } from './model/localize-deep.ts';

/** Content lookups for the pages. Build-time only (astro:content). */

export type BlogPost = CollectionEntry<'blog'>;
export type ServiceEntry = CollectionEntry<'services'>;

const inLanguage = (locale: Locale) => (entry: { id: string }) => entry.id.startsWith(`${locale}/`);

/** spec §3: the blog posts of a language, newest first. */
export async function blogPosts(locale: Locale): Promise<BlogPost[]> {
  const posts = await getCollection('blog', inLanguage(locale));
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

/** The labels of the posts' entities and tags in a language (src/content/blog/labels.yaml). */
export async function blogLabels(locale: Locale): Promise<LabelOf> {
  const entries = await getCollection('blogLabels');
  return labelerFor(Object.fromEntries(entries.map((entry) => [entry.id, entry.data])), locale);
}

export async function services(locale: Locale): Promise<ServiceEntry[]> {
  const entries = await getCollection('services', inLanguage(locale));
  return SERVICE_SLUGS.map((slug) => {
    const entry = entries.find((candidate) => candidate.data.slug === slug);
    if (!entry) throw new Error(`Service content missing: ${locale}/${slug}`);
    return { ...entry, data: fillDeep(entry.data, locale) };
  });
}

export async function legalPage(locale: Locale, page: LegalPageKey) {
  const entry = await getEntry('legal', `${locale}/${page}`);
  if (!entry) throw new Error(`Legal text missing: ${locale}/${page}`);
  return entry;
}

/** The FAQ page's sections in one language, in their order. */
export async function faqSections(locale: Locale) {
  const entries = (await getCollection('faq')).sort((a, b) => a.data.order - b.data.order);
  return localizeDeep(
    entries.map((entry) => entry.data),
    locale,
  );
}

export type FaqSectionCopy = Awaited<ReturnType<typeof faqSections>>[number];

export async function teamMembers(locale: Locale) {
  const entries = (await getCollection('team')).sort((a, b) => a.id.localeCompare(b.id));
  return localizeDeep(
    entries.map((entry) => entry.data),
    locale,
  );
}

export type TeamMemberCopy = Awaited<ReturnType<typeof teamMembers>>[number];
