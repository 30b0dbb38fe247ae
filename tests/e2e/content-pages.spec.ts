import { localizePath } from '#i18n/paths.ts';
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

    test('a stored choice that is no language of the page leaves the page as it is, without an error', async ({ page }) => {
      await page.goto(`${prefix}/privacy`);
      await page.evaluate(() => localStorage.setItem('legal-language:privacy', '"]<img src=x onerror=alert(1)>'));
      await page.reload();
      // The switch's code was asked for and has run (its template is gone); the fixture fails on any page error.
      await expect(page.locator('template[data-on-demand-script]')).toHaveCount(0);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
      await expect(page.locator(`article[lang="${locale}"]`)).toBeVisible();
      await expect(page.locator('main img')).toHaveCount(0);
      const own = page
        .getByRole('group', { name: t('legal.languageLabel') })
        .getByRole('button', { name: translate(locale, `lang.${locale}`) });
      await expect(own).toHaveAttribute('aria-pressed', 'true');
    });

    test.describe('a legal version offline', () => {
      // The refused request of the other version is reported by the browser as a failed load.
      test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

      test('a legal page carries its own language only; the other comes from its page when chosen, and a failure is said, the text kept', async ({
        page,
      }) => {
        const other = locale === 'de' ? 'en' : 'de';
        const otherPath = localizePath('/privacy', other);
        const response = await page.goto(`${prefix}/privacy`);
        expect(await response!.text()).not.toContain(`<article lang="${other}"`);
        const group = page.getByRole('group', { name: t('legal.languageLabel') });
        const otherButton = group.getByRole('button', { name: translate(other, `lang.${other}`) });

        await page.route(
          (url) => url.pathname === otherPath,
          (route) => route.abort('internetdisconnected'),
        );
        await otherButton.click();
        await expect(page.getByRole('status').filter({ hasText: t('legal.loadFailed') })).toBeVisible();
        await expect(page.locator(`article[lang="${locale}"]`)).toBeVisible();
        await expect(otherButton).toHaveAttribute('aria-pressed', 'false');

        await page.unrouteAll();
        await otherButton.click();
        await expect(page.locator(`article[lang="${other}"]`)).toBeVisible();
        await expect(page.locator(`article[lang="${locale}"]`)).toBeHidden();
        await expect(page.getByRole('status').filter({ hasText: t('legal.loadFailed') })).toHaveCount(0);
        // One first heading in the page, the page's own (hidden now): the other version's title is its second.
        await expect(page.locator('main h1')).toHaveCount(1);
        const otherTitle = /<h1[^>]*>([^<]+)<\/h1>/.exec(await (await page.request.get(otherPath)).text())![1]!;
        await expect(page.locator(`article[lang="${other}"] h2`).first()).toHaveText(otherTitle);
        await expect(otherButton).toHaveAttribute('aria-pressed', 'true');
      });
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
