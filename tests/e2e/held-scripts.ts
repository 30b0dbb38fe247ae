import type { Page } from '@playwright/test';

/**
 * A slow connection: the site's scripts are held back until `release()`, so the visitor meets the
 * server's HTML and uses it before any script runs. Opens `path` as soon as its HTML arrives.
 */
export async function openWithoutScripts(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue().catch(() => {}); // the page that asked for it may be gone
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}
