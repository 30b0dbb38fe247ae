/** Every page of the site, by purpose. Paths are language-neutral; i18n/paths.ts adds the /en prefix. */
export const PAGE_PATHS = {
  home: '/',
  about: '/about',
  services: '/services',
  process: '/process',
  contact: '/contact',
  faq: '/faq',
  blog: '/blog',
  references: '/references',
  workshops: '/workshops',
  videoStudio: '/video-studio',
  tools: '/tools',
  linkedinPostGenerator: '/tools/linkedin-post-generator',
  auth: '/auth',
  privacy: '/privacy',
  terms: '/terms',
  impressum: '/impressum',
} as const;

export type PageKey = keyof typeof PAGE_PATHS;

/** The legal pages: Markdown per language (src/content/legal), rendered by one route. */
export const LEGAL_PAGES = ['privacy', 'terms', 'impressum'] as const satisfies readonly PageKey[];
export type LegalPageKey = (typeof LEGAL_PAGES)[number];
/** The pages whose copy is one YAML entry in both languages (src/content/pages). */
export type ContentPageKey = Exclude<PageKey, LegalPageKey>;

/** spec §2: the six service slugs, in the order the menus list them. */
export const SERVICE_SLUGS = [
  'erp-automation',
  'company-formation',
  'tax-reporting',
  'system-integration-api',
  'ki-workflow-optimierung',
  'ai-finance-workshop',
] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export const servicePath = (slug: string): string => `${PAGE_PATHS.services}/${slug}`;
export const blogPostPath = (slug: string): string => `${PAGE_PATHS.blog}/${slug}`;
export const blogSearchPath = (term: string): string => `${PAGE_PATHS.blog}?search=${encodeURIComponent(term)}`;

/**
 * Pages rendered per request only to follow the server's configuration, so the same for every request of
 * the process: rendered once and kept (decision 0018), from a request that holds nothing of a visitor's.
 */
export const RENDERED_ONCE_PATHS: readonly string[] = [PAGE_PATHS.linkedinPostGenerator];

/** Pages that must not be indexed and are left out of the sitemap. */
export const NOINDEX_PATHS: readonly string[] = [PAGE_PATHS.auth];

/** On-demand pages that answer a plain form post (when JavaScript does not run); never indexed. */
export const FORM_ANSWER_PATHS = {
  contact: '/contact/send',
  waitlist: '/waitlist',
  newsletter: '/newsletter/subscribe',
} as const;

/** The id of the contact page's form section, where a form post's answer is shown. */
export const CONTACT_FORM_ANCHOR = 'formular';

/**
 * The newsletter's pages (decision 0035): its public archive with one page per published issue and a feed, and
 * the pages its mails link to. An issue's slug never takes the name of another page here (lib/newsletter-archive.ts).
 */
export const NEWSLETTER_PATHS = {
  archive: '/newsletter',
  feed: '/newsletter/rss.xml',
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
  subscribe: FORM_ANSWER_PATHS.newsletter,
} as const;

export const newsletterIssuePath = (slug: string): string => `${NEWSLETTER_PATHS.archive}/${slug}`;

/**
 * The booking link of every page: a route of the site that counts the click (decision 0036, no script needed) and
 * sends the visitor on to the booking service (`site.config.ts` bookingUrl).
 */
export const BOOKING_PATH = '/book';

/**
 * The free consultation booked on the site (decision 0049): the page with the free slots and the form, and the page
 * of one booking that its mails link to (`?token=…`), where the visitor cancels or moves it.
 */
export const BOOKING_PATHS = {
  page: '/booking',
  manage: '/booking/manage',
} as const;

/** Events visitors register for (decision 0051): each event's page, a registration's own page, its join address. */
export const EVENT_PATHS = {
  manage: '/events/registration',
  join: '/events/join',
  interest: '/events/interest',
} as const;

/** The page of one event, in the site's default language (localizePath gives the other). */
export const eventPath = (slug: string): string => `/events/${slug}`;

/** The registration form's place on an event's page: where the lists' "Anmelden" and a plain form post's answer lead. */
export const REGISTRATION_ANCHOR = 'anmeldung';
