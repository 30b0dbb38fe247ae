import type { Locator, Page } from '@playwright/test';

/** Presses Tab until the element has focus, as someone without a mouse would. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 400; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the element cannot be reached with the Tab key');
}
