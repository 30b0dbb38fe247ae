import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { blogPostPath, PAGE_PATHS } from '#lib/routes.ts';
import { parseHtml } from '../setup/html.ts';
import { BLOG_SLUGS } from '../setup/pages.ts';

/**
 * Decision 0020: the art that is a page's largest paint is written into the built page and loaded at once, so
 * that the paint waits for no request of its own: an article's hero, and the card that opens the blog.
 */
const built = (page: string) => parseHtml(readFileSync(path.resolve('dist/client', `.${page}`, 'index.html'), 'utf8'));
const images = (page: string) => built(page).querySelectorAll('main img');

describe('the art of the largest paint', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the blog's first card paints its art from the page; the others load as they near the screen`, () => {
      const [first, ...others] = images(localizePath(PAGE_PATHS.blog, locale));
      expect(first?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      expect(first?.getAttribute('loading')).not.toBe('lazy');
      expect(others.length).toBeGreaterThan(0);
      for (const image of others) {
        expect(image.getAttribute('src')).toMatch(/^\/images\//);
        expect(image.getAttribute('loading')).toBe('lazy');
      }
    });

    it.each(BLOG_SLUGS)(`${locale}: the article %s paints its hero from the page`, (slug) => {
      const [hero] = images(localizePath(blogPostPath(slug), locale));
      expect(hero?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      expect(hero?.getAttribute('loading')).not.toBe('lazy');
    });
  }
});
