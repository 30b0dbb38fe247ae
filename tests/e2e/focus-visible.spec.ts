import { localizePath } from '#i18n/paths.ts';
import type { Page } from '@playwright/test';
import { expect, LANGUAGES, test } from './fixtures.ts';

// WCAG 2.4.11: a focused element is never hidden under the sticky header, tabbing forward or back.
const PAGES = ['/', '/faq', '/contact'] as const;
const WIDTHS = [390, 1366] as const;
const MAX_STOPS = 400;

/** Where the focused element is: its box, the header's bottom edge, and whether it sits in the header. */
const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const header = document.querySelector('body > header, header.sticky')?.getBoundingClientRect().bottom ?? 0;
    return {
      name: `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label') || element.id}`,
      top: box.top,
      bottom: box.bottom,
      height: box.height,
      header,
      inHeader: Boolean(element.closest('header')),
      viewport: window.innerHeight,
      fixed: getComputedStyle(element).position === 'fixed' || Boolean(element.closest('[data-chat-launcher]')),
      // A browser scrolls a text area's caret into view, not its whole box: its first lines must show.
      textArea: element.tagName === 'TEXTAREA',
    };
  });

/** Tabs through the page in one direction and names every stop that is hidden, wholly or in part. */
async function hiddenStops(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const hidden: string[] = [];
  let stops = 0;
  for (; stops < MAX_STOPS; stops += 1) {
    await page.keyboard.press(key);
    const box = await focusedBox(page);
    if (!box) break;
    if (box.inHeader || box.fixed || box.height === 0) continue;
    const tallerThanView = box.height > box.viewport - box.header;
    const bottomShown = tallerThanView || box.bottom <= box.viewport + 1 || (box.textArea && box.top + 48 <= box.viewport);
    const visible = box.top >= box.header - 1 && bottomShown;
    if (!visible) hidden.push(`${box.name} (top ${Math.round(box.top)}, header ${Math.round(box.header)})`);
  }
  expect(stops, 'the walk came back to the page itself').toBeLessThan(MAX_STOPS);
  return hidden;
}

for (const { locale } of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`focus stays clear of the header (${locale}, ${width} px)`, () => {
      test.use({ viewport: { width, height: 800 } });

      for (const path of PAGES) {
        test(`${localizePath(path, locale)}: forward and backward`, async ({ page }) => {
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(localizePath(path, locale));
          expect(await hiddenStops(page, 'Tab')).toEqual([]);
          expect(await hiddenStops(page, 'Shift+Tab')).toEqual([]);
        });
      }
    });
  }
}

/**
 * The focused element's outline against what lies around it (the first opaque background from its parent
 * up, since the outline stands 2 px off the element): the contrast ratio of WCAG 1.4.11, and which stop.
 */
const outlineContrast = (page: Page) =>
  page.evaluate(async () => {
    // Two frames: a colour transition started by the focus has then run its (reduced) course.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    // Any CSS colour (Tailwind's are oklch) to sRGB through a canvas pixel.
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    };
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((value) => value / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    let around: Element | null = element.parentElement;
    while (around && rgba(getComputedStyle(around).backgroundColor)[3] === 0) around = around.parentElement;
    const outline = luminance(rgba(getComputedStyle(element).outlineColor));
    const backdrop = luminance(around ? rgba(getComputedStyle(around).backgroundColor) : [255, 255, 255, 255]);
    return {
      name: `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label') || element.id}`,
      ratio: (Math.max(outline, backdrop) + 0.05) / (Math.min(outline, backdrop) + 0.05),
    };
  });

for (const { locale } of LANGUAGES) {
  test.describe(`the focus outline stands out (${locale})`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    for (const path of ['/', '/contact', '/services/tax-reporting'] as const) {
      test(`${localizePath(path, locale)}: at least 3:1 against the background at every stop, dark bands and footer included`, async ({
        page,
      }) => {
        // The colour the ring settles on: without motion, buttons do not fade it in from their text colour.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(localizePath(path, locale));
        const weak: string[] = [];
        let stops = 0;
        for (; stops < MAX_STOPS; stops += 1) {
          await page.keyboard.press('Tab');
          const stop = await outlineContrast(page);
          if (!stop) break;
          if (stop.ratio < 3) weak.push(`${stop.name} (${stop.ratio.toFixed(1)}:1)`);
        }
        expect(stops).toBeGreaterThan(10);
        expect(weak).toEqual([]);
      });
    }
  });
}
