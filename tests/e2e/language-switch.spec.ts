import { translate } from '#i18n/translate.ts';
import { expect, siteScriptRan, test } from './fixtures.ts';

const switchTo = (page: import('@playwright/test').Page, locale: 'de' | 'en') =>
  page
    .getByRole('navigation', { name: /Hauptnavigation|Main navigation/ })
    .locator('..')
    .locator(`a[data-lang-switch="${locale}"]`);

// The site's script puts the hash (and, on prerendered pages, the query) into the switch's links: the
// tests that carry them wait for it.
test.describe('language switch', () => {
  test('adds /en and keeps the path, the query and the hash', async ({ page }) => {
    await page.goto('/blog?search=AI%20Accounting&x=1#posts');
    await siteScriptRan(page);
    await switchTo(page, 'en').click();
    await expect(page).toHaveURL('/en/blog?search=AI%20Accounting&x=1#posts');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('removes /en and keeps the path, the query and the hash', async ({ page }) => {
    await page.goto('/en/services/tax-reporting?ref=nav#how');
    await siteScriptRan(page);
    await switchTo(page, 'de').click();
    await expect(page).toHaveURL('/services/tax-reporting?ref=nav#how');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('maps / to /en/ and back', async ({ page }) => {
    await page.goto('/');
    await switchTo(page, 'en').click();
    await expect(page).toHaveURL('/en/');
    await switchTo(page, 'de').click();
    await expect(page).toHaveURL('/');
  });

  test('follows a hash set after the page loaded', async ({ page }) => {
    await page.goto('/faq');
    await siteScriptRan(page);
    await page.evaluate(() => (location.hash = '#preise'));
    await switchTo(page, 'en').click();
    await expect(page).toHaveURL('/en/faq#preise');
  });

  test('works on the not-found page, keeping the unknown path, query and hash', async ({ page }) => {
    const response = await page.goto('/gibt-es-nicht?a=1#b');
    expect(response?.status()).toBe(404);
    await siteScriptRan(page);
    await switchTo(page, 'en').click();
    await expect(page).toHaveURL('/en/gibt-es-nicht?a=1#b');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(translate('en', 'notFound.title'));
  });

  // The not-found page of an address with doubled slashes must not link to another host.
  test('on an address with doubled slashes, links only to a path of this site', async ({ page }) => {
    const response = await page.goto('/en//evil.example/x?a=1#b');
    expect(response?.status()).toBe(404);
    await siteScriptRan(page);
    await expect(switchTo(page, 'de')).toHaveAttribute('href', '/evil.example/x?a=1#b');
    await page.evaluate(() => (location.hash = '#c'));
    await expect(switchTo(page, 'de')).toHaveAttribute('href', '/evil.example/x?a=1#c');
  });

  test('marks the active language', async ({ page }) => {
    await page.goto('/en/about');
    await expect(switchTo(page, 'en')).toHaveAttribute('aria-current', 'true');
    await expect(switchTo(page, 'de')).not.toHaveAttribute('aria-current');
  });
});
