import { translator } from '#i18n/translate.ts';
import { contactFields } from './contact-fields.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';

for (const { locale, prefix } of LANGUAGES) {
  const t = translator(locale);

  test.describe(`contact form (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`${prefix}/contact`);
      await page.locator('#formular').scrollIntoViewIfNeeded();
      await page.locator('#formular astro-island:not([ssr])').waitFor();
    });

    const form = (page: import('@playwright/test').Page) => contactFields(page, locale);

    test('checks every field on submit with the texts of spec §5 and sends nothing', async ({ page }) => {
      let posted = false;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/contact')) posted = true;
      });
      const fields = form(page);
      await fields.name.fill('A');
      await fields.email.fill('keine-adresse');
      await expect(fields.company).toHaveAttribute('maxlength', '200');
      await fields.message.fill('kurz');
      await fields.submit.click();
      await expect(page.getByRole('status').filter({ hasText: t('validation.fixErrors') })).toBeVisible();
      await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
      await expect(fields.name).toHaveAccessibleDescription(t('validation.contact.name'));
      await expect(fields.email).toHaveAccessibleDescription(t('validation.contact.email'));
      await expect(fields.message).toHaveAccessibleDescription(t('validation.contact.message'));
      await expect(fields.name).toHaveValue('A');
      expect(posted).toBe(false);
    });

    // Decision 0025: a name that reads otherwise than it is written is refused in the browser too, with its own text.
    test('refuses a name and company with a bidirectional override at their fields and sends nothing', async ({ page }) => {
      let posted = false;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/contact')) posted = true;
      });
      const fields = form(page);
      await fields.name.fill('invoice\u202efdp.exe');
      await fields.email.fill('anna@example.ch');
      await fields.company.fill('Muster\u2067 AG');
      await fields.message.fill('Wir möchten unsere Belegverarbeitung automatisieren.');
      await fields.submit.click();
      await expect(fields.name).toHaveAccessibleDescription(t('validation.contact.nameControls'));
      await expect(fields.company).toHaveAccessibleDescription(t('validation.contact.companyControls'));
      expect(posted).toBe(false);
    });

    test('sends a valid message: submitting state, success message, form and errors cleared', async ({ page }) => {
      await page.route('**/api/contact', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      const fields = form(page);
      await fields.submit.click();
      await fields.name.fill('Anna Muster');
      await fields.email.fill('anna@example.ch');
      await fields.message.fill('Wir möchten unsere Belegverarbeitung automatisieren.');
      await fields.submit.click();
      await expect(page.getByRole('button', { name: t('contact.form.sending') })).toBeDisabled();
      await expect(page.getByText(t('contact.success'))).toBeVisible();
      await expect(fields.name).toHaveValue('');
      await expect(fields.message).toHaveValue('');
      await expect(fields.name).not.toHaveAttribute('aria-invalid');
    });

    test.describe('when the server cannot be reached', () => {
      test.use({ allowConsoleErrors: /ERR_FAILED/ });
      test('keeps the values and says so', async ({ page }) => {
        await page.route('**/api/contact', (route) => route.abort());
        const fields = form(page);
        await fields.name.fill('Anna Muster');
        await fields.email.fill('anna@example.ch');
        await fields.message.fill('Bitte um Rückruf wegen der MWST-Abrechnung.');
        await fields.submit.click();
        await expect(page.getByText(t('contact.failure'))).toBeVisible();
        await expect(fields.name).toHaveValue('Anna Muster');
        await expect(fields.message).toHaveValue('Bitte um Rückruf wegen der MWST-Abrechnung.');
      });
    });
  });
}
