import type { PlainKey } from '../i18n/translate.ts';
import { z } from 'zod';
import type { EventFormat } from '../lib/events/event-kinds.ts';
import { CONTACT_FORM_ANCHOR, type ContentPageKey } from '../lib/routes.ts';

/** The video studio's live-session formats and the workshops page's delivery formats, in their pages' order (decision 0051). */
export const LIVE_FORMATS = ['live-receipts', 'live-data-protection', 'live-vat'] as const satisfies readonly EventFormat[];
export const WORKSHOP_FORMATS = [
  'workshop-half-day',
  'workshop-full-day',
  'workshop-multi-day',
  'workshop-large-group',
] as const satisfies readonly EventFormat[];

/** A text in both languages: the schema refuses an entry whose English twin is missing. */
export const localized = z.object({ de: z.string().min(1), en: z.string().min(1) });
/** A list of texts in both languages, with as many items in each. */
export const localizedList = z
  .object({ de: z.array(z.string().min(1)), en: z.array(z.string().min(1)) })
  .refine((value) => value.de.length === value.en.length, { message: 'German and English lists differ in length' });

export type Localized = z.infer<typeof localized>;
export type LocalizedList = z.infer<typeof localizedList>;

/** What search results show at most of a title, and the span of a description they show whole. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION = { min: 70, max: 160 } as const;

/** A text in both languages whose length stays within what search results and link previews show. */
const localizedWithin = (min: number, max: number) => z.object({ de: z.string().min(min).max(max), en: z.string().min(min).max(max) });

/** What every page says of itself to search engines and social networks (BaseLayout's head). */
export const seoSchema = z.object({
  /** Without the brand, which the layout adds where the title leaves room. */
  title: localizedWithin(1, SEO_TITLE_MAX),
  description: localizedWithin(SEO_DESCRIPTION.min, SEO_DESCRIPTION.max),
  keywords: localized,
});

/** A page's own copy: its SEO block and whatever its sections show. */
const pageSchema = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ seo: seoSchema, ...shape });
/** A page that opens with the common intro block (components/sections/PageIntro.tsx). */
const introPageSchema = pageSchema({ title: localized, intro: localized });

const titled = z.object({ title: localized, text: localized });
const question = z.object({ question: localized, answer: localized, keywords: localizedList.optional() });
/**
 * Gives each item of a page's accordion the anchor it carries on the page ('home-faq-2'): the page uses
 * it for the item's id and the assistant's index for its link, so neither restates how it is built.
 */
/**
 * A section of a page with the id it carries there ('why' → #why): the section renders it and the
 * assistant's index links to it, so neither restates it.
 */
const section = <Shape extends z.ZodRawShape>(anchor: string, shape: Shape) => z.object(shape).transform((value) => ({ ...value, anchor }));
const withAnchors = <Item extends object>(prefix: string, items: z.ZodType<Item[]>) =>
  items.transform((list) => list.map((item, index) => ({ ...item, anchor: `${prefix}-${index + 1}` })));

export const blogSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    excerpt: z.string().min(1),
    /** The <title>, where the article's own title is longer than search results show. */
    seoTitle: z.string().min(1).max(SEO_TITLE_MAX).optional(),
    /** The meta description, where the excerpt is outside the span search results show whole. */
    description: z.string().min(SEO_DESCRIPTION.min).max(SEO_DESCRIPTION.max).optional(),
    date: z.coerce.date(),
    image: z.string().startsWith('/'),
    imageAlt: z.string().min(1),
    entities: z.array(z.string()),
    tags: z.array(z.string()),
    schema_type: z.literal('Article'),
  })
  .refine((post) => (post.seoTitle ?? post.title).length <= SEO_TITLE_MAX, {
    message: `A title over ${SEO_TITLE_MAX} characters needs a seoTitle`,
    path: ['seoTitle'],
  })
  .refine(
    (post) =>
      (post.description ?? post.excerpt).length >= SEO_DESCRIPTION.min && (post.description ?? post.excerpt).length <= SEO_DESCRIPTION.max,
    {
      message: `An excerpt outside ${SEO_DESCRIPTION.min}–${SEO_DESCRIPTION.max} characters needs a description`,
      path: ['description'],
    },
  );

/** src/content/blog/labels.yaml: each entity and tag of the posts, keyed as the frontmatter writes it, with its label per language. */
export const blogLabelsSchema = z.record(z.string().min(1), localized);

/** A legal page's frontmatter is its SEO block (one file per language). */
export const legalSchema = z.object({
  title: z.string().min(1).max(SEO_TITLE_MAX),
  description: z.string().min(SEO_DESCRIPTION.min).max(SEO_DESCRIPTION.max),
  keywords: z.string().min(1),
  updated: z.coerce.date(),
});

export const PRICE_IDS = [
  'processAnalysis',
  'automationPilot',
  'customAutomation',
  'connectorAudit',
  'standardSync',
  'customApiEnterprise',
] as const;

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
  /** A package is named in the dictionary (package.<priceId>) and priced in lib/constants.ts. */
  packages: z.array(z.object({ priceId: z.enum(PRICE_IDS), description: z.string() })).optional(),
  /** How pricing works, where packages alone do not say it (or there are none). */
  pricing: z.string().min(1).optional(),
  additionalInfo: z.object({ title: z.string(), items: z.array(z.object({ question: z.string(), answer: z.string() })) }).optional(),
  keywords: z.array(z.string()).min(1),
});

/** A service page (spec §2) states what it costs: its packages, or how pricing works, or both. */
/** The heading of a service page's prices section: packages and prices, or how pricing works where it lists none. */
export const pricesHeadingKey = (service: { packages?: unknown[] }): PlainKey =>
  service.packages ? 'service.packages' : 'service.pricing';

export const servicePageSchema = serviceSchema.refine((service) => service.packages !== undefined || service.pricing !== undefined, {
  message: 'A service page names its packages or says how pricing works',
});

export const faqSectionSchema = z
  .object({
    order: z.number().int(),
    anchor: z.string().regex(/^[a-z0-9-]+$/),
    title: localized,
    items: z.array(question).min(1),
  })
  .transform((section) => ({
    ...section,
    items: section.items.map((item, index) => ({ ...item, anchor: `${section.anchor}-${index + 1}` })),
  }));

export const teamMemberSchema = z.object({
  name: z.string().min(1),
  role: localized,
  description: localized,
  image: z.string().startsWith('/'),
  website: z.url().optional(),
  linkedin: z.url().optional(),
});

export const homeSchema = pageSchema({
  hero: z.object({ eyebrow: localized, title: localized, subtitle: localized, primaryCta: localized, secondaryCta: localized }),
  beta: section('beta', { badge: localized, title: localized, text: localized }),
  why: section('why', {
    title: localized,
    intro: localized,
    cards: z
      .array(z.object({ icon: z.enum(['clock', 'shield', 'plug', 'chart', 'users', 'sparkles']), title: localized, text: localized }))
      .length(6),
  }),
  services: section('services', {
    title: localized,
    intro: localized,
    cards: z.array(z.object({ href: z.string().startsWith('/'), title: localized, text: localized })).length(6),
  }),
  trust: section('trust', { title: localized, intro: localized, points: z.array(titled).length(5) }),
  cta: z.object({ title: localized, text: localized, workshops: localized, contact: localized }),
  faq: section('faq', {
    title: localized,
    intro: localized,
    bookLabel: localized,
    items: withAnchors('home-faq', z.array(question.extend({ keywords: localizedList })).length(4)),
  }),
  newsletter: section('newsletter', { title: localized, text: localized }),
  projects: section('projects', {
    title: localized,
    intro: localized,
    note: localized,
    challengeLabel: localized,
    resultLabel: localized,
    items: z.array(z.object({ sector: localized, title: localized, challenge: localized, result: localized })).length(3),
  }),
});

/** The free tools (spec §1): the LinkedIn post generator and the tools still to come. */
export const toolsSchema = pageSchema({
  title: localized,
  intro: localized,
  generator: z.object({ title: localized, text: localized, cta: localized }),
  available: localized,
  overview: localized,
  comingSoon: z.object({ label: localized, items: z.array(titled).min(1) }),
});

export const processSchema = pageSchema({
  title: localized,
  intro: localized,
  steps: z.array(z.object({ title: localized, description: localized })).length(4),
  contact: z.object({ title: localized, text: localized, button: localized }),
});

export const referencesSchema = pageSchema({
  title: localized,
  intro: localized,
  trust: localized,
  requestTitle: localized,
  requestText: localized,
  requestButton: localized,
  networkText: localized,
  networkButton: localized,
});

export const contactSchema = pageSchema({
  title: localized,
  intro: localized,
  mail: z.object({ title: localized, text: localized, button: localized }),
  hours: z.object({ title: localized }),
  booking: z.object({ title: localized, text: localized, button: localized }),
  form: section(CONTACT_FORM_ANCHOR, { title: localized, intro: localized }),
});

export const authSchema = pageSchema({
  notice: localized,
  text: localized,
  teasers: z.array(titled).length(3),
  home: localized,
  contact: localized,
  redirect: localized,
});

export const workshopsSchema = pageSchema({
  hero: z.object({ eyebrow: localized, title: localized, subtitle: localized, request: localized, agenda: localized }),
  topics: section('themen', { title: localized, intro: localized, items: z.array(titled).length(6) }),
  formats: section('formate', {
    title: localized,
    intro: localized,
    // Each format's dates are events of its format (decision 0051): its card offers the next one or its interest list.
    items: z
      .array(z.object({ format: z.enum(WORKSHOP_FORMATS), title: localized, description: localized, features: localizedList }))
      .length(4),
  }),
  rollout: section('agenda', {
    title: localized,
    intro: localized,
    /** The word before the day number in each accordion title ("Tag 1: …"). */
    dayLabel: localized,
    days: z.array(z.object({ day: z.number().int().min(1).max(7), title: localized, description: localized })).length(7),
  }),
  deliverables: section('ergebnisse-heading', { title: localized, items: localizedList }),
  targetGroups: section('zielgruppen-heading', { title: localized, items: localizedList }),
  prerequisites: section('voraussetzungen-heading', { title: localized, items: localizedList }),
  languages: section('sprachen-heading', { title: localized, items: localizedList }),
  faq: section('fragen', { title: localized, items: withAnchors('workshop-faq', z.array(question).min(1)) }),
  contact: section('kontakt', { title: localized, text: localized, mail: localized, phone: localized }),
});

export const videoStudioSchema = pageSchema({
  hero: z.object({ title: localized, intro: localized }),
  cards: section('inhalte', {
    title: localized,
    items: z
      .array(z.object({ title: localized, description: localized, duration: z.number().int().positive(), category: localized }))
      .length(4),
  }),
  events: section('live-sessions', {
    title: localized,
    intro: localized,
    // The three live-session formats (decision 0051): their dates are events, read per request.
    items: z.array(z.object({ format: z.enum(LIVE_FORMATS), title: localized, type: localized })).length(3),
  }),
  faq: section('fragen', { title: localized, items: withAnchors('video-faq', z.array(question).min(1)) }),
  consultation: section('video-beratung-heading', { title: localized, text: localized, button: localized }),
  newsletter: section('video-newsletter-heading', { title: localized, text: localized, button: localized }),
});
/** One schema per page of src/content/pages/, keyed as the routes name the pages (lib/routes.ts). */
export const PAGE_SCHEMAS = {
  home: homeSchema,
  about: introPageSchema,
  services: introPageSchema,
  process: processSchema,
  contact: contactSchema,
  faq: introPageSchema,
  blog: introPageSchema,
  references: referencesSchema,
  workshops: workshopsSchema,
  videoStudio: videoStudioSchema,
  tools: toolsSchema,
  linkedinPostGenerator: pageSchema({}),
  auth: authSchema,
} satisfies Record<ContentPageKey, z.ZodType>;

export type PageData<Page extends ContentPageKey> = z.infer<(typeof PAGE_SCHEMAS)[Page]>;

export type ServiceData = z.infer<typeof serviceSchema>;
export type FaqSection = z.infer<typeof faqSectionSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
