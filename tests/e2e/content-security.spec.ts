import { expect, LANGUAGES, test } from './fixtures.ts';

declare global {
  interface Window {
    policyViolations?: string[];
  }
}

// Issue 14 §8: pages live under a header policy that allows nothing unless named, and under
// Cross-Origin-Embedder-Policy: every island must still hydrate, with no violation reported.
for (const path of LANGUAGES.flatMap(({ prefix, home }) => [home, `${prefix}/contact`, `${prefix}/blog`])) {
  test(`${path}: islands hydrate under the page's policy, isolated from other origins`, async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window.policyViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");

    const islands = page.locator('astro-island');
    expect(await islands.count()).toBeGreaterThan(0);
    for (const island of await islands.all()) await island.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(true);
    expect(await page.evaluate(() => window.policyViolations ?? [])).toEqual([]);
  });
}
