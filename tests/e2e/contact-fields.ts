import type { Page } from '@playwright/test';
import { translator } from '#i18n/translate.ts';
import type { Locale } from '#i18n/config.ts';

/** The contact form's controls, found by role and visible name in the page's language. */
export function contactFields(page: Page, locale: Locale) {
  const t = translator(locale);
  return {
    name: page.getByLabel(t('contact.form.name'), { exact: true }),
    email: page.getByLabel(t('contact.form.email'), { exact: true }),
    company: page.getByLabel(`${t('contact.form.company')} ${t('contact.form.optional')}`),
    message: page.getByLabel(t('contact.form.message'), { exact: true }),
    submit: page.getByRole('button', { name: t('contact.form.submit') }),
  };
}
