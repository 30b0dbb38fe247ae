import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath } from '#i18n/paths.ts';
import { NEWSLETTER_PATHS, newsletterIssuePath } from '#lib/routes.ts';
import { TEST_ENGINES, type TestDatabase } from '../setup/database.ts';
import { parseHtml } from '../setup/html.ts';
import { publishTestIssue, republishTestIssue, unpublishTestIssue } from '../setup/newsletter-issue.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

// The archive's pages as a reader meets them (spec: the newsletter archive): an issue's headings follow its
// title without a gap, it names the newsletter's feed, and an issue taken out and put back keeps its date and place.
const BODY = {
  de: '## Jahresabschluss ohne Stress\n\nLiebe Leserinnen und Leser\n\n### Belege\n\nDer Abschluss naht.\n\n> Ein Zitat.',
  en: '## Year-end without stress\n\nDear readers\n\n### Receipts\n\nThe closing is near.\n\n> A quote.',
};

describe.each(TEST_ENGINES)('the newsletter archive’s pages on $name', (engine) => {
  let server: RunningServer;
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    database = engine.name === 'postgres' ? await engine.create() : undefined;
    server = await startBuiltServer({ ENABLE_TEST_HOOKS: 'true', ...(database ? { DATABASE_URL: database.url! } : {}) });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const page = async (path: string) => {
    const response = await fetch(`${server.origin}${path}`);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  for (const locale of ['de', 'en'] as const) {
    it(`shows an issue's headings as h1, h2, h3 in order and links the newsletter's feed (${locale})`, async () => {
      const { slug } = await publishTestIssue(server.origin, {
        subjectDe: 'Jahresabschluss',
        bodyDe: BODY.de,
        subjectEn: 'Year-end',
        bodyEn: BODY.en,
        audience: 'both',
      });
      const document = parseHtml(await page(localizePath(newsletterIssuePath(slug), locale)));
      const levels = document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6').map((heading) => heading.tagName);
      expect(levels.slice(0, 3)).toEqual(['H1', 'H2', 'H3']);
      for (const [index, level] of levels.entries())
        if (index > 0) expect(Number(level[1]) - Number(levels[index - 1]![1]), levels.join(' ')).toBeLessThanOrEqual(1);
      const feeds = document.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]');
      expect(feeds.map((link) => link.getAttribute('href'))).toEqual([localizePath(NEWSLETTER_PATHS.feed, locale)]);
      // Its description reads its blocks as sentences, not "Jahresabschluss ohne Stress Liebe Leserinnen …".
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(description).toContain(
        locale === 'de'
          ? 'Jahresabschluss ohne Stress. Liebe Leserinnen und Leser. Belege.'
          : 'Year-end without stress. Dear readers. Receipts.',
      );
      const feed = await page(localizePath(NEWSLETTER_PATHS.feed, locale));
      expect(feed).toContain(
        locale === 'de' ? 'Jahresabschluss ohne Stress. Liebe Leserinnen und Leser.' : 'Year-end without stress. Dear readers.',
      );
    });
  }

  it('keeps a republished issue’s first date and its place below later issues', async () => {
    const tag = engine.name;
    const first = await publishTestIssue(server.origin, { subjectDe: `Erste Ausgabe ${tag}`, bodyDe: 'Eins.', audience: 'de' });
    const archiveDate = async (slug: string) => {
      const document = parseHtml(await page(NEWSLETTER_PATHS.archive));
      const entry = document.querySelectorAll('article').find((article) => article.querySelector(`a[href$="/${slug}"]`));
      return entry?.querySelector('time')?.getAttribute('datetime');
    };
    const firstDate = await archiveDate(first.slug);
    const issueDate = parseHtml(await page(newsletterIssuePath(first.slug)))
      .querySelector('main time')
      ?.getAttribute('datetime');
    expect(firstDate).toBeTruthy();
    const second = await publishTestIssue(server.origin, { subjectDe: `Zweite Ausgabe ${tag}`, bodyDe: 'Zwei.', audience: 'de' });
    await unpublishTestIssue(server.origin, first.id);
    await republishTestIssue(server.origin, first.id);

    const html = await page(NEWSLETTER_PATHS.archive);
    expect(html.indexOf(`/${second.slug}"`)).toBeGreaterThan(-1);
    expect(html.indexOf(`/${second.slug}"`)).toBeLessThan(html.indexOf(`/${first.slug}"`));
    expect(await archiveDate(first.slug)).toBe(firstDate);
    const feed = await page(NEWSLETTER_PATHS.feed);
    expect(feed.indexOf(`/${second.slug}<`)).toBeLessThan(feed.indexOf(`/${first.slug}<`));
    expect(
      parseHtml(await page(newsletterIssuePath(first.slug)))
        .querySelector('main time')
        ?.getAttribute('datetime'),
    ).toBe(issueDate);
  });
});
