/** Pages Lighthouse audits on every run (mobile preset): home plus key pages, in both languages. */
export const LIGHTHOUSE_PAGES = ['/', '/en/', '/services/tax-reporting', '/en/faq'] as const;

/** spec/issue targets: accessibility, best practices and SEO at 100; performance at least 95. */
export const LIGHTHOUSE_MIN_SCORES = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
