import type { Page } from '@playwright/test';
import { expect, LANGUAGES, test, turnTo } from './fixtures.ts';

declare global {
  interface Window {
    policyViolations?: string[];
  }
}

// Decision 0013: pages live under a header policy that allows nothing unless named: every island must still
// hydrate, with no violation reported. Only the console is cross-origin isolated (decision 0021).
for (const path of LANGUAGES.flatMap(({ prefix, home }) => [home, `${prefix}/contact`, `${prefix}/blog`])) {
  test(`${path}: islands hydrate under the page's policy`, async ({ page }) => {
    await recordViolations(page);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");

    const islands = page.locator('astro-island');
    expect(await islands.count()).toBeGreaterThan(0);
    // Each island is seen and turned to, whichever its directive waits for.
    for (const island of await islands.all()) await turnTo(island.locator('*').first());
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(false);
    expect(await page.evaluate(() => window.policyViolations ?? [])).toEqual([]);
  });
}

for (const path of LANGUAGES.map(({ prefix }) => `${prefix}/admin/sign-in`)) {
  test(`${path}: the console is cross-origin isolated and loads under its policy`, async ({ page }) => {
    await recordViolations(page);
    const response = await page.goto(path);
    expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(true);
    expect(await page.evaluate(() => window.policyViolations ?? [])).toEqual([]);
  });
}

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.policyViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}
