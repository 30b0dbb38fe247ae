import { translate, translator } from '#i18n/translate.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';
import { openWithoutScripts } from './held-scripts.ts';

for (const { locale, prefix, home } of LANGUAGES) {
  const t = translator(locale);

  test.describe(`content pages (${locale})`, () => {
    test('FAQ: one answer open at a time, clicking the open one closes it', async ({ page }) => {
      await page.goto(`${prefix}/faq`);
      const items = page.locator('details');
      expect(await items.count()).toBeGreaterThanOrEqual(32);
      await items.nth(0).locator('summary').click();
      await expect(items.nth(0)).toHaveAttribute('open', '');
      await items.nth(6).locator('summary').click();
      await expect(items.nth(6)).toHaveAttribute('open', '');
      await expect(items.nth(0)).not.toHaveAttribute('open');
      await expect(page.locator('details[open]')).toHaveCount(1);
      await items.nth(6).locator('summary').click();
      await expect(page.locator('details[open]')).toHaveCount(0);
    });

    test('FAQ sections alternate white and blue', async ({ page }) => {
      await page.goto(`${prefix}/faq`);
      const backgrounds = await page
        .locator('main section:has(details)')
        .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).backgroundColor));
      expect(backgrounds).toHaveLength(8);
      for (let index = 1; index < backgrounds.length; index += 1) expect(backgrounds[index]).not.toBe(backgrounds[index - 1]);
    });

    test('workshops: the hero buttons scroll to the contact block and the rollout plan', async ({ page }) => {
      await page.goto(`${prefix}/workshops`);
      await page
        .getByRole('link', { name: locale === 'de' ? 'Workshop anfragen' : 'Request a workshop' })
        .first()
        .click();
      await expect(page).toHaveURL(/#kontakt$/);
      await expect(page.locator('#kontakt')).toBeInViewport();
      await page.goto(`${prefix}/workshops`);
      await page
        .getByRole('link', { name: locale === 'de' ? 'Agenda ansehen' : 'View agenda' })
        .first()
        .click();
      await expect(page.locator('#agenda')).toBeInViewport();
      const days = page.locator('#agenda details');
      await expect(days).toHaveCount(7);
      await days.nth(1).locator('summary').click();
      await days.nth(3).locator('summary').click();
      await expect(page.locator('#agenda details[open]')).toHaveCount(1);
      await expect(page.getByRole('link', { name: /\+41/ })).toHaveAttribute('href', /^tel:\+41/);
    });

    test('legal pages remember the chosen language per page across reloads', async ({ page }) => {
      const other = locale === 'de' ? 'en' : 'de';
      await page.goto(`${prefix}/privacy`);
      const group = page.getByRole('group', { name: t('legal.languageLabel') });
      await expect(page.locator(`article[lang="${locale}"]`)).toBeVisible();
      await group.getByRole('button', { name: translate(other, `lang.${other}`) }).click();
      await expect(page.locator(`article[lang="${other}"]`)).toBeVisible();
      await expect(page.locator(`article[lang="${locale}"]`)).toBeHidden();
      await page.reload();
      await expect(page.locator(`article[lang="${other}"]`)).toBeVisible();
      await page.goto(`${prefix}/terms`);
      await expect(page.locator(`article[lang="${locale}"]`)).toBeVisible();
      await page.goto(`${prefix}/privacy`);
      await expect(page.locator(`article[lang="${other}"]`)).toBeVisible();
      await expect(group.getByRole('button', { name: translate(other, `lang.${other}`) })).toHaveAttribute('aria-pressed', 'true');
    });

    test('the legal page language buttons are in place before its script runs, so the text does not move', async ({ page }) => {
      let withoutScript = '';
      await page.route(`**${prefix}/privacy`, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        // The page as it is between its first paint and its script: the legal script's block left out.
        withoutScript = html.replace(/<script type="module">((?:(?!<\/script>)[\s\S])*)<\/script>/g, (script, code: string) =>
          code.includes('[data-legal-document]') ? '' : script,
        );
        const headers = Object.fromEntries(
          Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
        );
        await route.fulfill({ status: response.status(), headers, body: withoutScript });
      });
      // Whether the build writes the legal script into the page or links it, it does not run here: linked
      // scripts are held back, as on a slow connection, until the buttons have been seen.
      const release = await openWithoutScripts(page, `${prefix}/privacy`);
      const group = page.getByRole('group', { name: t('legal.languageLabel') });
      await expect(group).toBeVisible();
      await expect(group.getByRole('button')).toHaveCount(2);
      expect(withoutScript).toContain('data-legal-document=');
      expect(withoutScript).not.toContain('[data-legal-document]');
      release();
    });

    test('auth announces its redirect and goes home after 5 seconds', async ({ page }) => {
      await page.goto(`${prefix}/auth`);
      await expect(page.getByRole('main').getByRole('status')).not.toBeEmpty();
      await expect(page).toHaveURL(home, { timeout: 8000 });
    });

    test('auth: the visitor can stop the redirect', async ({ page }) => {
      await page.goto(`${prefix}/auth`);
      await page.getByRole('button', { name: t('auth.stay') }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(t('auth.stayed'));
      await page.waitForTimeout(5500);
      await expect(page).toHaveURL(`${prefix}/auth`);
    });

    test('an unknown service answers 404 with its message and a link back', async ({ page }) => {
      const response = await page.goto(`${prefix}/services/gibt-es-nicht`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('service.notFoundTitle'));
      await expect(page.getByText(t('service.notFoundText'))).toBeVisible();
      await page
        .getByRole('main')
        .getByRole('link', { name: t('service.backToList') })
        .click();
      await expect(page).toHaveURL(`${prefix}/services`);
    });
  });
}
