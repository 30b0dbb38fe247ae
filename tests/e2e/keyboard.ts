import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab until the element has focus, as someone without a mouse would. The element is found once, not
 * at every press: finding it by role and name reads the whole page, three times the cost of the press itself.
 */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  let element = await target.elementHandle();
  try {
    for (let presses = 0; presses < 400; presses += 1) {
      await page.keyboard.press('Tab');
      const focus = await element.evaluate((node) => (node === document.activeElement ? 'here' : node.isConnected ? 'elsewhere' : 'gone'));
      if (focus === 'here') return;
      // The page drew the element anew (an island rendering): it is found again.
      if (focus === 'gone') {
        await element.dispose();
        element = await target.elementHandle();
      }
    }
    throw new Error('the element cannot be reached with the Tab key');
  } finally {
    await element.dispose();
  }
}
