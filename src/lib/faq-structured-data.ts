import type { JsonLd } from './structured-data.ts';

/** FAQPage structured data for a list of questions and their answers. */
export function faqPageJsonLd(items: { question: string; answer: string }[]): JsonLd {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
