import { translator } from '#i18n/translate.ts';
import { expect, LANGUAGES, siteScriptRan, test, turnTo } from './fixtures.ts';

for (const { locale, prefix } of LANGUAGES) {
  const t = translator(locale);
  const count = (n: number) => (n === 1 ? t('blog.countOne') : t('blog.count', { n }));

  test.describe(`blog listing (${locale})`, () => {
    test('keeps what was typed before the filter came to life', async ({ page }) => {
      await page.route('**/_astro/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      await page.goto(`${prefix}/blog`, { waitUntil: 'commit' });
      await page.getByRole('searchbox').fill('bexio');
      await page.getByRole('main').locator('astro-island:not([ssr])').waitFor();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    });

    test("the filter's code comes when the visitor turns to it, or at once when the address asks for a search", async ({ page }) => {
      // Decision 0054: hydrating the listing as the page opens blocked the main thread of a slow phone.
      const filterCode = () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.includes('/_astro/BlogListing')),
        );
      await page.goto(`${prefix}/blog`);
      await siteScriptRan(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
      expect(await filterCode()).toEqual([]);
      await expect(page.getByRole('main').locator('astro-island')).toHaveAttribute('ssr');
      await turnTo(page.getByRole('main').getByRole('search'));
      expect(await filterCode()).toHaveLength(1);

      await page.goto(`${prefix}/blog?q=Abacus`);
      await expect(page.getByRole('main').locator('astro-island')).not.toHaveAttribute('ssr');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    });

    test('filters live by search, category and both, and resets', async ({ page }) => {
      await page.goto(`${prefix}/blog`);
      await turnTo(page.getByRole('main').getByRole('search'));
      const cards = page.getByRole('main').getByRole('article');
      const status = page.getByRole('main').getByRole('status');
      await expect(cards).toHaveCount(5);
      await expect(status).toHaveText(count(5));

      const search = page.getByRole('searchbox', { name: t('blog.searchLabel') });
      await expect(search).toHaveAttribute('placeholder', t('blog.searchPlaceholder'));
      await search.pressSequentially('bexio');
      await expect(cards).toHaveCount(1);
      await expect(status).toHaveText(count(1));

      await search.fill('');
      const category = page.getByRole('combobox', { name: t('blog.categoryLabel') });
      await expect(category.locator('option')).toHaveCount(7);
      await expect(category.locator('option').first()).toHaveText(t('blog.allPosts'));
      await category.selectOption('KMU');
      await expect(cards).toHaveCount(2);

      await search.fill('QR');
      await expect(cards).toHaveCount(1);
      await search.fill('zzz-nothing');
      await expect(cards).toHaveCount(0);
      await expect(page.getByText(t('blog.noResults'))).toBeVisible();
      await expect(status).toHaveText(count(0));

      await page.getByRole('button', { name: t('blog.reset') }).click();
      await expect(search).toHaveValue('');
      await expect(category).toHaveValue('');
      await expect(cards).toHaveCount(5);
    });

    test('?search= and ?q= prefill the search', async ({ page }) => {
      await page.goto(`${prefix}/blog?search=Abacus`);
      await expect(page.getByRole('searchbox')).toHaveValue('Abacus');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
      await page.goto(`${prefix}/blog?q=QR`);
      await expect(page.getByRole('searchbox')).toHaveValue('QR');
      await expect(page.getByRole('main').getByRole('article')).not.toHaveCount(5);
    });

    test('cards show badge, de-CH date and read time, newest first, and open the article', async ({ page }) => {
      await page.goto(`${prefix}/blog`);
      const first = page.getByRole('main').getByRole('article').first();
      await expect(first).toContainText('20.01.2025');
      await expect(first).toContainText('Bexio');
      // The minutes are those of the article (blog-search.spec.ts compares them).
      await expect(first).toContainText(t('blog.readTime', { n: 987654 }).replace('987654', ''));
      await first.getByRole('link').click();
      await expect(page).toHaveURL(`${prefix}/blog/bexio-vs-abacus-comparison`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('time').first()).toHaveText(locale === 'de' ? '20. Januar 2025' : '20 January 2025');
      await page.getByRole('link', { name: `← ${t('blog.back')}` }).click();
      await expect(page).toHaveURL(`${prefix}/blog`);
    });

    test('an unknown article answers 404 with its message and a way back', async ({ page }) => {
      const response = await page.goto(`${prefix}/blog/gibt-es-nicht`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('blog.notFoundTitle'));
      await page
        .getByRole('main')
        .getByRole('link', { name: t('blog.back') })
        .click();
      await expect(page).toHaveURL(`${prefix}/blog`);
    });
  });
}

test.describe('blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the listing shows every post', async ({ page }) => {
    await page.goto('/blog?search=Abacus');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
  });
});
