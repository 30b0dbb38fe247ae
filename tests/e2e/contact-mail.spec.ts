import type { Page } from '@playwright/test';
import siteConfig from '#site.config.ts';
import { translator } from '#i18n/translate.ts';
import { contactFields } from './contact-fields.ts';
import { LANGUAGES } from './fixtures.ts';
import { expect, mailText, test } from './mail-fixtures.ts';

const operator = siteConfig.email.notifications;

for (const { locale, prefix } of LANGUAGES) {
  const t = translator(locale);
  const form = (page: Page) => contactFields(page, locale);

  test.describe(`contact message by mail (${locale})`, () => {
    test('a sent message clears the form and arrives at the operator address', async ({ page, mailSite }) => {
      const name = `Anna Muster ${locale}${Date.now()}`;
      await page.goto(`${prefix}/contact`);
      await page.locator('#formular').scrollIntoViewIfNeeded();
      await page.locator('astro-island:not([ssr])').waitFor();
      const fields = form(page);
      await fields.name.fill(name);
      await fields.email.fill('anna@example.ch');
      await fields.company.fill('Muster Treuhand AG');
      await fields.message.fill('Wir möchten die Belegverarbeitung automatisieren.');
      await fields.submit.click();
      await expect(page.getByText(t('contact.success'))).toBeVisible();
      await expect(fields.name).toHaveValue('');
      await expect(fields.company).toHaveValue('');
      const mail = await mailSite.mailMatching((candidate) => mailText(candidate).includes(name));
      expect(mail.to).toEqual([operator]);
      expect(mailText(mail)).toContain('Muster Treuhand AG');
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the answer page shows each error at its field with the values kept', async ({ page }) => {
        await page.goto(`${prefix}/contact`);
        const fields = form(page);
        // Values the browser's own checks let through but the server's (trimmed, spec §5) do not.
        await fields.name.fill('A ');
        await fields.email.fill('anna@example');
        await fields.message.fill('Kurz.     ');
        await fields.submit.click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/contact/send#formular$`));
        await expect(page.getByRole('main').getByRole('status')).toHaveText(t('validation.fixErrors'));
        await expect(fields.name).toHaveValue('A ');
        await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
        await expect(fields.name).toHaveAccessibleDescription(t('validation.contact.name'));
        await expect(fields.email).toHaveValue('anna@example');
        await expect(fields.email).toHaveAccessibleDescription(t('validation.contact.email'));
        await expect(fields.message).toHaveValue('Kurz.     ');
        await expect(fields.message).toHaveAccessibleDescription(t('validation.contact.message'));
        await expect(fields.company).not.toHaveAttribute('aria-invalid');
      });

      test('a valid message is answered with the success message and arrives by mail', async ({ page, mailSite }) => {
        const name = `Beat Beispiel ${locale}${Date.now()}`;
        await page.goto(`${prefix}/contact`);
        const fields = form(page);
        await fields.name.fill(name);
        await fields.email.fill('beat@example.ch');
        await fields.message.fill('Bitte rufen Sie mich wegen der MWST-Abrechnung an.');
        await fields.submit.click();
        await expect(page.getByRole('main').getByRole('status')).toHaveText(t('contact.success'));
        await expect(fields.name).toHaveValue('');
        const mail = await mailSite.mailMatching((candidate) => mailText(candidate).includes(name));
        expect(mail.to).toEqual([operator]);
      });
    });
  });
}
