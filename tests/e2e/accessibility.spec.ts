import AxeBuilder from '@axe-core/playwright';
import { translate } from '../../src/i18n/translate.ts';
import { ERROR_PAGES, everyPage } from '../setup/pages.ts';
import { expect, test } from './fixtures.ts';

/** WCAG 2.2 AA, the rules axe-core groups under these tags. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const audit = async (page: import('@playwright/test').Page) => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};

const pages = [...everyPage(), ...ERROR_PAGES.map((page) => page.path)];

for (const path of pages) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
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
