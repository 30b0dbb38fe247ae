import type { Blog, BlogPosting, SearchAction, WithActionConstraints, WithContext } from 'schema-dts';
import type { Locale } from '../i18n/config.ts';
import { organizationReference, SCHEMA_CONTEXT, websiteId } from './structured-data.ts';

interface PostFacts {
  title: string;
  excerpt: string;
  date: Date;
  image: string;
  url: string;
  keywords: string[];
  language: Locale;
}

/** spec §2: Blog structured data with a SearchAction whose URL takes q. */
export function blogJsonLd(options: {
  name: string;
  description: string;
  url: string;
  language: Locale;
  origin: string;
  posts: PostFacts[];
}): WithContext<Blog> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Blog',
    name: options.name,
    description: options.description,
    url: options.url,
    inLanguage: options.language,
    isPartOf: { '@id': websiteId(options.language, options.origin) },
    publisher: organizationReference(options.origin),
    blogPost: options.posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: post.url,
      datePublished: post.date.toISOString(),
    })),
    potentialAction: searchAction(options.url),
  };
}

function searchAction(blogUrl: string): WithActionConstraints<SearchAction> {
  return {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${blogUrl}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
}

/** spec §2: BlogPosting structured data of an article. */
export function blogPostingJsonLd(post: PostFacts, origin: string): WithContext<BlogPosting> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date.toISOString(),
    dateModified: post.date.toISOString(),
    image: new URL(post.image, origin).href,
    url: post.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    isPartOf: { '@id': websiteId(post.language, origin) },
    inLanguage: post.language,
    keywords: post.keywords.join(', '),
    author: organizationReference(origin),
    publisher: organizationReference(origin),
  };
}
