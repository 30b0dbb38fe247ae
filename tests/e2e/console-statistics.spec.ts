import type { Browser, Locator, Page } from '@playwright/test';
import { translator } from '#i18n/console-translate.ts';
import { formatPercent } from '#lib/format.ts';
import { zurichClock } from '#lib/zurich-time.ts';
import { operatorSessionCookie } from '../setup/operator.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';

// Decisions 0036 and 0047: the Statistics page shows what visitors' page views on this server counted, against the
// period before, filtered by the rows chosen. Other tests add counts too, so the figures asserted are those of a
// campaign and a page only these tests use.

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
/** A day as the page writes it: 27.11.2026. */
const shown = (day: string) => day.split('-').reverse().join('.');
const digits = (text: string) => Number(text.replace(/\D/g, ''));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each visitor lands on the home page from the campaign, then reads the post; the first sends a message. */
async function visitorsCome(browser: Browser, baseURL: string, home: string, campaign: string, locale: 'de' | 'en', count = VISITORS) {
  for (const [index, { userAgent }] of visitorsOfRun(Date.now() % 1_000_000)
    .slice(0, count)
    .entries()) {
    const context = await browser.newContext({ baseURL, userAgent, locale: locale === 'de' ? 'de-CH' : 'en-GB' });
    const page = await context.newPage();
    expect((await page.goto(`${home}?utm_source=e2e&utm_medium=test&utm_campaign=${campaign}`))?.status()).toBe(200);
    expect((await page.goto(POSTS[locale]))?.status()).toBe(200);
    if (index === 0 && count === VISITORS) {
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

/** A table of the page by its caption, and a row of it by the name its first cell starts with. */
const tableOf = (page: Page, caption: string) => page.getByRole('table', { name: caption, exact: true });
const rowOf = (table: Locator, name: string | RegExp) =>
  table.getByRole('row', { name: typeof name === 'string' ? new RegExp(`^${escape(name)}\\s`) : name });

/** The figure of a key number at the top of the page, by its label. */
const figureOf = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${escape(label)}$`) }) })
    .locator('dd')
    .first();

/**
 * Waits until the campaign's visitors and both their page views are counted, read on the page filtered by the
 * campaign: counts reach the database at the next flush (every 5 s), a visitor's two pages perhaps in two flushes.
 * The page is left where it was.
 */
async function waitForCounts(page: Page, locale: 'de' | 'en', campaign: string, visitors = VISITORS) {
  const t = translator(locale);
  const where = page.url();
  await page.goto(`${new URL(where).pathname}?period=today&f.campaign=${campaign}`);
  await expect(async () => {
    await page.reload();
    expect(digits(await figureOf(page, t('console.statistics.visitors')).innerText({ timeout: 500 }))).toBe(visitors);
    expect(digits(await figureOf(page, t('console.statistics.views')).innerText({ timeout: 500 }))).toBe(2 * visitors);
  }).toPass({ timeout: 25_000, intervals: [1000] });
  await page.goto(where);
}

/** The chart's day points: links named by their day and figures. */
const chartPoints = (page: Page) => page.locator('#statistics-chart-title ~ div ol > li > a');

for (const { locale, prefix, home } of LANGUAGES) {
  const t = translator(locale);
  const statistics = `${prefix}/admin/statistics`;
  const pointOf = (page: Page, day: string) => page.getByRole('link', { name: new RegExp(`^${escape(shown(day))}: `) });

  test.describe(`statistics (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([await operatorSessionCookie(baseURL!, 'statistics@example.ch')]);
    });

    test('shows the figures of the visits the test made, with shares, against the period before; axe clean and no overflow at 1366, 390 and 320 px', async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      test.slow();
      const campaign = `stats-e2e-${locale}-${Date.now()}`;
      await visitorsCome(browser, baseURL!, home, campaign, locale);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${statistics}?period=today`);
      await expect(page.getByRole('heading', { level: 1, name: t('console.statistics.title') })).toBeVisible();
      await expect(page.getByRole('link', { name: t('console.statistics.period.today') })).toHaveAttribute('aria-current', 'page');
      await waitForCounts(page, locale, campaign);

      // The campaign's row: its three visitors, their share of all the day's visitors, a link that filters by it.
      const campaigns = tableOf(page, t('console.statistics.caption.campaigns'));
      const visitors = digits(await figureOf(page, t('console.statistics.visitors')).innerText());
      expect(visitors).toBeGreaterThanOrEqual(VISITORS);
      await expect(rowOf(campaigns, campaign).getByRole('cell').last()).toHaveText(formatPercent(VISITORS / visitors, locale));
      await expect(rowOf(campaigns, campaign).getByRole('link', { name: campaign, exact: true })).toHaveAttribute(
        'href',
        `${statistics}?period=today&f.campaign=${campaign}`,
      );
      const homeRow = new RegExp(`^${locale === 'de' ? '/' : '/en/?'}\\s`);
      await expect(rowOf(tableOf(page, t('console.statistics.caption.entries')), homeRow)).toBeVisible();
      for (const device of ['desktop', 'mobile', 'tablet'] as const)
        await expect(rowOf(tableOf(page, t('console.statistics.caption.devices')), t(`console.statistics.device.${device}`))).toBeVisible();
      await expect(rowOf(tableOf(page, t('console.statistics.caption.languages')), t(`lang.${locale}`))).toBeVisible();
      await expect(
        rowOf(tableOf(page, t('console.statistics.caption.conversions')), t('console.statistics.kind.contact_message')),
      ).toBeVisible();
      expect(digits(await figureOf(page, t('console.statistics.conversions')).innerText())).toBeGreaterThanOrEqual(1);
      await expect(figureOf(page, t('console.statistics.rate'))).toHaveText(/%/);
      // Compared with yesterday, said in words; the change beside each figure, in words for screen readers.
      const yesterday = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await expect(page.getByText(t('console.statistics.comparedDay', { day: shown(yesterday) }), { exact: true })).toBeVisible();
      await expect(page.locator('dl > div').first().locator('.sr-only')).toHaveText(
        new RegExp(
          [t('console.statistics.change.newWords'), t('console.statistics.change.same')]
            .concat(['up', 'down'].map((way) => t(`console.statistics.change.${way as 'up' | 'down'}`, { change: '.+', previous: '.+' })))
            .join('|'),
        ),
      );
      // Today is the chart's one point, named with its figures.
      await expect(chartPoints(page)).toHaveCount(1);
      expect(digits((await pointOf(page, today()).textContent())!.split(':')[1]!.split(',')[0]!)).toBe(visitors);

      for (const width of [1366, 390, 320]) {
        await page.setViewportSize({ width, height: 900 });
        const [scrollWidth, scrollHeight] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.scrollHeight,
        ]);
        expect(scrollWidth, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(width);
        testInfo.annotations.push({ type: 'page height', description: `${locale}, ${width} px: ${scrollHeight} px` });
        if (width !== 390) expect(await audit(page)).toEqual([]);
      }

      // The overview's figures lead here.
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${prefix}/admin`);
      const overview = page.getByRole('row', { name: new RegExp(t('console.overview.metric.visitors')) });
      expect(digits(await overview.getByRole('cell').first().innerText())).toBeGreaterThanOrEqual(VISITORS);
      await overview.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: t('console.statistics.title') })).toBeVisible();
    });

    test('by keyboard only: a chart point shows its value, a table row filters the page, the chip removes the filter, a period keeps it', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow();
      const campaign = `stats-keys-${locale}-${Date.now()}`;
      await visitorsCome(browser, baseURL!, home, campaign, locale, 1);
      await page.goto(`${statistics}?period=today`);
      await waitForCounts(page, locale, campaign, 1);

      const point = pointOf(page, today());
      const box = page.locator('li').filter({ has: point }).locator('span[aria-hidden="true"]').first();
      await expect(box).toBeHidden();
      await tabTo(page, point);
      await expect(box).toBeVisible();
      await expect(box).toHaveText((await point.textContent())!);

      const row = tableOf(page, t('console.statistics.caption.campaigns')).getByRole('link', { name: campaign, exact: true });
      await tabTo(page, row);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`\\?period=today&f\\.campaign=${campaign}$`));
      const chip = page.getByRole('link', {
        name: `${t('console.statistics.removeFilter')} ${t('console.statistics.dimension.campaign')}: ${campaign}`,
      });
      // Seen as "× Campaign: …", heard as "Remove filter: Campaign: …".
      await expect(chip).toHaveText(new RegExp(`^×.*${t('console.statistics.dimension.campaign')}: ${campaign}$`));
      await expect(page.getByRole('link', { name: t('console.statistics.clearFilters') })).toBeVisible();

      // Another period keeps the filter; so does a day of the chart.
      const week = page.getByRole('link', { name: t('console.statistics.lastDays', { n: 7 }) });
      await tabTo(page, week);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`\\?f\\.campaign=${campaign}&days=7$`));
      await expect(week).toHaveAttribute('aria-current', 'page');
      await expect(chip).toBeVisible();
      await expect(chartPoints(page)).toHaveCount(7);
      await expect(pointOf(page, today())).toHaveAttribute('href', `${statistics}?f.campaign=${campaign}&from=${today()}&to=${today()}`);

      await tabTo(page, chip);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${statistics}\\?days=7$`));
      await expect(page.getByRole('link', { name: new RegExp(`^${t('console.statistics.removeFilter')}`) })).toHaveCount(0);
      expect(await audit(page)).toEqual([]);
    });

    test('a filter narrows every figure to the visits it names', async ({ page, browser, baseURL }) => {
      const campaign = `stats-filter-${locale}-${Date.now()}`;
      await visitorsCome(browser, baseURL!, home, campaign, locale);
      await page.goto(`${statistics}?period=today`);
      await waitForCounts(page, locale, campaign);
      await page.goto(`${statistics}?period=today&f.campaign=${campaign}`);
      expect(digits(await figureOf(page, t('console.statistics.visitors')).innerText())).toBe(VISITORS);
      expect(digits(await figureOf(page, t('console.statistics.views')).innerText())).toBe(2 * VISITORS);
      expect(digits(await figureOf(page, t('console.statistics.conversions')).innerText())).toBe(1);
      await expect(tableOf(page, t('console.statistics.caption.campaigns')).getByRole('row')).toHaveCount(2);
    });

    test('the period links: each marked when chosen, the range in words and one chart point a day', async ({ page }) => {
      const [year, month] = today().split('-').map(Number) as [number, number];
      const first = `${today().slice(0, 8)}01`;
      const lastMonthEnd = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
      const lastMonthStart = `${lastMonthEnd.slice(0, 8)}01`;
      const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      const heading = (from: string, to: string) =>
        from === to
          ? t('console.statistics.showingDay', { day: shown(from) })
          : t('console.statistics.showing', { from: shown(from), to: shown(to), days: String(days(from, to)) });
      const periods = [
        { name: t('console.statistics.period.today'), query: 'period=today', from: today(), to: today() },
        { name: t('console.statistics.lastDays', { n: 30 }), query: 'days=30', from: '', to: today() },
        { name: t('console.statistics.period.month'), query: 'period=month', from: first, to: today() },
        { name: t('console.statistics.period.last-month'), query: 'period=last-month', from: lastMonthStart, to: lastMonthEnd },
      ];
      await page.goto(statistics);
      for (const period of periods) {
        await page.getByRole('link', { name: period.name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`\\?${period.query}$`));
        await expect(page.getByRole('link', { name: period.name, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(page.getByRole('navigation', { name: t('console.statistics.rangeNav') }).locator('[aria-current]')).toHaveCount(1);
        const from = period.from || new Date(Date.parse(`${today()}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
        await expect(page.getByRole('heading', { level: 2, name: heading(from, period.to) })).toBeVisible();
        await expect(chartPoints(page)).toHaveCount(days(from, period.to));
      }
    });

    test('a range chosen by keyboard only, a wrong one refused in words, and the CSV of the range', async ({ page, browser, baseURL }) => {
      await page.goto(`${statistics}?f.device=mobile`);
      await tabTo(page, page.locator('summary', { hasText: t('console.statistics.chooseRange') }));
      await page.keyboard.press('Enter');
      const from = page.getByLabel(t('console.statistics.from'), { exact: true });
      await tabTo(page, from);
      // Chromium's date field takes the digits in the browser's order (en-US: month, day, year).
      const [year, month, day] = today().split('-');
      await page.keyboard.type(`${month}${day}${year}`);
      await page.keyboard.press('Tab');
      await page.keyboard.type(`${month}${day}${year}`);
      await tabTo(page, page.getByRole('button', { name: t('console.statistics.show') }));
      await page.keyboard.press('Enter');
      // The filter is kept.
      await expect(page).toHaveURL(new RegExp(`f\\.device=mobile&from=${today()}&to=${today()}`));
      await expect(
        page.getByRole('heading', { level: 2, name: t('console.statistics.showingDay', { day: shown(today()) }) }),
      ).toBeVisible();
      await expect(page.locator('#statistics-daily tbody tr')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: t('console.statistics.rangeNav') }).locator('[aria-current]')).toHaveCount(0);

      await page.goto(`${statistics}?from=${today()}&to=2020-01-01`);
      await expect(page.getByRole('alert')).toHaveText(t('console.statistics.problem.order'));
      await expect(from).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('heading', { level: 2, name: /\(30/ })).toBeVisible();

      await page.goto(`${statistics}?period=today`);
      const csvHref = await page.getByRole('link', { name: t('console.statistics.download') }).getAttribute('href');
      expect(csvHref).toBe(`${statistics}.csv?from=${today()}&to=${today()}`);
      const csv = await page.request.get(csvHref!);
      expect(csv.status()).toBe(200);
      expect(csv.headers()['content-type']).toContain('text/csv');
      const lines = (await csv.text()).split('\r\n');
      expect(lines[0]).toBe(
        'day,page,entry,channel,referrer,campaign,source,medium,device,browser,language,kind,visitors,views,conversions',
      );
      // A row of today's visits to a page, as stored (decision 0047).
      expect(lines.some((line) => line.startsWith(`${today()},/`))).toBe(true);
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
      await page.locator('summary', { hasText: t('console.statistics.showTable') }).click();
      await expect(page.getByRole('table', { name: t('console.statistics.dailyCaption') }).getByRole('row')).toHaveCount(91);
      await page.locator('summary', { hasText: t('console.statistics.chooseRange') }).click();
      await page.getByLabel(t('console.statistics.from'), { exact: true }).fill(today());
      await page.getByLabel(t('console.statistics.to'), { exact: true }).fill(today());
      await page.getByRole('button', { name: t('console.statistics.show') }).click();
      await expect(page.locator('#statistics-daily tbody tr')).toHaveCount(1);
      await expect(chartPoints(page)).toHaveCount(1);
      await context.close();
    });
  });
}
