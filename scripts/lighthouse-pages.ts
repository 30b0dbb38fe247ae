/** Pages Lighthouse audits on every run (mobile preset), in both languages. */
const PAGES = ['/', '/contact', '/services', '/services/tax-reporting', '/blog', '/blog/qr-rechnung-automation-schweiz', '/faq', '/workshops', '/tools', '/tools/linkedin-post-generator'];
export const LIGHTHOUSE_PAGES: readonly string[] = PAGES.flatMap((page) => [page, page === '/' ? '/en/' : `/en${page}`]);

/** Targets: accessibility, best practices and SEO at 100; performance at least 95. */
export const LIGHTHOUSE_MIN_SCORES = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
