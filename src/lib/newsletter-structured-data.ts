import type { BlogPosting, CollectionPage, WithContext } from 'schema-dts';
import type { Locale } from '../i18n/config.ts';
import { organizationReference, SCHEMA_CONTEXT, websiteId } from './structured-data.ts';

/** One published issue as its page shows it (decision 0017: the markup says what the page shows). */
export interface IssueFacts {
  subject: string;
  excerpt: string;
  publishedAt: Date;
  /** Its absolute address in the language. */
  url: string;
  /** Its share image's absolute address. */
  image: string;
  language: Locale;
}

/** The archive: a collection page listing the issues it shows, each by headline, address and date. */
export function newsletterArchiveJsonLd(options: {
  name: string;
  description: string;
  url: string;
  language: Locale;
  origin: string;
  issues: Pick<IssueFacts, 'subject' | 'url' | 'publishedAt'>[];
}): WithContext<CollectionPage> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'CollectionPage',
    name: options.name,
    description: options.description,
    url: options.url,
    inLanguage: options.language,
    isPartOf: { '@id': websiteId(options.language, options.origin) },
    publisher: organizationReference(options.origin),
    hasPart: options.issues.map((issue) => ({
      '@type': 'BlogPosting',
      headline: issue.subject,
      url: issue.url,
      datePublished: issue.publishedAt.toISOString(),
    })),
  };
}

/** One issue: a posting by the firm, published when it entered the archive. */
export function newsletterIssueJsonLd(issue: IssueFacts, origin: string): WithContext<BlogPosting> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    headline: issue.subject,
    description: issue.excerpt,
    datePublished: issue.publishedAt.toISOString(),
    dateModified: issue.publishedAt.toISOString(),
    image: issue.image,
    url: issue.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': issue.url },
    isPartOf: { '@id': websiteId(issue.language, origin) },
    inLanguage: issue.language,
    author: organizationReference(origin),
    publisher: organizationReference(origin),
  };
}
