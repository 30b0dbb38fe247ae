import siteConfig from '#site.config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/translate.ts';
import { consultationHours } from '#lib/consultation-hours.ts';
import { FORM_ANSWER_PATHS, SERVICE_SLUGS } from '#lib/routes.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';

for (const { locale } of LANGUAGES) {
  const t = translator(locale);

  for (const path of ['/', '/workshops', '/gibt-es-nicht']) {
    test(`footer on ${localizePath(path, locale)} has every part of spec §2`, async ({ page }) => {
      await page.goto(localizePath(path, locale));
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(t('footer.description'));
      await expect(footer).toContainText(consultationHours(locale));
      const network = footer.getByRole('link', { name: t('footer.network') });
      await expect(network).toHaveAttribute('href', siteConfig.linkedinUrl);
      await expect(network).toHaveAttribute('target', '_blank');
      await expect(network).toHaveAttribute('rel', /noopener/);

      const services = footer
        .locator('section', { has: page.getByRole('heading', { name: t('footer.servicesTitle'), exact: true }) })
        .getByRole('link');
      await expect(services).toHaveText([t('nav.allServices'), ...SERVICE_SLUGS.map((slug) => t(`services.${slug}`))]);

      const email = footer.getByLabel(t('footer.emailLabel'));
      await expect(email).toHaveAttribute('type', 'email');
      // Before its script arrives (and without JavaScript) the form posts to the answer page of its language.
      const form = footer.locator('form');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', localizePath(FORM_ANSWER_PATHS.newsletter, locale));
      await expect(footer.getByRole('button', { name: t('footer.subscribe') })).toBeVisible();
      if (locale === 'de') await expect(footer.getByRole('button', { name: 'Anmelden' })).toBeVisible();

      await expect(footer).toContainText(t('footer.copyright', { year: new Date().getFullYear(), company: siteConfig.legalEntity }));
      const legal = footer.getByRole('navigation', { name: t('footer.legalTitle') });
      await expect(legal.getByRole('link', { name: t('footer.privacy') })).toHaveAttribute('href', localizePath('/privacy', locale));
      await expect(legal.getByRole('link', { name: t('footer.terms') })).toHaveAttribute('href', localizePath('/terms', locale));
      await expect(legal.getByRole('link', { name: t('footer.impressum') })).toHaveAttribute('href', localizePath('/impressum', locale));
    });
  }
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at the bottom of the page (${viewport.width}px, ${locale}) the assistant's button covers no footer link`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(localizePath('/', locale));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const launcher = await page.getByRole('button', { name: t('chat.launcher') }).boundingBox();
      expect(launcher).not.toBeNull();
      const links = page.getByRole('contentinfo').getByRole('link');
      for (let index = 0; index < (await links.count()); index += 1) {
        const link = links.nth(index);
        const box = await link.boundingBox();
        if (!box || !launcher) continue;
        const overlaps =
          box.x < launcher.x + launcher.width &&
          launcher.x < box.x + box.width &&
          box.y < launcher.y + launcher.height &&
          launcher.y < box.y + box.height;
        expect(overlaps, `"${await link.textContent()}" lies under the assistant's button`).toBe(false);
      }
    });
  }
}
