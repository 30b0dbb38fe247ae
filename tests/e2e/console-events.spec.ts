import type { Page } from '@playwright/test';
import { translator } from '#i18n/console-translate.ts';
import { operatorSessionCookie } from '../setup/operator.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';

// The events pages: a new event written in the form from the keyboard alone, saved as a draft, published and
// postponed after its confirm step, then listed with its seats; each page axe-clean at 1366 px and within 320 px, in German and English.
test.describe.configure({ mode: 'default' });

/** Types into a field reached with the Tab key. */
async function typeInto(page: Page, id: string, text: string): Promise<void> {
  await tabTo(page, page.locator(`#${id}`));
  await page.keyboard.type(text);
}

/** The Zurich date `days` from now, and the keys a date field takes it as (month, day, year: the browser's en-US format). */
function dayFromNow(days: number): { iso: string; keys: string } {
  const iso = new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
  const [year, month, day] = iso.split('-');
  return { iso, keys: `${month}${day}${year}` };
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([await operatorSessionCookie(baseURL!, 'operator@example.ch')]);
});

for (const [n, { locale, prefix }] of LANGUAGES.entries()) {
  const t = translator(locale);
  const list = `${prefix}/admin/events`;
  const notice = (page: Page) => page.getByRole('status').first();

  test.describe(`the events pages (${locale})`, () => {
    test('creates an event, publishes it and postpones it after its confirm step, with the keyboard alone', async ({ page }) => {
      const slug = `workshop-${locale}-${Date.now()}`;
      const title = `Workshop ${locale} ${Date.now()}`;
      const day = dayFromNow(20 + n);

      await page.goto(list);
      await expect(page.getByRole('heading', { level: 1, name: t('console.events.title') })).toBeVisible();
      await tabTo(page, page.getByRole('link', { name: t('console.events.new') }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: t('console.events.new') })).toBeVisible();

      await typeInto(page, 'event-slug', slug);
      await typeInto(page, 'event-titleDe', `${title} (de)`);
      await typeInto(page, 'event-summaryDe', 'Belege ohne Papier.');
      await typeInto(page, 'event-descriptionDe', 'Ein **halber Tag** mit Beispielen.');
      await typeInto(page, 'event-titleEn', title);
      await typeInto(page, 'event-summaryEn', 'Receipts without paper.');
      await typeInto(page, 'event-descriptionEn', 'Half a **day** with examples.');
      await typeInto(page, 'event-startDate', day.keys);
      await expect(page.locator('#event-startDate')).toHaveValue(day.iso);
      await typeInto(page, 'event-startTime', '0900A');
      await expect(page.locator('#event-startTime')).toHaveValue('09:00');
      await typeInto(page, 'event-endTime', '1200P');
      await expect(page.locator('#event-endTime')).toHaveValue('12:00');
      await typeInto(page, 'event-roomUrl', 'https://meet.example.ch/workshop');
      await tabTo(page, page.getByRole('button', { name: t('console.events.create') }));
      await page.keyboard.press('Enter');

      await expect(notice(page)).toHaveText(t('console.events.notice.created'));
      const heading = locale === 'en' ? title : `${title} (de)`;
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: t('console.events.publish') }));
      await page.keyboard.press('Enter');
      await expect(notice(page)).toHaveText(t('console.events.notice.published'));
      await expect(page.getByRole('button', { name: t('console.events.publish') })).toHaveCount(0);
      await tabTo(page, page.getByRole('button', { name: t('console.events.action.postpone') }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: t('console.events.confirm.postpone') })).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: t('console.events.confirm.yes') }));
      await page.keyboard.press('Enter');
      await expect(notice(page)).toHaveText(t('console.events.notice.statusChanged'));

      await page.goto(list);
      const row = page.getByRole('row', { name: new RegExp(heading.replace(/[()]/g, '\\$&')) });
      await expect(row).toContainText('0/20');
      await expect(row).toContainText(t('console.events.published'));
      await expect(row).toContainText(t('console.events.status.postponed'));
    });

    test('refuses a broken form with each problem beside its field', async ({ page }) => {
      await page.goto(`${prefix}/admin/events/new`);
      await tabTo(page, page.getByRole('button', { name: t('console.events.create') }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').first()).toHaveText(t('console.events.error.summary'));
      await expect(page.locator('#event-slug-error')).toHaveText(t('console.events.error.slug'));
      await expect(page.locator('#event-slug')).toHaveAttribute('aria-invalid', 'true');
    });

    test('has no axe violations at 1366 px and fits 320 px', async ({ page }) => {
      // Three pages, each audited and loaded at two widths.
      test.setTimeout(120_000);
      await page.goto(`${prefix}/admin/events/new`);
      const day = dayFromNow(30 + n);
      await page.locator('#event-slug').fill(`width-${locale}-${Date.now()}`);
      for (const [id, value] of [
        ['event-titleDe', 'Breite'],
        ['event-summaryDe', 'Kurz'],
        ['event-descriptionDe', 'Text'],
        ['event-titleEn', 'Width'],
        ['event-summaryEn', 'Short'],
        ['event-descriptionEn', 'Text'],
        ['event-startDate', day.iso],
        ['event-startTime', '14:00'],
        ['event-endTime', '16:00'],
        ['event-roomUrl', 'https://meet.example.ch/width'],
      ] as const)
        await page.locator(`#${id}`).fill(value);
      await page.getByRole('button', { name: t('console.events.create') }).click();
      await expect(notice(page)).toHaveText(t('console.events.notice.created'));
      const eventPage = new URL(page.url()).pathname;
      const download = await page.request.get(`${eventPage}/registrations.csv`);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-type']).toBe('text/csv; charset=utf-8');
      expect(await download.text()).toMatch(/^status,name,email,company,answer,language,/);
      for (const path of [list, `${prefix}/admin/events/new`, eventPage]) {
        await page.setViewportSize({ width: 1366, height: 900 });
        await page.goto(path);
        expect(await audit(page)).toEqual([]);
        await page.setViewportSize({ width: 320, height: 900 });
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      }
    });
  });
}
