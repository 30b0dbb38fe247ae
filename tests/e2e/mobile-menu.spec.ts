import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/translate.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

for (const { locale } of LANGUAGES) {
  const t = translator(locale);
  const other = locale === 'de' ? 'en' : 'de';

  test.describe(`mobile menu (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(localizePath('/process', locale));
      await expect(page.getByRole('navigation', { name: t('nav.label') })).toBeHidden();
    });

    const open = async (page: import('@playwright/test').Page) => {
      await page.getByRole('button', { name: t('nav.openMenu') }).click();
      const menu = page.getByRole('navigation', { name: t('nav.mobileMenu') });
      await expect(menu).toBeVisible();
      return menu;
    };

    test('opens with every navigation entry and the DE/EN switch', async ({ page }) => {
      const menu = await open(page);
      for (const key of ['nav.home', 'nav.allServices', 'nav.blog', 'nav.about', 'nav.faq', 'nav.contact'] as const) {
        await expect(menu.getByRole('link', { name: t(key), exact: true })).toBeVisible();
      }
      await expect(menu.getByRole('link', { name: t('services.erp-automation') })).toBeVisible();
      const languages = page.locator('#mobile-menu').getByRole('group', { name: t('lang.label') });
      await expect(languages.getByRole('link')).toHaveCount(2);
    });

    test('closes when the overlay is clicked', async ({ page }) => {
      await open(page);
      await page.mouse.click(20, 420);
      await expect(page.locator('#mobile-menu')).toBeHidden();
    });

    test('closes with its close button and with Escape', async ({ page }) => {
      await open(page);
      await page.getByRole('button', { name: t('nav.closeMenu') }).click();
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await open(page);
      await page.keyboard.press('Escape');
      await expect(page.locator('#mobile-menu')).toBeHidden();
    });

    test('closes when a link is chosen', async ({ page }) => {
      const menu = await open(page);
      await menu.getByRole('link', { name: t('nav.faq'), exact: true }).click();
      await expect(page).toHaveURL(localizePath('/faq', locale));
      await expect(page.locator('#mobile-menu')).toBeHidden();
    });

    test('closes when the language changes, and keeps the page', async ({ page }) => {
      await open(page);
      await page.locator('#mobile-menu').locator(`a[data-lang-switch="${other}"]`).click();
      await expect(page).toHaveURL(localizePath('/process', other));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('#mobile-menu')).toBeHidden();
    });
  });
}
