import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { blogLabelsSchema } from '#content/schemas.ts';
import { translator } from '#i18n/translate.ts';
import { SUGGESTED_SEARCHES } from '#lib/constants.ts';
import { expect, LANGUAGES, test, turnTo } from './fixtures.ts';

const labels = blogLabelsSchema.parse(load(readFileSync(path.resolve(import.meta.dirname, '../../src/content/blog/labels.yaml'), 'utf8')));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const { locale, prefix } of LANGUAGES) {
  const t = translator(locale);
  const shownLabels = new Set(Object.values(labels).map((label) => label[locale]));
  // The read time as the dictionary words it, whatever the number.
  const readTime = new RegExp(`^${escapeRegExp(t('blog.readTime', { n: 987654 })).replace('987654', '\\d+')}$`);

  test.describe(`blog search, labels and read time (${locale})`, () => {
    test('every suggested search of the not-found page lists at least one post', async ({ page }) => {
      for (const key of SUGGESTED_SEARCHES) {
        const term = t(`notFound.search.${key}`);
        await page.goto(`${prefix}/gibt/es/nicht`);
        await page.getByRole('main').getByRole('link', { name: term, exact: true }).click();
        await expect(page).toHaveURL(`${prefix}/blog?search=${encodeURIComponent(term)}`);
        // The island prefills the search from the address once it is hydrated.
        await expect(page.getByRole('searchbox')).toHaveValue(term);
        const cards = page.getByRole('main').getByRole('article');
        await expect(cards.first(), term).toBeVisible();
        const n = await cards.count();
        expect(n, term).toBeGreaterThan(0);
        await expect(page.getByRole('main').getByRole('status')).toHaveText(n === 1 ? t('blog.countOne') : t('blog.count', { n }));
      }
    });

    test('categories, badges and chips show the labels of the language, and a label still filters by its tag', async ({ page }) => {
      await page.goto(`${prefix}/blog`);
      await turnTo(page.getByRole('main').getByRole('search'));
      const category = page.getByRole('combobox', { name: t('blog.categoryLabel') });
      const options = await category
        .locator('option')
        .evaluateAll((nodes) => nodes.slice(1).map((node) => ({ value: (node as HTMLOptionElement).value, text: node.textContent ?? '' })));
      expect(options.length).toBeGreaterThan(0);
      for (const { value, text } of options) expect(text, value).toBe(labels[value]?.[locale]);

      const cards = page.getByRole('main').getByRole('article');
      const chips = await cards.getByRole('listitem').allTextContents();
      const badges = await cards.evaluateAll((nodes) => nodes.map((node) => node.querySelector('span')?.textContent ?? ''));
      expect(chips.length).toBeGreaterThan(0);
      for (const text of [...chips, ...badges]) expect(shownLabels, text).toContain(text);

      await category.selectOption({ label: labels.vergleich![locale] });
      await expect(category).toHaveValue('vergleich');
      await expect(cards).toHaveCount(1);
      await expect(cards.first().getByRole('heading')).toContainText('Bexio');
    });

    test('each card shows the read time of its article', async ({ page }) => {
      await page.goto(`${prefix}/blog`);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(5);
      const shown = await cards.evaluateAll((nodes) =>
        nodes.map((node) => ({
          href: node.querySelector('h3 a')?.getAttribute('href') ?? '',
          times: [...node.querySelectorAll('span')].map((span) => span.textContent ?? ''),
        })),
      );
      for (const { href, times } of shown) {
        const card = times.filter((text) => readTime.test(text));
        expect(card, href).toHaveLength(1);
        await page.goto(href);
        await expect(page.getByRole('article').locator('header').getByText(readTime), href).toHaveText(card[0]!);
      }
    });
  });
}
