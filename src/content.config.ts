import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'zod';
import {
  blogSchema,
  faqSectionSchema,
  localized,
  legalSchema,
  seoSchema,
  servicePageSchema,
  serviceSchema,
  teamMemberSchema,
} from './content/schemas.ts';

/** Long texts: one file per language under {de,en}/, ids like 'de/tax-reporting'. */
const perLanguage = (folder: string, pattern: string) =>
  glob({
    pattern: `{de,en}/${pattern}`,
    base: `./src/content/${folder}`,
    // The id keeps the language folder ('de/x'), so both language versions of a slug coexist.
    generateId: ({ entry }) => entry.replace(/\.(md|ya?ml)$/, ''),
  });

export const collections = {
  blog: defineCollection({ loader: perLanguage('blog', '*.md'), schema: blogSchema }),
  // One entry per entity or tag of the posts, id = the key the posts use, data = its label per language.
  blogLabels: defineCollection({ loader: file('src/content/blog/labels.yaml'), schema: localized }),
  legal: defineCollection({ loader: perLanguage('legal', '*.md'), schema: legalSchema }),
  services: defineCollection({ loader: perLanguage('services', '*.yaml'), schema: servicePageSchema }),
  serviceDetails: defineCollection({ loader: perLanguage('service-details', '*.yaml'), schema: serviceSchema }),
  faq: defineCollection({ loader: glob({ pattern: '*.yaml', base: './src/content/faq' }), schema: faqSectionSchema }),
  team: defineCollection({ loader: glob({ pattern: '*.yaml', base: './src/content/team' }), schema: teamMemberSchema }),
  // One entry per page, every text as { de, en }. Each page's full schema (PAGE_SCHEMAS) is applied
  // where the page is read (content/pages.ts), since a collection's schema cannot vary by entry.
  pages: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/pages' }),
    schema: z.object({ seo: seoSchema }).loose(),
  }),
};
