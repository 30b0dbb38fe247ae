import type { FAQPage, WithContext } from 'schema-dts';
import type { Locale } from '../i18n/config.ts';
import { SCHEMA_CONTEXT, websiteId } from './structured-data.ts';

/**
 * FAQPage structured data for a list of questions and their answers. Each question is marked up on one
 * page per language only, the FAQ page (decision 0017).
 */
export function faqPageJsonLd(items: { question: string; answer: string }[], locale: Locale, origin: string): WithContext<FAQPage> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    isPartOf: { '@id': websiteId(locale, origin) },
    inLanguage: locale,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
