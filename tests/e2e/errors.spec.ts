import { translator } from '#i18n/translate.ts';
import { SUGGESTED_SEARCHES } from '#lib/constants.ts';
import { expect, LANGUAGES, siteScriptRan, test } from './fixtures.ts';

for (const { locale, prefix, home } of LANGUAGES) {
  const t = translator(locale);

  test.describe(`error pages (${locale})`, () => {
    test('an unknown address answers 404 with the not-found page', async ({ page }) => {
      const response = await page.goto(`${prefix}/gibt/es/nicht`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t('notFound.title'));
      await expect(page.getByText(t('notFound.text'))).toBeVisible();
      const main = page.getByRole('main');
      for (const card of ['services', 'blog', 'about', 'faq'] as const) {
        await expect(main.getByRole('link', { name: new RegExp(t(`notFound.card.${card}`)) })).toHaveAttribute('href', `${prefix}/${card}`);
      }
      await expect(main.getByRole('link', { name: t('notFound.home') })).toHaveAttribute('href', home);
      await expect(main.getByRole('link', { name: t('notFound.contact') })).toHaveAttribute('href', `${prefix}/contact`);
      for (const key of SUGGESTED_SEARCHES) {
        const term = t(`notFound.search.${key}`);
        await expect(main.getByRole('link', { name: term })).toHaveAttribute('href', `${prefix}/blog?search=${encodeURIComponent(term)}`);
      }
    });

    test('Go Back returns to the page the visitor came from', async ({ page }) => {
      await page.goto(`${prefix}/faq`);
      await page.goto(`${prefix}/nirgendwo`, { referer: new URL(`${prefix}/faq`, page.url()).href });
      // Until the site's script runs, the link leads to its href, the home page.
      await siteScriptRan(page);
      await page
        .getByRole('main')
        .getByRole('link', { name: t('notFound.back') })
        .click();
      await expect(page).toHaveURL(`${prefix}/faq`);
    });

    test('a server error answers 500 with the crash screen', async ({ page }) => {
      const response = await page.goto(`${prefix}/test-hooks/server-error`);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole('alert')).toContainText(t('crash.title'));
      await expect(page.getByRole('alert')).toContainText(t('crash.text'));
      await expect(page.getByRole('alert')).toContainText(new RegExp(`${t('crash.errorId')}: [0-9A-Z]{6,}`));
      await expect(page.getByRole('link', { name: t('crash.home') })).toHaveAttribute('href', home);
      await page.getByRole('link', { name: t('crash.reload') }).click();
      await expect(page).toHaveURL(`${prefix}/test-hooks/server-error`);
    });

    test.describe('a render error in an island', () => {
      test.use({ allowConsoleErrors: /Crash probe/ });
      test('shows the crash screen with an error ID made from the time', async ({ page }) => {
        const before = Date.now();
        await page.goto(`${prefix}/test-hooks/island-error`);
        const alert = page.getByRole('alert');
        await expect(alert).toContainText(t('crash.title'));
        await expect(alert).toContainText(t('crash.text'));
        const id = (await alert.locator('code').textContent()) ?? '';
        const time = parseInt(id, 36);
        expect(time).toBeGreaterThanOrEqual(before - 1000);
        expect(time).toBeLessThanOrEqual(Date.now());
        await expect(alert.getByRole('link', { name: t('crash.home') })).toHaveAttribute('href', home);
        await expect(alert.getByRole('link', { name: t('crash.reload') })).toBeVisible();
      });
    });

    test('an address carrying a script is refused with 400 and never runs or echoes it', async ({ page }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      const response = await page.goto(`${prefix}/blog?search=<script>alert(1)</script>`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('blocked.title'));
      expect(await page.content()).not.toContain('alert(1)');
      expect(dialogs).toBe(0);
    });
  });
}
