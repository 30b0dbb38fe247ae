import { describe, expect, it } from 'vitest';
import siteConfig from '#site.config.ts';
import { LOCALES } from '#i18n/config.ts';
import { bookingHref } from '#lib/booking-link.ts';
import { consultationHours } from '#lib/consultation-hours.ts';
import { SERVICE_SLUGS } from '#lib/routes.ts';
import { siteDocuments } from './corpus.ts';

describe.each(LOCALES)('the passages of the site in %s', (locale) => {
  const documents = siteDocuments(locale);
  const urls = documents.map((document) => document.url);

  it('each carry a page title, a section, text and a URL in the language', () => {
    for (const document of documents) {
      expect(document.page, document.id).not.toBe('');
      expect(document.section, document.id).not.toBe('');
      expect(document.text.length, document.id).toBeGreaterThan(10);
      expect(document.url.startsWith('/en'), document.url).toBe(locale === 'en');
      expect(document.text, document.id).not.toMatch(/\{\{?\w+\}?\}/);
    }
  });

  it('cover services, FAQ, process, workshops, video studio, blog, about, contact and the legal pages', () => {
    const prefix = locale === 'en' ? '/en' : '';
    for (const slug of SERVICE_SLUGS) expect(urls).toContain(`${prefix}/services/${slug}`);
    for (const path of [
      '/faq#steuern-1',
      '/process',
      '/workshops#formate',
      '/video-studio#inhalte',
      '/about',
      '/contact',
      '/blog/bexio-vs-abacus-comparison',
    ]) {
      expect(urls).toContain(`${prefix}${path}`);
    }
    expect(urls.some((url) => url.startsWith(`${prefix}/privacy#${locale}-`))).toBe(true);
    expect(urls.some((url) => url.startsWith(`${prefix}/impressum#${locale}-`))).toBe(true);
  });

  it('state the contact facts from site.config.ts and lib/constants.ts', () => {
    const contact = documents
      .filter((document) => document.id.startsWith('contact'))
      .map((document) => document.text)
      .join(' ');
    expect(contact).toContain(consultationHours(locale));
    expect(contact).toContain(siteConfig.phone.display);
    expect(contact).toContain(bookingHref(locale));
    expect(contact).toContain(siteConfig.email.contact);
  });

  it('give service prices as the service page shows them', () => {
    const packages = documents.find((document) => document.url.endsWith('/services/tax-reporting#pakete'));
    expect(packages?.text).toContain('CHF 390');
    expect(packages?.text).toMatch(/CHF 2'390/);
  });
});
