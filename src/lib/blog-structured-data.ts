import siteConfig from '../../site.config.ts';
import type { JsonLd } from './structured-data.ts';

interface PostFacts {
  title: string;
  excerpt: string;
  date: Date;
  image: string;
  url: string;
  keywords: string[];
  language: string;
}

const publisher = (origin: string) => ({ '@type': 'Organization', '@id': new URL('/#organization', origin).href, name: siteConfig.companyName });

/** spec §2: Blog structured data with a SearchAction whose URL takes q. */
export function blogJsonLd(options: { name: string; description: string; url: string; language: string; origin: string; posts: PostFacts[] }): JsonLd {
  return {
    '@type': 'Blog',
    name: options.name,
    description: options.description,
    url: options.url,
    inLanguage: options.language,
    publisher: publisher(options.origin),
    blogPost: options.posts.map((post) => ({ '@type': 'BlogPosting', headline: post.title, url: post.url, datePublished: post.date.toISOString() })),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${options.url}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** spec §2: BlogPosting structured data of an article. */
export function blogPostingJsonLd(post: PostFacts, origin: string): JsonLd {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date.toISOString(),
    dateModified: post.date.toISOString(),
    image: new URL(post.image, origin).href,
    url: post.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    inLanguage: post.language,
    keywords: post.keywords.join(', '),
    author: publisher(origin),
    publisher: publisher(origin),
  };
}
