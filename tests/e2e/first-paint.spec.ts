import { LIGHTHOUSE_PAGES } from '../../scripts/lighthouse-pages.ts';
import { expect, test } from './fixtures.ts';

/**
 * Decision 0020: a page is shown before any script is fetched. A script fetched before the first paint
 * counts towards the page's largest paint in Lighthouse, so the site's script waits in a template and
 * islands hydrate after the first paint (src/scripts/after-first-paint.ts). One page of every template,
 * in both languages, as the Lighthouse gate audits them.
 */
for (const path of LIGHTHOUSE_PAGES) {
  test(`${path}: no script is fetched before the first contentful paint, and the site's script then runs`, async ({ page }) => {
    await page.goto(path);
    // The site's script shows the assistant's button: it did run, from its template.
    await expect(page.locator('[data-chat-launcher]')).toBeVisible();
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(timings.firstPaint).toBeGreaterThan(0);
    expect(timings.scripts.length).toBeGreaterThan(0);
    const early = timings.scripts.filter(({ startTime }) => startTime <= timings.firstPaint!);
    expect(early, `scripts fetched before the first paint at ${timings.firstPaint} ms`).toEqual([]);
  });
}
