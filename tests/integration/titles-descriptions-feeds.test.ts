import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import siteConfig from '#site.config.ts';
import { SEO_DESCRIPTION, SEO_TITLE_MAX } from '#content/schemas.ts';
import { LOCALES } from '#i18n/config.ts';
import { rfc822InZurich, zurichStartOfDay } from '#lib/zurich-time.ts';
import { parseHtml } from '../setup/html.ts';
import { withPublishedIssue } from '../setup/newsletter-issue.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

const CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client');
const read = (file: string) => readFileSync(path.join(CLIENT_DIR, file), 'utf8');

interface SeenPage {
  pathname: string;
  locale: string;
  title: string;
  description: string;
}

/** Every page of the sitemap, as the built server answers it (some are rendered per request), with what search results show of it. */
let pages: SeenPage[] = [];
let server: RunningServer;

beforeAll(async () => {
  // The sitemap is rendered per request (decision 0035): with a published newsletter issue, its pages are among those checked.
  server = await withPublishedIssue(await startBuiltServer({ ENABLE_TEST_HOOKS: 'true' }));
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  pages = await Promise.all(
    paths.map(async (pathname) => {
      const document = parseHtml(await (await fetch(server.origin + pathname)).text());
      return {
        pathname,
        locale: pathname === '/en/' || pathname.startsWith('/en/') ? 'en' : 'de',
        title: document.querySelector('title')?.textContent ?? '',
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      };
    }),
  );
});
afterAll(() => server?.stop());

// Titles within what search results show, unique per language; descriptions they show whole.
describe('titles and descriptions of every sitemap page', () => {
  it('covers both languages', () => {
    for (const locale of LOCALES) expect(pages.filter((page) => page.locale === locale).length).toBeGreaterThan(20);
  });

  it(`titles have at most ${SEO_TITLE_MAX} characters`, () => {
    expect(
      pages
        .filter((page) => page.title.length === 0 || page.title.length > SEO_TITLE_MAX)
        .map((page) => `${page.pathname}: ${page.title.length} ${page.title}`),
    ).toEqual([]);
  });

  it('no two pages of a language share a title', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const page of pages) {
      const key = `${page.locale} ${page.title}`;
      if (seen.has(key)) shared.push(`${seen.get(key)} and ${page.pathname}: ${page.title}`);
      seen.set(key, page.pathname);
    }
    expect(shared).toEqual([]);
  });

  it(`descriptions have ${SEO_DESCRIPTION.min} to ${SEO_DESCRIPTION.max} characters`, () => {
    const outside = pages.filter((page) => page.description.length < SEO_DESCRIPTION.min || page.description.length > SEO_DESCRIPTION.max);
    expect(outside.map((page) => `${page.pathname}: ${page.description.length}`)).toEqual([]);
  });

  it('the home page keeps the brand in its title', () => {
    for (const page of pages.filter((candidate) => candidate.pathname === '/' || candidate.pathname === '/en/'))
      expect(page.title).toContain(siteConfig.companyName);
  });
});

describe.each([
  ['de', 'rss.xml', '/blog/'],
  ['en', 'en/rss.xml', '/en/blog/'],
])('the %s feed', (locale, file, prefix) => {
  const feed = read(file);
  const other = read(locale === 'de' ? 'en/rss.xml' : 'rss.xml');
  const channelTitle = (xml: string) => /<channel>\s*<title>([^<]+)<\/title>/.exec(xml)?.[1];

  it('says when it was built, in Zurich time', () => {
    expect(feed).toMatch(/<lastBuildDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0[12]00<\/lastBuildDate>/);
  });

  it('has a title of its own language', () => {
    expect(channelTitle(feed)).toBeDefined();
    expect(channelTitle(feed)).not.toBe(channelTitle(other));
  });

  it('dates each post at the start of its day in Zurich, the day its article shows', () => {
    const items = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<pubDate>([^<]+)<\/pubDate>[\s\S]*?<\/item>/g)];
    expect(items.length).toBeGreaterThan(0);
    for (const [, link, pubDate] of items) {
      const slug = new URL(link!).pathname.slice(prefix.length);
      const front = /\ndate: (\S+)\n/.exec(
        readFileSync(path.resolve(import.meta.dirname, '../../src/content/blog', locale, `${slug}.md`), 'utf8'),
      )![1]!;
      expect(pubDate, slug).toBe(rfc822InZurich(zurichStartOfDay(new Date(front))));
    }
  });
});
