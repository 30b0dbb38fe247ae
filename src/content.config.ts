import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import {
  authSchema,
  blogSchema,
  contactSchema,
  faqSectionSchema,
  homeSchema,
  legalSchema,
  processSchema,
  referencesSchema,
  serviceSchema,
  teamMemberSchema,
  toolsSchema,
  videoStudioSchema,
  workshopsSchema,
} from './content/schemas.ts';

/** Long texts: one file per language under {de,en}/, ids like 'de/tax-reporting'. */
const perLanguage = (folder: string, pattern: string) =>
  glob({
    pattern: `{de,en}/${pattern}`,
    base: `./src/content/${folder}`,
    // The id keeps the language folder ('de/x'), so both language versions of a slug coexist.
    generateId: ({ entry }) => entry.replace(/\.(md|ya?ml)$/, ''),
  });
/** One page's structured copy, every text as { de, en }. */
const pageFile = (file: string) => glob({ pattern: file, base: './src/content/pages' });

export const collections = {
  blog: defineCollection({ loader: perLanguage('blog', '*.md'), schema: blogSchema }),
  legal: defineCollection({ loader: perLanguage('legal', '*.md'), schema: legalSchema }),
  services: defineCollection({ loader: perLanguage('services', '*.yaml'), schema: serviceSchema }),
  serviceDetails: defineCollection({ loader: perLanguage('service-details', '*.yaml'), schema: serviceSchema }),
  faq: defineCollection({ loader: glob({ pattern: '*.yaml', base: './src/content/faq' }), schema: faqSectionSchema }),
  team: defineCollection({ loader: glob({ pattern: '*.yaml', base: './src/content/team' }), schema: teamMemberSchema }),
  home: defineCollection({ loader: pageFile('home.yaml'), schema: homeSchema }),
  process: defineCollection({ loader: pageFile('process.yaml'), schema: processSchema }),
  references: defineCollection({ loader: pageFile('references.yaml'), schema: referencesSchema }),
  contact: defineCollection({ loader: pageFile('contact.yaml'), schema: contactSchema }),
  auth: defineCollection({ loader: pageFile('auth.yaml'), schema: authSchema }),
  workshops: defineCollection({ loader: pageFile('workshops.yaml'), schema: workshopsSchema }),
  videoStudio: defineCollection({ loader: pageFile('video-studio.yaml'), schema: videoStudioSchema }),
  tools: defineCollection({ loader: pageFile('tools.yaml'), schema: toolsSchema }),
};
