import type { Page } from '@playwright/test';
import { blogPostPath } from '#lib/routes.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';

// WCAG 1.4.10 (reflow): at 320 CSS px no page scrolls sideways, in either language.
const WIDTHS = [320, 390] as const;
/** The article with a Markdown table (its comparison table was 427 px wide at 390). */
const TABLE_ARTICLE = blogPostPath('bexio-vs-abacus-comparison');

/** The sitemap's pages as paths, read from the running server (its URLs name SITE_URL, the tests use another origin). */
async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(locations.length).toBeGreaterThan(20);
  return locations;
}

/**
 * Whether the page scrolls sideways and, when it does, the elements that stick out past the viewport while their
 * parent does not (where the overflow starts), widest first.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    if (root.scrollWidth <= limit) return null;
    // An element inside its own scroll container (a wide table) does not widen the page.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticksOut = (element: Element | null) => element !== null && element.getBoundingClientRect().right > limit + 0.5;
    // A word too long for its line overflows its element's box without widening the box: measure the text itself.
    const textRight = (element: Element) => {
      if (getComputedStyle(element).overflowX !== 'visible') return 0;
      const range = document.createRange();
      return [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
        .reduce((right, node) => {
          range.selectNodeContents(node);
          return Math.max(right, range.getBoundingClientRect().right);
        }, 0);
    };
    const origins = [...document.body.querySelectorAll('*')]
      .filter(
        (element) => ((sticksOut(element) && !sticksOut(element.parentElement)) || textRight(element) > limit + 0.5) && !clipped(element),
      )
      .map((element) => {
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const classes = typeof element.className === 'string' ? element.className.split(' ').slice(0, 3).join('.') : '';
        return {
          right: Math.round(Math.max(element.getBoundingClientRect().right, textRight(element))),
          name: `<${element.tagName.toLowerCase()}${classes ? ` .${classes}` : ''}> "${text}"`,
        };
      })
      .sort((a, b) => b.right - a.right);
    return { scrollWidth: root.scrollWidth, width: limit, widest: origins.slice(0, 2).map((o) => `${o.name} to ${o.right} px`) };
  });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 720 } });

    test('no page of the sitemap scrolls sideways', async ({ page }) => {
      test.setTimeout(180_000);
      const offenders: string[] = [];
      // One page for the whole walk; the static pages need no more than their load event.
      for (const path of await sitemapPaths(page)) {
        await page.goto(path);
        const overflow = await sidewaysOverflow(page);
        if (overflow)
          offenders.push(
            `${path}: ${overflow.scrollWidth} px wide at ${overflow.width}; ${overflow.widest.join('; ') || 'no single element'}`,
          );
      }
      expect(offenders).toEqual([]);
    });
  });
}

test.describe('the article with a table, on a phone', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  for (const { locale, prefix } of LANGUAGES) {
    test(`${locale}: the table scrolls in its own labelled, focusable region and reads as a table`, async ({ page }) => {
      await page.goto(`${prefix}${TABLE_ARTICLE}`);
      const table = page.getByRole('main').getByRole('table');
      await expect(table).toHaveCount(1);
      const region = page
        .getByRole('main')
        .getByRole('region')
        .filter({ has: page.getByRole('table') });
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(region).toHaveAccessibleName(/.+/);
      // The region, not the page, scrolls: it is narrower than its table.
      const widths = await region.evaluate((element) => ({ client: element.clientWidth, scroll: element.scrollWidth }));
      expect(widths.scroll).toBeGreaterThan(widths.client);
      // Rows are ruled and the header cells set apart, so the grid reads as a table.
      const cellBorder = await table
        .locator('td')
        .first()
        .evaluate((cell) => getComputedStyle(cell).borderBottomStyle);
      expect(cellBorder).not.toBe('none');
      expect(await audit(page)).toEqual([]);
    });
  }
});
