import type { Browser, Page } from '@playwright/test';
import { translator } from '#i18n/console-translate.ts';
import { zurichClock } from '#lib/zurich-time.ts';
import { operatorSessionCookie } from '../setup/operator.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';

// Decision 0036: the Statistics page shows what visitors' page views on this server counted. Other tests add
// counts too, so the figures asserted are those of a campaign and a page only these tests use.

/**
 * Visitors told apart by their user agents (they all come from 127.0.0.1): a desktop, a phone, a tablet. A
 * visitor is an address and a user agent for the day, so each run's browsers have versions of their own.
 */
const visitorsOfRun = (run: number) =>
  [
    { device: 'desktop', userAgent: `Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.${run}` },
    {
      device: 'mobile',
      userAgent: `Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.${run} Mobile/15E148 Safari/604.1`,
    },
    {
      device: 'tablet',
      userAgent: `Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.${run} Mobile/15E148 Safari/604.1`,
    },
  ] as const;
const VISITORS = 3;

/** A blog post per language that the other browser tests do not open. */
const POSTS = { de: '/blog/qr-rechnung-automation-schweiz', en: '/en/blog/swiss-sme-accounting-automation' } as const;

const today = () => zurichClock(new Date()).day;
const digits = (text: string) => Number(text.replace(/\D/g, ''));

/** Each visitor lands on the home page from the campaign, then reads the post; one sends a message. */
async function visitorsCome(browser: Browser, baseURL: string, home: string, post: string, campaign: string, locale: string) {
  for (const [index, { userAgent }] of visitorsOfRun(Date.now() % 1_000_000).entries()) {
    const context = await browser.newContext({ baseURL, userAgent, locale: locale === 'de' ? 'de-CH' : 'en-GB' });
    const page = await context.newPage();
    expect((await page.goto(`${home}?utm_source=e2e&utm_medium=test&utm_campaign=${campaign}`))?.status()).toBe(200);
    expect((await page.goto(post))?.status()).toBe(200);
    if (index === 0) {
      const data = {
        name: 'Stella Statistik',
        email: `${campaign}@example.ch`,
        company: 'Stat AG',
        message: 'Eine Frage zur Statistik.',
        lang: locale,
      };
      expect((await context.request.post('/api/contact', { data })).status()).toBe(200);
    }
    await context.close();
  }
}

/**
 * Reloads the page until the campaign's row shows all the visitors and the post their views: counts reach
 * the database at the next flush (every 5 s), a visitor's two pages perhaps in two flushes.
 */
async function waitForCounts(page: Page, locale: 'de' | 'en', campaign: string) {
  const t = translator(locale);
  const last = (caption: string, name: string) =>
    page
      .getByRole('table', { name: caption, exact: true })
      .getByRole('row', { name: new RegExp(`^${name}\\s`) })
      .getByRole('cell')
      .last();
  await expect(async () => {
    await page.reload();
    expect(digits(await last(t('console.statistics.caption.campaigns'), campaign).innerText({ timeout: 500 }))).toBe(VISITORS);
    expect(digits(await last(t('console.statistics.caption.pages'), POSTS[locale]).innerText({ timeout: 500 }))).toBeGreaterThanOrEqual(
      VISITORS,
    );
  }).toPass({ timeout: 25_000, intervals: [1000] });
}

for (const { locale, prefix, home } of LANGUAGES) {
  const t = translator(locale);
  const statistics = `${prefix}/admin/statistics`;
  const chartName = new RegExp(`^${t('console.statistics.visitors')}, `);

  test.describe(`statistics (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([await operatorSessionCookie(baseURL!, 'statistics@example.ch')]);
    });

    test('shows the visitors, pages, campaign, devices and conversions the test caused, axe clean, at 1366 and 320 px', async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      test.slow();
      const campaign = `stats-e2e-${locale}-${Date.now()}`;
      await visitorsCome(browser, baseURL!, home, POSTS[locale], campaign, locale);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${statistics}?days=7`);
      await expect(page.getByRole('heading', { level: 1, name: t('console.statistics.title') })).toBeVisible();
      await expect(page.getByRole('link', { name: t('console.statistics.lastDays', { n: 7 }) })).toHaveAttribute('aria-current', 'page');
      await waitForCounts(page, locale, campaign);

      const rowOf = (caption: string, name: string | RegExp) =>
        page.getByRole('table', { name: caption, exact: true }).getByRole('row', { name });
      const homeRow = new RegExp(`^${locale === 'de' ? '/' : '/en/?'}\\s`);
      await expect(rowOf(t('console.statistics.caption.entries'), homeRow)).toBeVisible();
      for (const device of ['desktop', 'mobile', 'tablet'] as const)
        await expect(rowOf(t('console.statistics.caption.devices'), t(`console.statistics.device.${device}`))).toBeVisible();
      await expect(rowOf(t('console.statistics.caption.languages'), t(`lang.${locale}`))).toBeVisible();
      await expect(rowOf(t('console.statistics.caption.sources'), /^e2e\s/)).toBeVisible();
      await expect(rowOf(t('console.statistics.caption.conversions'), t('console.statistics.kind.contact_message'))).toBeVisible();
      // The message is credited to the page its sender entered by: a rate in that row, as a percentage.
      await expect(rowOf(t('console.statistics.caption.ratesByEntry'), homeRow).getByRole('cell').last()).toHaveText(/%/);
      // Today's row of the daily table and the chart drawn for it.
      const todayRow = rowOf(t('console.statistics.dailyCaption'), new RegExp(today().split('-').reverse().join('.')));
      expect(digits(await todayRow.getByRole('cell').first().innerText())).toBeGreaterThanOrEqual(VISITORS);
      await expect(page.getByRole('img', { name: chartName })).toBeVisible();

      expect(await audit(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`statistics-${locale}-1366.png`), fullPage: true });
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.screenshot({ path: testInfo.outputPath(`statistics-${locale}-320.png`), fullPage: true });

      // The overview's figures lead here.
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${prefix}/admin`);
      const visitors = page.getByRole('row', { name: new RegExp(t('console.overview.metric.visitors')) });
      expect(digits(await visitors.getByRole('cell').first().innerText())).toBeGreaterThanOrEqual(VISITORS);
      await visitors.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: t('console.statistics.title') })).toBeVisible();
    });

    test('a range chosen by keyboard only, a wrong one refused in words, and the CSV of the range', async ({ page, browser, baseURL }) => {
      await page.goto(statistics);
      const from = page.getByLabel(t('console.statistics.from'), { exact: true });
      await tabTo(page, from);
      // Chromium's date field takes the digits in the browser's order (en-US: month, day, year).
      const [year, month, day] = today().split('-');
      await page.keyboard.type(`${month}${day}${year}`);
      await page.keyboard.press('Tab');
      await page.keyboard.type(`${month}${day}${year}`);
      await tabTo(page, page.getByRole('button', { name: t('console.statistics.show') }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`from=${today()}&to=${today()}`));
      const shown = `${day}.${month}.${year}`;
      await expect(page.getByRole('heading', { level: 2, name: t('console.statistics.showingDay', { day: shown }) })).toBeVisible();
      await expect(page.getByRole('table', { name: t('console.statistics.dailyCaption') }).getByRole('row')).toHaveCount(2);

      await page.goto(`${statistics}?from=${today()}&to=2020-01-01`);
      await expect(page.getByRole('alert')).toHaveText(t('console.statistics.problem.order'));
      await expect(from).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('heading', { level: 2, name: /\(30/ })).toBeVisible();

      const csv = await page.request.get(`${statistics}.csv?from=${today()}&to=${today()}`);
      expect(csv.status()).toBe(200);
      expect(csv.headers()['content-type']).toContain('text/csv');
      const lines = (await csv.text()).split('\r\n');
      expect(lines[0]).toBe('day,metric,key,detail,count');
      expect(lines.some((line) => line.startsWith(`${today()},visitor,,,`))).toBe(true);
      expect((await page.request.get(`${statistics}.csv?from=2020-01-01&to=2030-01-01`)).status()).toBe(400);
      const stranger = await browser.newContext({ baseURL });
      expect((await stranger.request.get(`${statistics}.csv`)).status()).toBe(404);
      await stranger.close();
    });

    test('works the same without JavaScript', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      await context.addCookies([await operatorSessionCookie(baseURL!, 'statistics@example.ch')]);
      const page = await context.newPage();
      await page.goto(statistics);
      await page.getByRole('link', { name: t('console.statistics.lastDays', { n: 90 }) }).click();
      await expect(page).toHaveURL(/days=90/);
      await expect(page.getByRole('table', { name: t('console.statistics.dailyCaption') }).getByRole('row')).toHaveCount(91);
      await page.getByLabel(t('console.statistics.from'), { exact: true }).fill(today());
      await page.getByLabel(t('console.statistics.to'), { exact: true }).fill(today());
      await page.getByRole('button', { name: t('console.statistics.show') }).click();
      await expect(page.getByRole('table', { name: t('console.statistics.dailyCaption') }).getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('img', { name: chartName })).toBeVisible();
      await context.close();
    });
  });
}
