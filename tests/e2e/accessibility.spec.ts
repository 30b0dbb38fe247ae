import { localeFromPath, stripLocale } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';
import { PAGE_PATHS } from '#lib/routes.ts';
import { ERROR_PAGES, everyPage } from '../setup/pages.ts';
import { audit } from './axe.ts';
import { expect, test } from './fixtures.ts';

const pages = [...everyPage(), ...ERROR_PAGES.map((page) => page.path)];

for (const path of pages) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    // The auth page goes home after 5 s; on a busy machine the audit takes longer. It is audited as the visitor
    // who stopped the redirect sees it.
    if (stripLocale(path) === PAGE_PATHS.auth)
      await page.getByRole('button', { name: translate(localeFromPath(path), 'auth.stay') }).click();
    expect(await audit(page)).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ['/', '/en/', '/en/services/erp-automation', '/faq']) {
    test(`${path} has no violations, menu closed and open`, async ({ page }) => {
      await page.goto(path);
      expect(await audit(page)).toEqual([]);
      const locale = path.startsWith('/en') ? 'en' : 'de';
      await page.getByRole('button', { name: translate(locale, 'nav.openMenu') }).click();
      expect(await audit(page)).toEqual([]);
    });
  }
});

test('the open Services menu has no violations', async ({ page }) => {
  await page.goto('/en/services');
  await page.getByRole('button', { name: translate('en', 'nav.services') }).click();
  expect(await audit(page)).toEqual([]);
});

test('the contact form showing its errors has no violations', async ({ page }) => {
  await page.goto('/contact');
  await page.locator('#formular').scrollIntoViewIfNeeded();
  await page.locator('#formular astro-island:not([ssr])').waitFor();
  await page.getByRole('button', { name: translate('de', 'contact.form.submit') }).click();
  await expect(page.getByText(translate('de', 'validation.contact.name'))).toBeVisible();
  expect(await audit(page)).toEqual([]);
});

// The pages that answer a plain form post, showing errors (axe needs JavaScript, so the post is made by routing the navigation).
const ANSWER_POSTS: { path: string; form: Record<string, string>; error: string }[] = [
  {
    path: '/contact/send',
    form: { lang: 'de', name: 'A', email: 'keine-adresse', message: 'kurz' },
    error: translate('de', 'validation.contact.name'),
  },
  {
    path: '/en/contact/send',
    form: { lang: 'en', name: 'A', email: 'no-address', message: 'short' },
    error: translate('en', 'validation.contact.name'),
  },
  { path: '/waitlist', form: { lang: 'de', email: 'a@b', consent: 'on' }, error: translate('de', 'validation.waitlist.emailInvalid') },
  { path: '/en/waitlist', form: { lang: 'en', email: 'a@b', consent: 'on' }, error: translate('en', 'validation.waitlist.emailInvalid') },
];
for (const { path, form, error } of ANSWER_POSTS) {
  test(`the answer to a plain post to ${path} has no violations`, async ({ page, baseURL }) => {
    await page.route(`**${path}`, (route) =>
      route.continue({
        method: 'POST',
        postData: new URLSearchParams(form).toString(),
        headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded', origin: baseURL! },
      }),
    );
    await page.goto(path);
    await expect(page.getByText(error).first()).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });
}
