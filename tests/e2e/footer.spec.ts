import siteConfig from '../../site.config.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { translate } from '../../src/i18n/translate.ts';
import { CONSULTATION_HOURS } from '../../src/lib/constants.ts';
import { FORM_ANSWER_PATHS, SERVICE_SLUGS } from '../../src/lib/routes.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';

for (const { locale } of LANGUAGES) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  for (const path of ['/', '/workshops', '/gibt-es-nicht']) {
    test(`footer on ${localizePath(path, locale)} has every part of spec §2`, async ({ page }) => {
      await page.goto(localizePath(path, locale));
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(t('footer.description'));
      await expect(footer).toContainText(t('footer.hours', CONSULTATION_HOURS));
      const network = footer.getByRole('link', { name: t('footer.network') });
      await expect(network).toHaveAttribute('href', siteConfig.linkedinUrl);
      await expect(network).toHaveAttribute('target', '_blank');
      await expect(network).toHaveAttribute('rel', /noopener/);

      const services = footer.locator('section', { has: page.getByRole('heading', { name: t('footer.servicesTitle'), exact: true }) }).getByRole('link');
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
}
