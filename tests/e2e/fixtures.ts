import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** Every browser test fails on a console error or an uncaught page error it did not expect. */
export const test = base.extend<{ allowConsoleErrors: RegExp | null }>({
  allowConsoleErrors: [null, { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const problems: string[] = [];
    const allowed = (text: string) => allowConsoleErrors?.test(text) ?? false;
    page.on('console', (message) => {
      if (message.type() !== 'error' || allowed(message.text())) return;
      // The browser reports an error status of the page itself (404, 500, 400) as a failed load.
      const isDocumentStatus = message.text().startsWith('Failed to load resource') && message.location().url === page.url();
      if (!isDocumentStatus) problems.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => {
      if (!allowed(error.message)) problems.push(`page error: ${error.message}`);
    });
    await use(page);
    expect(problems, 'unexpected errors in the browser console').toEqual([]);
  },
});

export { expect };

export const LANGUAGES = [
  { locale: 'de', prefix: '', home: '/' },
  { locale: 'en', prefix: '/en', home: '/en/' },
] as const;

/**
 * Waits until the site's script has run: it comes after the first paint (decision 0020), and the
 * assistant's button it shows is the sign. Tests of what that script does (the security monitor, the
 * services menu) wait for it before they act, as a visitor's first click usually comes later too.
 */
export async function siteScriptRan(page: Page): Promise<void> {
  await expect(page.locator('[data-chat-launcher]')).toBeVisible();
}

/**
 * An island with `client:on-interaction` (the booking and event forms, the blog's filter) takes over once the visitor
 * turns to it: here a pointer over `part`, a piece of the island; resolves when it has hydrated.
 */
export async function turnTo(part: Locator): Promise<void> {
  // Astro takes `ssr` off an island once it has hydrated.
  const island = part.locator('xpath=ancestor-or-self::astro-island[1]');
  // The directive listens once its script has run: a pointer that arrived before that (CI once, under load) is
  // moved off and back, as a visitor's moving pointer would be.
  await expect(async () => {
    await part.page().mouse.move(0, 0);
    await part.hover();
    await expect(island).not.toHaveAttribute('ssr', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
