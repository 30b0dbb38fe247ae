import type { Page } from '@playwright/test';
import { localizePath } from '#i18n/paths.ts';
import { FORM_ANSWER_PATHS, PAGE_PATHS, servicePath } from '#lib/routes.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';

// The assistant's floating launcher never covers a control, at any scroll position, and the page's
// end leaves room for it.

/** The pages with forms, as the visitor opens them; the answer pages to a plain post get an invalid one, so they show their form again. */
const PAGES: { path: string; post?: Record<string, string> }[] = [
  { path: PAGE_PATHS.home },
  { path: PAGE_PATHS.contact },
  { path: PAGE_PATHS.faq },
  { path: servicePath('erp-automation') },
  { path: FORM_ANSWER_PATHS.waitlist },
  { path: FORM_ANSWER_PATHS.contact, post: { name: 'A', email: 'no-address', message: 'short' } },
  { path: FORM_ANSWER_PATHS.newsletter, post: { email: 'no-address' } },
  { path: '/newsletter/unsubscribe?token=not-a-real-token' },
];

/** Scrolls to `top` at once, then waits until the page has laid out and the launcher has heard where the controls are. */
const scrollAndSettle = (page: Page, top: number) =>
  page.evaluate(async (y) => {
    window.scrollTo({ top: y, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))));
  }, top);

/** Whether the launcher is there to press, and the visible controls whose boxes overlap its box. */
const launcherOverlaps = (page: Page) =>
  page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('[data-chat-launcher]')!;
    const style = getComputedStyle(launcher);
    const shown = !launcher.hidden && style.visibility === 'visible' && style.pointerEvents !== 'none' && Number(style.opacity) > 0;
    const box = launcher.getBoundingClientRect();
    const covered = [...document.querySelectorAll('a, button, input, select, textarea, summary')]
      .filter((control) => !launcher.contains(control) && control.checkVisibility({ visibilityProperty: true }))
      .filter((control) => {
        const c = control.getBoundingClientRect();
        return c.width > 1 && c.height > 1 && c.right > box.left && c.left < box.right && c.bottom > box.top && c.top < box.bottom;
      })
      .map(
        (control) =>
          `<${control.tagName.toLowerCase()}> "${(control.textContent || control.getAttribute('name') || '').trim().slice(0, 30)}"`,
      );
    return { shown, covered };
  });

/** Scrolls from the top to the very bottom of the page, a third of the viewport at a time, and notes where it stands. */
async function walk(page: Page) {
  const { bottom, step } = await page.evaluate(() => ({
    bottom: document.documentElement.scrollHeight - innerHeight,
    step: Math.round(innerHeight / 3),
  }));
  const positions = [...Array.from({ length: Math.ceil(bottom / step) }, (_, i) => i * step), bottom];
  const states = [];
  for (const top of positions) {
    await scrollAndSettle(page, top);
    states.push({ top, ...(await launcherOverlaps(page)) });
  }
  return states;
}

const coveredWhileShown = (states: Awaited<ReturnType<typeof walk>>) =>
  states.filter((state) => state.shown && state.covered.length > 0).map((state) => `at ${state.top} px: ${state.covered.join(', ')}`);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { locale } of LANGUAGES) {
    for (const { path, post } of PAGES) {
      const url = localizePath(path, locale);
      test(`${url}: the launcher covers no control while scrolling through, and shows at the end`, async ({ page, baseURL }) => {
        if (post) {
          await page.route(`**${url}`, (route) =>
            route.continue({
              method: 'POST',
              postData: new URLSearchParams({ lang: locale, ...post }).toString(),
              headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded', origin: baseURL! },
            }),
          );
        }
        await page.goto(url);
        await expect(page.locator('[data-chat-launcher]')).toBeVisible();
        const states = await walk(page);
        expect(coveredWhileShown(states), 'controls under the shown launcher').toEqual([]);
        // At the very bottom the page's end leaves room: the launcher is there to press, over nothing.
        expect(states.at(-1)).toMatchObject({ shown: true, covered: [] });
      });
    }
  }
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  for (const { locale } of LANGUAGES) {
    for (const path of [PAGE_PATHS.faq, PAGE_PATHS.contact]) {
      const url = localizePath(path, locale);
      test(`${url}: the launcher sits beside the page's column, shown and over nothing all the way down`, async ({ page }) => {
        await page.goto(url);
        await expect(page.locator('[data-chat-launcher]')).toBeVisible();
        const states = await walk(page);
        expect(states.filter((state) => !state.shown || state.covered.length > 0)).toEqual([]);
      });
    }
  }
});
