import type { Locator, Page } from '@playwright/test';
import { translator } from '#i18n/translate.ts';
import { readRawMailFiles } from '../setup/mail-files.ts';
import { parseMail, type ParsedMail } from '../setup/parsed-mail.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, test, turnTo } from './fixtures.ts';
import { tabTo } from './keyboard.ts';

// Decision 0050: the free consultation booked on the site. Each test books on a day of its own (its place among the
// days offered), so tests running at once never want the same slot of the shared server.
const DAY_OF_TEST = { keyboard: 0, noScript: 1, move: 2, race: 3 } as const;
/** The days the page shows at once; later ones are behind "more days". */
const DAYS_AT_ONCE = 6;

/** The mails the shared server wrote to its mail files (it has no SMTP server) for one address, as read. */
async function mailsTo(email: string): Promise<ParsedMail[]> {
  const mails = await Promise.all(readRawMailFiles(process.env.E2E_DATA_DIR!).map((raw) => parseMail(raw)));
  return mails.filter(({ headers }) => headers.some(({ key, value }) => key === 'to' && value.includes(email)));
}

/** Chooses a slot as a person does: by its chip, the label around the radio button. */
const choose = (radio: Locator) => radio.locator('xpath=..').click();

/** Moves the choice with the arrow keys, as in any group of radio buttons, until the slot wanted has it. */
async function arrowTo(page: Page, radio: Locator): Promise<void> {
  for (let presses = 0; presses < 200; presses += 1) {
    if (await radio.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error('the slot cannot be reached with the arrow keys');
}

/** The form's island takes over once the visitor turns to it (client:on-interaction): a pointer over the form. */
const hydrated = (page: Page) => turnTo(page.getByRole('main').locator('form'));

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const [index, { locale, prefix }] of LANGUAGES.entries()) {
  const t = translator(locale);
  const dayIndex = (test: keyof typeof DAY_OF_TEST) => DAY_OF_TEST[test] + index * 4;
  /** The group of a day's slots, opened from "more days" when it is one of the later ones. */
  const day = async (page: Page, test: keyof typeof DAY_OF_TEST, form = page.getByRole('main')) => {
    const n = dayIndex(test);
    if (n >= DAYS_AT_ONCE) {
      // The booking page keeps later days behind "more days"; a booking's own page lists them all.
      const more = form.locator('details');
      if ((await more.count()) > 0 && (await more.getAttribute('open')) === null) await more.locator('summary').click();
    }
    return form.locator('[data-slot-day]').nth(n);
  };
  const email = (what: string) => `booking-${what}-${locale}-${Date.now()}@example.ch`;
  const question = 'Wie kommen unsere Belege automatisch in die Buchhaltung?';

  test.describe(`booking a consultation (${locale})`, () => {
    test.describe('at 320 px, by keyboard, from New York', () => {
      test.use({ viewport: { width: 320, height: 800 }, timezoneId: 'America/New_York' });

      test('books with the keyboard alone, each time shown in Zurich and in the visitor’s zone, the page clean for axe', async ({
        page,
      }) => {
        // Two audits, a mail and some sixty key presses: near 30 s on two busy cores.
        test.slow();
        await page.goto(`${prefix}/booking`);
        const main = page.getByRole('main');
        expect(await audit(page)).toEqual([]);
        expect(await scrollsSideways(page)).toBe(false);
        // The slots are one group of radio buttons: Tab enters it (and the form's island takes over), the arrow keys choose.
        await tabTo(page, main.getByRole('radio').first());
        await page.locator('astro-island:not([ssr])').waitFor();
        await expect(main.getByText(t('booking.zoneNoteYours', { zone: 'New York' }))).toBeVisible();
        expect(await audit(page)).toEqual([]);
        const slot = (await day(page, 'keyboard')).getByRole('radio').first();
        // Its name says the day, the Zurich time with its zone, and the visitor's own time.
        await expect(slot).toHaveAccessibleName(/\d{2}:\d{2} \((Zürich|Zurich)\) – \d{2}:\d{2} \(New York\)$/);
        await arrowTo(page, slot);
        // Entering the group focuses its first button without choosing it: Space chooses the one with focus.
        await page.keyboard.press('Space');
        await expect(slot).toBeChecked();
        const address = email('keyboard');
        await tabTo(page, main.getByLabel(t('contact.form.name'), { exact: true }));
        await page.keyboard.insertText('Anna Muster');
        await page.keyboard.press('Tab');
        await page.keyboard.insertText(address);
        await tabTo(page, main.getByLabel(t('booking.form.topic')));
        await page.keyboard.press('ArrowDown');
        await expect(main.getByLabel(t('booking.form.topic'))).toHaveValue('erp-automation');
        await tabTo(page, main.getByLabel(t('booking.form.question')));
        await page.keyboard.insertText(question);
        await tabTo(page, main.getByRole('button', { name: t('booking.form.submit') }));
        await page.keyboard.press('Enter');
        await expect(main.getByRole('heading', { name: t('booking.successTitle') })).toBeVisible();
        expect(await scrollsSideways(page)).toBe(false);
        await expect.poll(async () => (await mailsTo(address)).length, { timeout: 20_000 }).toBe(1);
        const [mail] = await mailsTo(address);
        expect(mail!.calendars.map((part) => part.method)).toEqual(['REQUEST']);
      });
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('books by a form post, keeps what was typed when it is refused, and cancels on the booking’s page', async ({ page }) => {
        await page.goto(`${prefix}/booking`);
        const main = page.getByRole('main');
        await choose((await day(page, 'noScript')).getByRole('radio').first());
        // A name the browser lets through and the server, which trims it, does not.
        await main.getByLabel(t('contact.form.name'), { exact: true }).fill('A ');
        await main.getByLabel(t('contact.form.email'), { exact: true }).fill(email('no-script'));
        await main.getByLabel(t('booking.form.topic')).selectOption('tax-reporting');
        await main.getByLabel(t('booking.form.question')).fill(question);
        await main.getByRole('button', { name: t('booking.form.submit') }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/booking$`));
        await expect(main.getByRole('status').first()).toHaveText(t('validation.fixErrors'));
        await expect(main.getByLabel(t('contact.form.name'), { exact: true })).toHaveAccessibleDescription(t('validation.contact.name'));
        await expect(main.getByLabel(t('booking.form.question'))).toHaveValue(question);
        await expect(main.getByLabel(t('booking.form.topic'))).toHaveValue('tax-reporting');
        await expect((await day(page, 'noScript')).getByRole('radio').first()).toBeChecked();
        await main.getByLabel(t('contact.form.name'), { exact: true }).fill('Anna Muster');
        await main.getByRole('button', { name: t('booking.form.submit') }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/booking/manage\\?token=[^&]+&result=booked$`));
        await expect(main.getByRole('status')).toContainText(t('booking.success', { when: '§' }).split('§')[0]!);
        await main.getByRole('button', { name: t('booking.manage.cancel') }).click();
        await expect(page).toHaveURL(/result=cancelled$/);
        await expect(main.getByRole('status')).toHaveText(t('booking.manage.doneCancelled'));
        await expect(main.getByText(t('booking.manage.cancelled'))).toBeVisible();
        await expect(main.getByRole('button', { name: t('booking.manage.cancel') })).toHaveCount(0);
      });
    });

    test('moves the booking from the page its mail links to, and both get the moved invitation', async ({ page }) => {
      await page.goto(`${prefix}/booking`);
      const slot = await (await day(page, 'move')).getByRole('radio').first().getAttribute('value');
      const address = email('move');
      const booked = await page.request.post('/api/booking', {
        data: { slot, name: 'Anna Muster', email: address, topic: 'other', question, lang: locale },
      });
      expect(booked.status()).toBe(200);
      await expect.poll(async () => (await mailsTo(address)).length, { timeout: 20_000 }).toBe(1);
      const [confirmation] = await mailsTo(address);
      const link = /<(https?:\/\/[^>]+\/booking\/manage\?token=[^>]+)>/.exec(confirmation!.text)![1]!;
      await page.goto(new URL(link).pathname + new URL(link).search);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('booking.manage.title'));
      expect(await audit(page)).toEqual([]);
      const move = main.locator('form').filter({ has: page.getByRole('button', { name: t('booking.manage.move') }) });
      await choose((await day(page, 'move', move)).getByRole('radio').last());
      await move.getByRole('button', { name: t('booking.manage.move') }).click();
      await expect(page).toHaveURL(/result=moved$/);
      await expect(main.getByRole('status')).toContainText(t('booking.manage.doneMoved', { when: '§' }).split('§')[0]!);
      await expect.poll(async () => (await mailsTo(address)).length, { timeout: 20_000 }).toBe(2);
      const moved = (await mailsTo(address)).find((mail) => mail.calendars[0]?.content.includes('SEQUENCE:1'));
      expect(moved?.calendars[0]?.method).toBe('REQUEST');
    });

    test('of two visitors taking one slot at once, one books it and the other is offered the next free ones', async ({ browser }) => {
      const visitors = await Promise.all([browser.newContext(), browser.newContext()]);
      try {
        const pages = await Promise.all(visitors.map((context) => context.newPage()));
        for (const [n, page] of pages.entries()) {
          await page.goto(`${prefix}/booking`);
          await hydrated(page);
          const main = page.getByRole('main');
          await choose((await day(page, 'race')).getByRole('radio').first());
          await main.getByLabel(t('contact.form.name'), { exact: true }).fill(`Visitor ${n}`);
          await main.getByLabel(t('contact.form.email'), { exact: true }).fill(email(`race${n}`));
          await main.getByLabel(t('booking.form.topic')).selectOption('other');
          await main.getByLabel(t('booking.form.question')).fill(question);
        }
        await Promise.all(
          pages.map((page) =>
            page
              .getByRole('main')
              .getByRole('button', { name: t('booking.form.submit') })
              .click(),
          ),
        );
        const outcomes = await Promise.all(
          pages.map(async (page) => {
            const booked = page.getByRole('heading', { name: t('booking.successTitle') });
            const taken = page.getByText(t('booking.taken', { slots: '§' }).split('§')[0]!);
            await expect(booked.or(taken)).toBeVisible();
            return (await booked.isVisible()) ? 'booked' : 'taken';
          }),
        );
        expect([...outcomes].sort()).toEqual(['booked', 'taken']);
        // The one who lost keeps what they typed and no longer sees the slot that went.
        const loser = pages[outcomes.indexOf('taken')]!;
        await expect(loser.getByRole('main').getByLabel(t('booking.form.question'))).toHaveValue(question);
      } finally {
        await Promise.all(visitors.map((context) => context.close()));
      }
    });
  });
}
