import type { Locale } from '../i18n/config.ts';
import { localizePath } from '../i18n/paths.ts';
import { translate } from '../i18n/translate.ts';
import { badgeFor, readingMinutes } from '../lib/blog.ts';
import { formatDateShort, isoDate } from '../lib/format.ts';
import { blogPostPath } from '../lib/routes.ts';
import type { BlogCardData } from '../components/sections/blog/BlogCard.tsx';
import type { LabelOf } from './model/blog-labels.ts';
import type { BlogPost } from './queries.ts';

/** A post's entities and tags as its language shows them. */
export function labelledFacts(data: BlogPost['data'], label: LabelOf): { entities: string[]; tags: string[] } {
  return { entities: data.entities.map(label), tags: data.tags.map(label) };
}

/** The read time the card and the article show, from the article's body (decision 0014). */
export function postReadingMinutes(post: BlogPost): number {
  return readingMinutes(post.body ?? '');
}

/** What a blog card shows, computed at build time from a post (spec §2 Blog listing). */
export function blogCard(post: BlogPost, locale: Locale, label: LabelOf): BlogCardData {
  const { data } = post;
  const labelled = labelledFacts(data, label);
  return {
    slug: data.slug,
    href: localizePath(blogPostPath(data.slug), locale),
    title: data.title,
    excerpt: data.excerpt,
    dateIso: isoDate(data.date),
    dateLabel: formatDateShort(data.date),
    readLabel: translate(locale, 'blog.readTime', { n: postReadingMinutes(post) }),
    badge: badgeFor(labelled, translate(locale, 'blog.general')),
    chips: labelled.entities.slice(0, 3),
    image: data.image,
    imageAlt: data.imageAlt,
    entities: data.entities,
    tags: data.tags,
    keywords: [...new Set([...labelled.entities, ...labelled.tags])],
  };
}
