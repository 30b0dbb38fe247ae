import { z } from 'zod';

/** A text in both languages: the schema refuses an entry whose English twin is missing. */
export const localized = z.object({ de: z.string().min(1), en: z.string().min(1) });
/** A list of texts in both languages, with as many items in each. */
export const localizedList = z
  .object({ de: z.array(z.string().min(1)), en: z.array(z.string().min(1)) })
  .refine((value) => value.de.length === value.en.length, { message: 'German and English lists differ in length' });

export type Localized = z.infer<typeof localized>;
export type LocalizedList = z.infer<typeof localizedList>;

const titled = z.object({ title: localized, text: localized });
const question = z.object({ question: localized, answer: localized, keywords: localizedList.optional() });

export const blogSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  date: z.coerce.date(),
  image: z.string().startsWith('/'),
  imageAlt: z.string().min(1),
  entities: z.array(z.string()),
  tags: z.array(z.string()),
  schema_type: z.literal('Article'),
});

export const legalSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  updated: z.coerce.date(),
});

export const PRICE_IDS = ['processAnalysis', 'automationPilot', 'customAutomation', 'connectorAudit', 'standardSync', 'customApiEnterprise'] as const;

/** spec §3 Service: slug, title, description, detailedContent (kept flat in the files). */
export const serviceSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  subtitle: z.string().min(1),
  intro: z.string().min(1),
  features: z.array(z.object({ title: z.string(), description: z.string() })).min(1),
  process: z.array(z.object({ title: z.string(), description: z.string() })).min(1),
  benefits: z.array(z.string()).min(1),
  targetAudience: z.array(z.string()).min(1),
  packages: z.array(z.object({ priceId: z.enum(PRICE_IDS), title: z.string(), description: z.string() })).optional(),
  additionalInfo: z
    .object({ title: z.string(), items: z.array(z.object({ question: z.string(), answer: z.string() })) })
    .optional(),
  keywords: z.array(z.string()).min(1),
});

export const faqSectionSchema = z.object({
  order: z.number().int(),
  anchor: z.string().regex(/^[a-z0-9-]+$/),
  title: localized,
  items: z.array(question).min(1),
});

export const teamMemberSchema = z.object({
  name: z.string().min(1),
  role: localized,
  description: localized,
  image: z.string().startsWith('/'),
  website: z.url().optional(),
  linkedin: z.url().optional(),
});

export const homeSchema = z.object({
  hero: z.object({ eyebrow: localized, title: localized, subtitle: localized, primaryCta: localized, secondaryCta: localized }),
  beta: z.object({ badge: localized, title: localized, text: localized }),
  why: z.object({
    title: localized,
    intro: localized,
    cards: z.array(z.object({ icon: z.enum(['clock', 'shield', 'plug', 'chart', 'users', 'sparkles']), title: localized, text: localized })).length(6),
  }),
  services: z.object({ title: localized, intro: localized, cards: z.array(z.object({ href: z.string().startsWith('/'), title: localized, text: localized })).length(6) }),
  trust: z.object({ title: localized, intro: localized, points: z.array(titled).length(5) }),
  cta: z.object({ title: localized, text: localized, workshops: localized, contact: localized }),
  faq: z.object({ title: localized, intro: localized, bookLabel: localized, items: z.array(question.extend({ keywords: localizedList })).length(4) }),
  newsletter: z.object({ title: localized, text: localized }),
  projects: z.object({
    title: localized,
    intro: localized,
    note: localized,
    challengeLabel: localized,
    resultLabel: localized,
    items: z.array(z.object({ sector: localized, title: localized, challenge: localized, result: localized })).length(3),
  }),
});

/** The free tools (spec §1): the LinkedIn post generator and the tools still to come. */
export const toolsSchema = z.object({
  title: localized,
  intro: localized,
  generator: z.object({ title: localized, text: localized, cta: localized }),
  available: localized,
  overview: localized,
  comingSoon: z.object({ label: localized, items: z.array(titled).min(1) }),
});

export const processSchema = z.object({
  title: localized,
  intro: localized,
  steps: z.array(z.object({ title: localized, description: localized })).length(4),
  contact: z.object({ title: localized, text: localized, button: localized }),
});

export const referencesSchema = z.object({
  title: localized,
  intro: localized,
  trust: localized,
  requestTitle: localized,
  requestText: localized,
  requestButton: localized,
  networkText: localized,
  networkButton: localized,
});

export const contactSchema = z.object({
  title: localized,
  intro: localized,
  mail: z.object({ title: localized, text: localized, button: localized }),
  hours: z.object({ title: localized, text: localized, phoneNote: localized }),
  booking: z.object({ title: localized, text: localized, button: localized }),
  form: z.object({ title: localized, intro: localized }),
});

export const authSchema = z.object({
  notice: localized,
  text: localized,
  teasers: z.array(titled).length(3),
  home: localized,
  contact: localized,
  redirect: localized,
});

export const workshopsSchema = z.object({
  hero: z.object({ eyebrow: localized, title: localized, subtitle: localized, request: localized, agenda: localized }),
  topics: z.object({ title: localized, intro: localized, items: z.array(titled).length(6) }),
  formats: z.object({ title: localized, intro: localized, items: z.array(z.object({ title: localized, description: localized, features: localizedList })).length(4) }),
  rollout: z.object({
    title: localized,
    intro: localized,
    /** The word before the day number in each accordion title ("Tag 1: …"). */
    dayLabel: localized,
    days: z.array(z.object({ day: z.number().int().min(1).max(7), title: localized, description: localized })).length(7),
  }),
  deliverables: z.object({ title: localized, items: localizedList }),
  targetGroups: z.object({ title: localized, items: localizedList }),
  prerequisites: z.object({ title: localized, items: localizedList }),
  languages: z.object({ title: localized, items: localizedList }),
  faq: z.object({ title: localized, items: z.array(question).min(1) }),
  contact: z.object({ title: localized, text: localized, mail: localized, phone: localized }),
  // spec §2: the free online event; an ISO date-time with its offset, so the Event structured data is unambiguous.
  event: z.object({ name: localized, description: localized, startDate: z.iso.datetime({ offset: true }), durationMinutes: z.number().int().positive() }),
});

export const videoStudioSchema = z.object({
  hero: z.object({ title: localized, intro: localized }),
  cards: z.object({
    title: localized,
    items: z.array(z.object({ title: localized, description: localized, duration: z.number().int().positive(), category: localized })).length(4),
  }),
  events: z.object({
    title: localized,
    intro: localized,
    items: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), time: z.string(), title: localized, type: localized })).length(3),
  }),
  register: localized,
  faq: z.object({ title: localized, items: z.array(question).min(1) }),
  consultation: z.object({ title: localized, text: localized, button: localized }),
  newsletter: z.object({ title: localized, text: localized, button: localized }),
});
export type ServiceData = z.infer<typeof serviceSchema>;
export type FaqSection = z.infer<typeof faqSectionSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
