import { readPageCopy } from '#server/chat/corpus/content-files.ts';
import { translate } from '#i18n/translate.ts';
import { expect, test } from './fixtures.ts';

const workshops = readPageCopy('workshops', 'en');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages show their content and navigation, and the Services menu opens on hover', async ({ page }) => {
    await page.goto('/en/workshops');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(workshops.hero.title);
    const nav = page.getByRole('navigation', { name: translate('en', 'nav.label') });
    await expect(nav.getByRole('link', { name: translate('en', 'nav.contact') })).toBeVisible();
    await nav.getByRole('button', { name: translate('en', 'nav.services') }).hover();
    await expect(page.getByRole('link', { name: translate('en', 'nav.allServices') }).first()).toBeVisible();
    await nav.getByRole('link', { name: translate('en', 'nav.faq') }).click();
    await expect(page).toHaveURL('/en/faq');
  });

  test('the footer newsletter form is answered by a page that keeps the address', async ({ page }) => {
    await page.goto('/en/workshops');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(translate('en', 'footer.emailLabel')).fill('anna@example');
    await footer.getByRole('button', { name: translate('en', 'footer.subscribe') }).click();
    await expect(page).toHaveURL('/en/newsletter/subscribe');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(translate('en', 'validation.contact.email'));
    await expect(main.getByLabel(translate('en', 'footer.emailLabel'))).toHaveValue('anna@example');
  });

  test('a legal page shows its text without language buttons that could not work', async ({ page }) => {
    await page.goto('/en/privacy');
    await expect(page.locator('article[lang="en"]')).toBeVisible();
    await expect(page.locator('[data-legal-switch]')).toBeHidden();
  });

  test('the keyboard reaches the Services links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: translate('de', 'nav.services') }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: translate('de', 'nav.allServices') }).first()).toBeFocused();
    await expect(page.getByRole('link', { name: translate('de', 'nav.allServices') }).first()).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the mobile menu still opens and navigates', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: translate('de', 'nav.openMenu') }).click();
      const menu = page.getByRole('navigation', { name: translate('de', 'nav.mobileMenu') });
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: translate('de', 'nav.about'), exact: true }).click();
      await expect(page).toHaveURL('/about');
    });
  });
});
