import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../setup/html.ts';
import { withPublishedIssue } from '../setup/newsletter-issue.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

/**
 * Share images and icons: every page of the sitemap, in both languages, names a share image
 * that networks show as a large card (a 1200×630 raster within 80 KB, not an SVG, its own per page and
 * language); articles carry their dates and tags; the site ships raster icons and a web app manifest.
 * Checked on the built site, the pages as the server sends them.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT_DIR = path.join(ROOT, 'dist/client');
const MAX_BYTES = 80 * 1024;

let server: RunningServer;
const pages = new Map<string, ReturnType<typeof parseHtml>>();

/** The file of dist/client an absolute or root-relative address of the site refers to. */
const builtFile = (address: string): string => path.join(CLIENT_DIR, decodeURI(new URL(address, 'http://site.invalid').pathname));

async function raster(file: string | Buffer) {
  const { format, width, height } = await sharp(file).metadata();
  return { format, width, height };
}

const meta = (page: string, attribute: 'property' | 'name', key: string): string | undefined =>
  pages.get(page)!.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content');

const TAG_LABELS = load(readFileSync(path.join(ROOT, 'src/content/blog/labels.yaml'), 'utf8')) as Record<string, Record<string, string>>;

/** The frontmatter of an article, as the content gives it, its tags as the label table names them in the language. */
function articleFacts(locale: string, slug: string): { date: Date; tags: string[] } {
  const source = readFileSync(path.join(ROOT, 'src/content/blog', locale, `${slug}.md`), 'utf8');
  const front = load(/^---\n([\s\S]*?)\n---/.exec(source)![1]!) as { date: Date | string; tags: string[] };
  return { date: new Date(front.date), tags: front.tags.map((tag) => TAG_LABELS[tag]![locale]!) };
}

beforeAll(async () => {
  // A newsletter issue, whose share image is rendered on request (decision 0035), is among the pages.
  server = await withPublishedIssue(await startBuiltServer({ ENABLE_TEST_HOOKS: 'true' }));
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  await Promise.all(
    paths.map(async (pagePath) => {
      const response = await fetch(server.origin + pagePath);
      expect(response.status, pagePath).toBe(200);
      pages.set(pagePath, parseHtml(await response.text()));
    }),
  );
});
afterAll(() => server?.stop());

describe('share images', () => {
  it('the sitemap lists the pages of both languages', () => {
    expect(pages.size).toBeGreaterThan(50);
    expect([...pages.keys()].filter((page) => page === '/en' || page.startsWith('/en/'))).toHaveLength(pages.size / 2);
  });

  it('every sitemap page names its own image, none shared with another page or language', () => {
    const images = [...pages.keys()].map((page) => meta(page, 'property', 'og:image'));
    expect(images.filter((image) => !image)).toEqual([]);
    expect(new Set(images).size).toBe(pages.size);
  });

  describe.each(['de', 'en'])('in %s', (locale) => {
    const inLocale = () => [...pages.keys()].filter((page) => (locale === 'en') === (page === '/en' || page.startsWith('/en/')));

    it('every page has a large card with a raster image of 1200×630 within 80 KB, and its text alternative', async () => {
      const problems: string[] = [];
      for (const page of inLocale()) {
        const image = meta(page, 'property', 'og:image');
        if (!image) {
          problems.push(`${page}: no og:image`);
          continue;
        }
        if (meta(page, 'property', 'og:image:width') !== '1200' || meta(page, 'property', 'og:image:height') !== '630')
          problems.push(`${page}: og:image:width/height`);
        if (!meta(page, 'property', 'og:image:alt')?.trim()) problems.push(`${page}: no og:image:alt`);
        if (meta(page, 'name', 'twitter:card') !== 'summary_large_image') problems.push(`${page}: twitter:card`);
        if (meta(page, 'name', 'twitter:image') !== image) problems.push(`${page}: twitter:image differs from og:image`);
        const file = builtFile(image);
        // A newsletter issue is published after the build: its image is rendered on request (decision 0035).
        const onRequest = /\/newsletter\/[^/]+$/.test(page);
        if (!onRequest && !existsSync(file)) {
          problems.push(`${page}: ${image} is not in the build`);
          continue;
        }
        const source = onRequest ? Buffer.from(await (await fetch(server.origin + new URL(image).pathname)).arrayBuffer()) : file;
        const { format, width, height } = await raster(source);
        if (!['png', 'jpeg'].includes(format ?? '')) problems.push(`${page}: ${image} is ${format}, not PNG or JPEG`);
        if (width !== 1200 || height !== 630) problems.push(`${page}: ${image} is ${width}×${height}`);
        const bytes = typeof source === 'string' ? statSync(source).size : source.byteLength;
        if (bytes > MAX_BYTES) problems.push(`${page}: ${image} has ${bytes} bytes`);
      }
      expect(problems).toEqual([]);
    });

    it('the server sends each image as what it is', async () => {
      const images = inLocale().flatMap((page) => meta(page, 'property', 'og:image') ?? []);
      expect(images.length).toBe(inLocale().length);
      for (const image of images) {
        const response = await fetch(server.origin + new URL(image).pathname);
        expect(response.status, image).toBe(200);
        expect(response.headers.get('content-type'), image).toMatch(/^image\/(png|jpeg)/);
        await response.arrayBuffer();
      }
    });

    it('articles carry their publication and modification dates and their tags in the page’s language', () => {
      const prefix = locale === 'en' ? '/en/blog/' : '/blog/';
      const articles = inLocale().filter((page) => page.startsWith(prefix));
      expect(articles.length).toBeGreaterThan(0);
      for (const page of articles) {
        const facts = articleFacts(locale, page.slice(prefix.length));
        const day = facts.date.toISOString().slice(0, 10);
        expect(meta(page, 'property', 'og:type'), page).toBe('article');
        expect(meta(page, 'property', 'article:published_time'), page).toBe(day);
        expect(meta(page, 'property', 'article:modified_time'), page).toMatch(/^\d{4}-\d{2}-\d{2}/);
        expect(meta(page, 'property', 'article:modified_time')! >= day, page).toBe(true);
        const tags = pages
          .get(page)!
          .querySelectorAll('meta[property="article:tag"]')
          .map((tag) => tag.getAttribute('content'));
        expect(tags, page).toEqual(facts.tags);
      }
    });
  });

  it('pages that are not articles carry no article dates', () => {
    // A newsletter issue is one too (decision 0035), dated by its publication.
    const others = [...pages.keys()].filter((page) => !/^(\/en)?\/(blog|newsletter)\/./.test(page));
    expect(others.filter((page) => meta(page, 'property', 'article:published_time'))).toEqual([]);
  });
});

describe('icons and the web app manifest', () => {
  const anyPage = () => [...pages.values()][0]!;

  it('every page links the icons and the manifest', () => {
    for (const [page, document] of pages) {
      const links = document.querySelectorAll('link[rel]').map((link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`);
      expect(links, page).toEqual(
        expect.arrayContaining([
          'icon /favicon.ico',
          'icon /favicon.svg',
          'apple-touch-icon /apple-touch-icon.png',
          'manifest /manifest.webmanifest',
        ]),
      );
    }
  });

  it('favicon.ico holds a 32 px image', async () => {
    const ico = readFileSync(builtFile('/favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]); // an icon file
    const count = ico.readUInt16LE(4);
    const entries = Array.from({ length: count }, (_, index) => {
      const at = 6 + index * 16;
      return {
        width: ico.readUInt8(at) || 256,
        height: ico.readUInt8(at + 1) || 256,
        bytes: ico.readUInt32LE(at + 8),
        offset: ico.readUInt32LE(at + 12),
      };
    });
    const entry = entries.find((candidate) => candidate.width === 32 && candidate.height === 32);
    expect(entry).toBeDefined();
    const image = await sharp(ico.subarray(entry!.offset, entry!.offset + entry!.bytes)).metadata();
    expect([image.width, image.height]).toEqual([32, 32]);
  });

  it('apple-touch-icon.png is an opaque 180 px PNG', async () => {
    const file = builtFile(anyPage().querySelector('link[rel="apple-touch-icon"]')!.getAttribute('href')!);
    const { format, width, height } = await raster(file);
    expect({ format, width, height }).toEqual({ format: 'png', width: 180, height: 180 });
    const { channels } = await sharp(file).stats();
    const alpha = channels[3];
    expect(alpha === undefined || alpha.min === 255).toBe(true);
  });

  it('the manifest names the site, the brand colour of the theme and icons of 192 and 512 px', async () => {
    const href = anyPage().querySelector('link[rel="manifest"]')!.getAttribute('href')!;
    const response = await fetch(server.origin + href);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    const brand = /--color-brand-900:\s*(#[0-9a-f]+)/i.exec(readFileSync(path.join(ROOT, 'src/styles/global.css'), 'utf8'))![1];
    expect(manifest.name).toBeTruthy();
    expect(manifest.theme_color).toBe(brand);
    expect(meta([...pages.keys()][0]!, 'name', 'theme-color')).toBe(brand);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === `${size}x${size}`);
      expect(icon, `${size} px icon`).toBeDefined();
      expect(await raster(builtFile(icon!.src))).toEqual({ format: 'png', width: size, height: size });
    }
  });

  it("the Organization's logo in the structured data is a raster of at least 112 px", async () => {
    for (const [page, document] of pages) {
      const organization = document
        .querySelectorAll('script[type="application/ld+json"]')
        .map((script) => JSON.parse(script.text) as { '@type': string; logo?: string | { url: string } })
        .find((data) => data['@type'] === 'Organization');
      const logo = typeof organization?.logo === 'string' ? organization.logo : organization?.logo?.url;
      expect(logo, page).toBeTruthy();
      const { format, width = 0, height = 0 } = await raster(builtFile(logo!));
      expect(['png', 'jpeg', 'webp'], page).toContain(format);
      expect(Math.min(width, height), page).toBeGreaterThanOrEqual(112);
    }
  });
});
