import type { APIRequestContext, Page } from '@playwright/test';
import { translator } from '#i18n/console-translate.ts';
import { operatorSessionCookie } from '../setup/operator.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';

// The bookings page: seeded bookings listed, one cancelled after its confirm step, a past one marked held, a day
// off added, from the keyboard alone, in both languages, at 1366 and 320 px.
test.describe.configure({ mode: 'default' });

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * A booking written as the booking page writes it, in the small hours (UTC) of the day `days` from today, where the
 * public booking tests never book. A run that is repeated on one server finds its earlier bookings there, so a taken
 * hour moves the booking to the next one.
 */
async function seedBooking(request: APIRequestContext, days: number, name: string): Promise<string> {
  const midnight = Math.floor((Date.now() + days * DAY_MS) / DAY_MS) * DAY_MS;
  const firstHour = Math.floor(Math.random() * 8);
  for (let tried = 0; tried < 8; tried += 1) {
    const at = new Date(midnight + ((firstHour + tried) % 8) * HOUR_MS);
    const response = await request.post('/test-hooks/booking', {
      data: {
        startsAt: at.toISOString(),
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.ch`,
        company: 'Buch AG',
        topic: 'tax-reporting',
        question: 'Wie fangen wir an?',
      },
    });
    if (response.status() === 409) continue;
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { id: string }).id;
  }
  throw new Error(`no free hour on day ${days} for ${name}`);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([await operatorSessionCookie(baseURL!, 'operator@example.ch')]);
});

for (const [n, { locale, prefix }] of LANGUAGES.entries()) {
  const t = translator(locale);
  const here = `${prefix}/admin/bookings`;
  const notice = (page: Page) => page.getByRole('status').first();

  test.describe(`the bookings page (${locale})`, () => {
    test('lists the bookings, cancels one after its confirm step and marks a past one held, with the keyboard alone', async ({ page }) => {
      const stamp = `${locale}${Date.now()}`;
      const upcoming = `Uma Upcoming ${stamp}`;
      const past = `Paul Past ${stamp}`;
      await seedBooking(page.request, 3 + n, upcoming);
      await seedBooking(page.request, -2 - n, past);

      await page.goto(here);
      await expect(page.getByRole('heading', { level: 1, name: t('console.bookings.title') })).toBeVisible();
      const card = page.getByRole('article', { name: new RegExp(upcoming) });
      await expect(card).toContainText('Buch AG');
      await expect(card).toContainText(t('console.bookings.status.confirmed'));
      await expect(card).toContainText(/UTC\+0[12]:00/);

      await tabTo(page, card.getByRole('button', { name: new RegExp(upcoming) }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: t('console.bookings.confirmCancelTitle') })).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: t('console.bookings.confirmCancel') }));
      await page.keyboard.press('Enter');
      await expect(notice(page)).toHaveText(t('console.bookings.notice.cancelled'));
      await expect(page.getByRole('article', { name: new RegExp(upcoming) })).toHaveCount(0);

      const pastCard = page.getByRole('article', { name: new RegExp(past) });
      await tabTo(page, pastCard.getByRole('button', { name: new RegExp(`^${t('console.bookings.markHeld')}:.*${past}`) }));
      await page.keyboard.press('Enter');
      await expect(notice(page)).toHaveText(t('console.bookings.notice.held'));
      await expect(page.getByRole('article', { name: new RegExp(past) })).toContainText(t('console.bookings.status.held'));
    });

    test('adds a day off and lists it, with the keyboard alone', async ({ page }) => {
      // Each language in its own band of days, so the two never set the same day; a random one within it, so a
      // repeated run on one server rarely meets its own earlier day off.
      const day = new Date(Date.now() + (60 + n * 300 + Math.floor(Math.random() * 300)) * DAY_MS).toISOString().slice(0, 10);
      await page.goto(here);
      await tabTo(page, page.getByLabel(t('console.bookings.day'), { exact: true }));
      await page.getByLabel(t('console.bookings.day'), { exact: true }).fill(day);
      await tabTo(page, page.getByRole('button', { name: t('console.bookings.add'), exact: true }));
      await page.keyboard.press('Enter');
      await expect(notice(page)).toHaveText(t('console.bookings.notice.dayOffAdded'));
      await expect(page.getByRole('list', { name: t('console.bookings.exceptionsCaption') })).toContainText(t('console.bookings.kind.off'));
    });

    test('has no axe violations at 1366 px and fits 320 px', async ({ page }) => {
      await seedBooking(page.request, 10 + n, `Wanda Width ${locale}${Date.now()}`);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(here);
      expect(await audit(page)).toEqual([]);
      await page.setViewportSize({ width: 320, height: 900 });
      await page.goto(here);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  });
}
