import { translator } from '#i18n/translate.ts';
import { localizePath } from '#i18n/paths.ts';
import { SERVICE_SLUGS, servicePath } from '#lib/routes.ts';
import { SERVICES_MENU_CLOSE_DELAY_MS } from '#scripts/services-menu.ts';
import { expect, LANGUAGES, siteScriptRan, test } from './fixtures.ts';
import { openWithoutScripts } from './held-scripts.ts';

for (const { locale, home } of LANGUAGES) {
  const t = translator(locale);

  test.describe(`header (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(localizePath('/about', locale));
      await siteScriptRan(page);
    });

    test('shows Home, Services, Blog, About, FAQ and Contact in this order', async ({ page }) => {
      const nav = page.getByRole('navigation', { name: t('nav.label') });
      const items = nav.locator(':scope > ul > li > a, :scope > ul > li > button');
      await expect(items).toHaveText([t('nav.home'), t('nav.services'), t('nav.blog'), t('nav.about'), t('nav.faq'), t('nav.contact')]);
      await expect(nav.getByRole('link', { name: t('nav.about') })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: t('nav.home') })).toHaveAttribute('href', home);
    });

    test('the Services menu opens on hover and lists All Services plus the six services', async ({ page }) => {
      const trigger = page.getByRole('button', { name: t('nav.services') });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator('#services-menu-panel');
      await expect(panel).toBeVisible();
      const links = panel.getByRole('link');
      await expect(links).toHaveText([t('nav.allServices'), ...SERVICE_SLUGS.map((slug) => t(`services.${slug}`))]);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([localizePath('/services', locale), ...SERVICE_SLUGS.map((slug) => localizePath(servicePath(slug), locale))]);
    });

    test('closes 200 ms after the pointer leaves, and stays open if it comes back in time', async ({ page }) => {
      const trigger = page.getByRole('button', { name: t('nav.services') });
      await trigger.hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const closedAfter = await page.evaluate(() => {
        const menu = document.querySelector<HTMLElement>('[data-services-menu]')!;
        return new Promise<number>((resolve) => {
          const started = performance.now();
          new MutationObserver(() => {
            if (!menu.hasAttribute('data-open')) resolve(performance.now() - started);
          }).observe(menu, { attributes: true });
          menu.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
        });
      });
      expect(closedAfter).toBeGreaterThanOrEqual(SERVICES_MENU_CLOSE_DELAY_MS - 5);
      expect(closedAfter).toBeLessThan(SERVICES_MENU_CLOSE_DELAY_MS + 150);
      await expect(page.locator('#services-menu-panel')).toBeHidden();

      await trigger.hover();
      await page.mouse.move(5, 400);
      await page.waitForTimeout(80);
      await trigger.hover();
      await page.waitForTimeout(SERVICES_MENU_CLOSE_DELAY_MS + 100);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });

    test('a menu opened by hovering closes on Escape, with the pointer still on it (WCAG 1.4.13)', async ({ page }) => {
      const trigger = page.getByRole('button', { name: t('nav.services') });
      await trigger.hover();
      await expect(page.locator('#services-menu-panel')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('#services-menu-panel')).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    test('is usable with the keyboard: focus opens, arrow enters, Escape closes and returns focus', async ({ page }) => {
      const trigger = page.getByRole('button', { name: t('nav.services') });
      await page
        .getByRole('navigation', { name: t('nav.label') })
        .getByRole('link', { name: t('nav.home') })
        .focus();
      await page.keyboard.press('Tab');
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator('#services-menu-panel');
      await page.keyboard.press('ArrowDown');
      await expect(panel.getByRole('link', { name: t('nav.allServices') })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', { name: t(`services.${SERVICE_SLUGS[0]}`) })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    test('a mouse click keeps the hover-opened menu open, a second click closes it', async ({ page }) => {
      const trigger = page.getByRole('button', { name: t('nav.services') });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    test('closes when focus leaves the menu', async ({ page }) => {
      const trigger = page.getByRole('button', { name: t('nav.services') });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page
        .getByRole('navigation', { name: t('nav.label') })
        .getByRole('link', { name: t('nav.blog') })
        .focus();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    test('a service chosen in the menu opens its page', async ({ page }) => {
      await page.getByRole('button', { name: t('nav.services') }).hover();
      await page
        .getByRole('link', { name: t('services.tax-reporting') })
        .first()
        .click();
      await expect(page).toHaveURL(localizePath('/services/tax-reporting', locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#services-menu-panel a[aria-current="page"]')).toHaveText(t('services.tax-reporting'));
    });
  });

  test.describe(`header before its script (${locale})`, () => {
    test('a visitor tabbed into the Services menu stays in it, the menu open, when the script takes over', async ({ page }) => {
      const release = await openWithoutScripts(page, localizePath('/about', locale));
      const trigger = page.getByRole('button', { name: t('nav.services') });
      const allServices = page.locator('#services-menu-panel').getByRole('link', { name: t('nav.allServices') });
      await trigger.focus();
      await page.keyboard.press('Tab');
      await expect(allServices).toBeFocused();
      await expect(allServices).toBeVisible();
      release();

      await expect(page.locator('[data-services-menu]')).toHaveAttribute('data-enhanced', '');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(allServices).toBeVisible();
      await expect(allServices).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: t(`services.${SERVICE_SLUGS[0]}`) }).first()).toBeFocused();
    });

    test('a menu open under the pointer stays open when the script takes over', async ({ page }) => {
      const release = await openWithoutScripts(page, localizePath('/about', locale));
      const trigger = page.getByRole('button', { name: t('nav.services') });
      await trigger.hover();
      const panel = page.locator('#services-menu-panel');
      await expect(panel).toBeVisible();
      release();

      await expect(page.locator('[data-services-menu]')).toHaveAttribute('data-enhanced', '');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
    });
  });
}
