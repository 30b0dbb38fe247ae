import Validator from '@adobe/structured-data-validator';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#i18n/config.ts';
import { localeFromPath, localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';
import { formatChf } from '#lib/format.ts';
import { PAGE_PATHS, SERVICE_SLUGS, servicePath } from '#lib/routes.ts';
import { parseHtml } from '../setup/html.ts';
import { everyPage } from '../setup/pages.ts';
import { richResultGaps } from '../setup/rich-results.ts';
import { schemaOrgJsonLd, schemaVocabulary } from '../setup/schema-vocabulary.ts';
import { newsletterIssuePath } from '#lib/routes.ts';
import { withPublishedIssue } from '../setup/newsletter-issue.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

/**
 * The structured data of every page, both languages, against the schema.org vocabulary and Google's
 * rich-result documentation, and true to the page: one site and one operator per page, a breadcrumb
 * below the home page, each FAQ question marked up once per language, and service offers that are the
 * packages and prices the page shows (decision 0017).
 */
type JsonNode = Record<string, unknown>;

interface Page {
  path: string;
  locale: Locale;
  html: HTMLElement;
  nodes: JsonNode[];
}

const CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client');
const pageOfFile = (file: string): string => `/${file.replace(/index\.html$/, '').replace(/\/$/, '')}`.replace(/^\/en$/, '/en/');
const prerendered = new Map(
  readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => [pageOfFile(file), readFileSync(path.join(CLIENT_DIR, file), 'utf8')] as const),
);

const pages = new Map<string, Page>();
let server: (RunningServer & { issueSlug: string }) | undefined;
/** A published newsletter issue's pages, in both languages (decision 0035). */
const issuePages: string[] = [];

function readPage(pagePath: string, source: string): Page {
  const html = parseHtml(source);
  const nodes = html.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.text) as JsonNode);
  return { path: pagePath, locale: localeFromPath(pagePath), html, nodes };
}

beforeAll(async () => {
  for (const [pagePath, source] of prerendered) pages.set(pagePath, readPage(pagePath, source));
  // Pages rendered per request (the LinkedIn generator, the newsletter archive and a published issue of it) are
  // only in the sitemap: ask the built server.
  server = await withPublishedIssue(await startBuiltServer({ ENABLE_TEST_HOOKS: 'true' }));
  const issue = newsletterIssuePath(server.issueSlug);
  issuePages.push(...LOCALES.map((locale) => localizePath(issue, locale)));
  const missing = [...everyPage(), ...issuePages].filter((pagePath) => !prerendered.has(pagePath));
  for (const pagePath of missing) {
    const response = await fetch(server.origin + pagePath);
    expect(response.status, pagePath).toBe(200);
    pages.set(pagePath, readPage(pagePath, await response.text()));
  }
});
afterAll(() => server?.stop());

const isIndexable = (page: Page): boolean => !page.html.querySelector('meta[name="robots"]')?.getAttribute('content')?.includes('noindex');
const ofType = (page: Page, type: string): JsonNode[] => page.nodes.filter((node) => node['@type'] === type);

/** Every object in a node, the node itself included. */
function objectsIn(value: unknown): JsonNode[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (!value || typeof value !== 'object') return [];
  return [value as JsonNode, ...Object.values(value).flatMap(objectsIn)];
}

/** Every value in a node that names a schema.org enumeration member (https://schema.org/InStock). */
function memberValues(value: unknown): string[] {
  return objectsIn(value).flatMap((node) =>
    Object.values(node)
      .flat()
      .filter((item): item is string => typeof item === 'string' && item.startsWith('https://schema.org/')),
  );
}

const validator = new Validator(schemaOrgJsonLd());
const vocabulary = schemaVocabulary();

describe('the schema.org vocabulary the test reads from schema-dts', () => {
  it('knows the classes and properties of schema.org', () => {
    expect(vocabulary.classes.size).toBeGreaterThan(800);
    expect([...vocabulary.classes.get('Organization')!]).toContain('contactPoint');
    expect([...vocabulary.classes.get('Organization')!]).toContain('name');
    expect([...vocabulary.classes.get('Organization')!]).not.toContain('price');
    expect([...vocabulary.classes.get('Service')!]).not.toContain('inLanguage');
    expect([...vocabulary.members]).toContain('https://schema.org/OnlineEventAttendanceMode');
  });

  it('makes the validator refuse an unknown type and an unknown property', async () => {
    const issues = await validator.validate({
      jsonld: { Service: [{ '@type': 'Service', name: 'x', inLanguage: 'de' }], Thingy: [{ '@type': 'Thingy' }] },
    });
    expect(issues.map((issue) => issue.issueMessage).sort()).toEqual([
      'Property "inLanguage" for type "Service" is not supported by the schema.org specification',
      'Type "Thingy" is not a valid schema.org type',
    ]);
  });
});

describe('every page', () => {
  it('has pages in both languages to look at', () => {
    expect(pages.size).toBeGreaterThan(50);
    for (const pagePath of everyPage()) expect(pages.has(pagePath), pagePath).toBe(true);
  });

  it.each([...new Set([...prerendered.keys(), ...everyPage()])])('%s', async (pagePath) => {
    expect(await problemsOf(pagePath)).toEqual([]);
  });

  it('a published newsletter issue, in both languages', async () => {
    expect(issuePages).toHaveLength(2);
    for (const pagePath of issuePages) expect(await problemsOf(pagePath), pagePath).toEqual([]);
    // A posting by the firm, under the archive in the breadcrumb.
    for (const pagePath of issuePages) {
      expect(ofType(pages.get(pagePath)!, 'BlogPosting')).toHaveLength(1);
      expect((ofType(pages.get(pagePath)!, 'BreadcrumbList')[0]!.itemListElement as JsonNode[]).length).toBe(3);
    }
  });
});

/** What is wrong with a page's structured data: against schema.org, Google's documentation and the page itself. */
async function problemsOf(pagePath: string): Promise<string[]> {
  const page = pages.get(pagePath)!;
  const problems: string[] = [];

  // schema.org: the types and properties exist, enumeration values are members; Google's rules the validator knows.
  const byType: Record<string, object[]> = {};
  for (const node of page.nodes) (byType[String(node['@type'])] ??= []).push(structuredClone(node));
  for (const issue of await validator.validate({ jsonld: byType })) problems.push(`${issue.rootType}: ${issue.issueMessage}`);
  for (const value of memberValues(page.nodes)) if (!vocabulary.members.has(value)) problems.push(`not a schema.org member: ${value}`);
  // Google's rich-result documentation.
  for (const node of page.nodes) problems.push(...richResultGaps(node));

  // One operator and one site, each a full node once; every #-reference points at a node of the page.
  const organization = ofType(page, 'Organization');
  const website = ofType(page, 'WebSite');
  if (organization.length !== 1) problems.push(`${organization.length} Organization nodes`);
  if (website.length !== 1) problems.push(`${website.length} WebSite nodes`);
  else {
    // The site in the page's language is that language's home page.
    const home = new URL(localizePath(PAGE_PATHS.home, page.locale), String(website[0]!.url)).href;
    if (website[0]!.url !== home || website[0]!.inLanguage !== page.locale || !website[0]!.name || !website[0]!['@id'])
      problems.push(`WebSite ${JSON.stringify(website[0])}`);
  }
  const ids = new Set(page.nodes.map((node) => node['@id']).filter(Boolean));
  for (const node of page.nodes.flatMap((top) => objectsIn(top).filter((inner) => inner !== top))) {
    const id = node['@id'];
    if (typeof id === 'string' && id.includes('#') && !ids.has(id)) problems.push(`reference to ${id}, which the page does not carry`);
  }
  return problems;
}

describe('breadcrumbs', () => {
  it.each(everyPage().filter((pagePath) => localizePath(PAGE_PATHS.home, localeFromPath(pagePath)) !== pagePath))('%s', (pagePath) => {
    const page = pages.get(pagePath)!;
    if (!isIndexable(page)) return;
    const lists = ofType(page, 'BreadcrumbList');
    expect(lists).toHaveLength(1);
    const items = lists[0]!.itemListElement as JsonNode[];
    const canonical = page.html.querySelector('link[rel="canonical"]')!.getAttribute('href')!;
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items[0]!.item).toBe(new URL(localizePath(PAGE_PATHS.home, page.locale), canonical).href);
    expect(items.at(-1)!.item).toBe(canonical);
    // One step per level of the path: Home › Blog › article.
    const depth = new URL(canonical).pathname
      .replace(/^\/en(?=\/|$)/, '')
      .split('/')
      .filter(Boolean).length;
    expect(items).toHaveLength(depth + 1);
  });
});

describe('FAQ markup', () => {
  it.each(LOCALES)('marks each question up once in %s', (locale) => {
    const seen = new Map<string, string[]>();
    for (const page of pages.values()) {
      if (page.locale !== locale) continue;
      for (const question of page.nodes.flatMap(objectsIn).filter((node) => node['@type'] === 'Question')) {
        const name = String(question.name);
        seen.set(name, [...(seen.get(name) ?? []), page.path]);
      }
    }
    expect(seen.size).toBeGreaterThan(20);
    expect([...seen].filter(([, where]) => where.length > 1)).toEqual([]);
  });
});

/** What a service page shows in its packages section: each package's name and price as written. */
function shownPackages(page: Page): { name: string; price: string }[] {
  return page.html.querySelectorAll('#pakete li article').map((card) => {
    const parts = card.childNodes.filter((node): node is HTMLElement => node instanceof HTMLElement);
    return { name: card.querySelector('h3')!.text.trim(), price: parts.at(-1)!.text.trim() };
  });
}

/** An offer's price as the page would write it: the amount, or "from" the amount where it is the lowest. */
function offerLabel(offer: JsonNode, locale: Locale): string {
  const specification = offer.priceSpecification as JsonNode | undefined;
  if (specification?.minPrice !== undefined) {
    expect(specification.price).toBe(specification.minPrice);
    return translate(locale, 'service.priceFrom', { price: formatChf(Number(specification.minPrice), locale) });
  }
  return formatChf(Number(offer.price), locale);
}

const PRICE_PROPERTIES = ['price', 'lowPrice', 'highPrice', 'minPrice', 'maxPrice', 'priceSpecification'];

describe('service offers', () => {
  const servicePages = LOCALES.flatMap((locale) => SERVICE_SLUGS.map((slug) => localizePath(servicePath(slug), locale)));

  it.each(servicePages)('%s offers what its packages section shows', (pagePath) => {
    const page = pages.get(pagePath)!;
    const services = ofType(page, 'Service');
    expect(services).toHaveLength(1);
    const service = services[0]!;
    const shown = shownPackages(page);
    if (shown.length === 0) {
      // A page that explains its pricing without a price has no price in its markup either.
      expect(
        objectsIn(service)
          .flatMap((node) => Object.keys(node))
          .filter((key) => PRICE_PROPERTIES.includes(key) || key === 'offers'),
      ).toEqual([]);
      return;
    }
    expect(Array.isArray(service.offers), 'one offer per package').toBe(true);
    const offers = service.offers as JsonNode[];
    expect(offers.map((offer) => ({ name: offer.name, price: offerLabel(offer, page.locale) }))).toEqual(shown);
    for (const offer of offers) expect(offer.priceCurrency).toBe('CHF');
  });

  it('shows packages on most service pages, so the comparison compares something', () => {
    const withPackages = servicePages.filter((pagePath) => shownPackages(pages.get(pagePath)!).length > 0);
    expect(withPackages.length).toBeGreaterThanOrEqual(8);
  });
});
