import type { APIRequestContext, Page } from '@playwright/test';
import { translator } from '#i18n/translate.ts';
import { readRawMailFiles } from '../setup/mail-files.ts';
import { parseMail, type ParsedMail } from '../setup/parsed-mail.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';

// Decision 0051: registration for the firm's events, on the event's own page. Each test makes its own event.

/** The mails the shared server wrote to its mail files (it has no SMTP server) for one address, as read. */
async function mailsTo(email: string): Promise<ParsedMail[]> {
  const mails = await Promise.all(readRawMailFiles(process.env.E2E_DATA_DIR!).map((raw) => parseMail(raw)));
  return mails.filter(({ headers }) => headers.some(({ key, value }) => key === 'to' && value.includes(email)));
}

/** The one mail to an address whose subject starts so, once it was written. */
async function mailTo(email: string, subject: string): Promise<ParsedMail> {
  await expect
    .poll(async () => (await mailsTo(email)).filter((mail) => mail.subject.startsWith(subject)).length, { timeout: 20_000 })
    .toBe(1);
  return (await mailsTo(email)).find((mail) => mail.subject.startsWith(subject))!;
}

/** A link of this site in a mail, as a path the browser opens (the mail names the configured site's host). */
const linkIn = (mail: ParsedMail, path: string): string => {
  const url = new URL(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(mail.text)![0]);
  return `${url.pathname}${url.search}`;
};

let events = 0;
async function newEvent(request: APIRequestContext, options: { capacity?: number; startsInHours?: number; question?: string } = {}) {
  events += 1;
  const slug = `e2e-workshop-${Date.now()}-${events}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await request.post('/test-hooks/event', { data: { slug, ...options } });
  expect(response.status()).toBe(200);
  return slug;
}

const register = (request: APIRequestContext, slug: string, email: string, locale: string, waitingList = 'no') =>
  request.post('/api/events/register', { data: { event: slug, name: 'Anna Muster', email, waitingList, lang: locale } });

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const { locale, prefix } of LANGUAGES) {
  const t = translator(locale);
  const email = (what: string) => `event-${what}-${locale}-${Date.now()}@example.ch`;

  test.describe(`registering for an event (${locale})`, () => {
    test.describe('at 320 px, by keyboard', () => {
      test.use({ viewport: { width: 320, height: 800 } });

      test('registers with the keyboard alone, the page clean for axe and without sideways scrolling', async ({ page }) => {
        const slug = await newEvent(page.request, { question: 'Welches ERP nutzen Sie?' });
        await page.goto(`${prefix}/events/${slug}`);
        const main = page.getByRole('main');
        expect(await audit(page)).toEqual([]);
        expect(await scrollsSideways(page)).toBe(false);
        const address = email('keyboard');
        await tabTo(page, main.getByLabel(t('contact.form.name'), { exact: true }));
        await page.locator('astro-island:not([ssr])').waitFor();
        await page.keyboard.insertText('Anna Muster');
        await page.keyboard.press('Tab');
        await page.keyboard.insertText(address);
        // Without the answer to the event's own question the form says so at the field, and keeps what was typed.
        await tabTo(page, main.getByRole('button', { name: t('events.form.submit') }));
        await page.keyboard.press('Enter');
        await expect(main.getByText(t('validation.event.answerRequired'))).toBeVisible();
        await expect(main.getByLabel(t('contact.form.email'), { exact: true })).toHaveValue(address);
        await tabTo(page, main.getByRole('textbox', { name: /Welches ERP nutzen Sie\?/ }));
        await page.keyboard.insertText('Abacus');
        await tabTo(page, main.getByRole('button', { name: t('events.form.submit') }));
        await page.keyboard.press('Enter');
        await expect(main.getByRole('heading', { name: t('events.form.successTitle') })).toBeVisible();
        expect(await audit(page)).toEqual([]);
        expect(await scrollsSideways(page)).toBe(false);
        const mail = await mailTo(address, t('events.mail.registeredSubject', { title: '§' }).split('§')[0]!);
        expect(mail.calendars.map((part) => part.method)).toEqual(['REQUEST']);
      });
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('registers by a form post, keeps what was typed when refused, and cancels on the registration’s page', async ({ page }) => {
        const slug = await newEvent(page.request);
        await page.goto(`${prefix}/events/${slug}`);
        const main = page.getByRole('main');
        await main.getByLabel(t('contact.form.name'), { exact: true }).fill('A ');
        const address = email('no-script');
        await main.getByLabel(t('contact.form.email'), { exact: true }).fill(address);
        await main.getByRole('button', { name: t('events.form.submit') }).click();
        await expect(main.getByLabel(t('contact.form.name'), { exact: true })).toHaveAccessibleDescription(t('validation.contact.name'));
        await expect(main.getByLabel(t('contact.form.email'), { exact: true })).toHaveValue(address);
        await main.getByLabel(t('contact.form.name'), { exact: true }).fill('Anna Muster');
        await main.getByRole('button', { name: t('events.form.submit') }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/events/${slug}\\?registration=ok#anmeldung$`));
        await expect(main.getByText(t('events.register.success'))).toBeVisible();

        const mail = await mailTo(address, t('events.mail.registeredSubject', { title: '§' }).split('§')[0]!);
        await page.goto(linkIn(mail, '/events/registration'));
        await expect(main.getByText(t('events.manage.registered'))).toBeVisible();
        await main.getByRole('button', { name: t('events.manage.cancel') }).click();
        await expect(page).toHaveURL(/result=cancelled$/);
        await expect(main.getByRole('status')).toHaveText(t('events.manage.doneCancelled'));
        await expect(main.getByRole('button', { name: t('events.manage.cancel') })).toHaveCount(0);
      });
    });

    test('offers the waiting list when full, and moves it up when an attendee cancels', async ({ page }) => {
      const slug = await newEvent(page.request, { capacity: 1 });
      const first = email('first');
      const second = email('second');
      expect((await register(page.request, slug, first, locale)).status()).toBe(200);
      await page.goto(`${prefix}/events/${slug}`);
      const main = page.getByRole('main');
      await expect(main.getByText(t('events.page.full'))).toBeVisible();
      await main.getByLabel(t('contact.form.name'), { exact: true }).fill('Bea Beispiel');
      await main.getByLabel(t('contact.form.email'), { exact: true }).fill(second);
      await main.getByRole('button', { name: t('events.form.submitWaiting') }).click();
      await expect(main.getByText(t('events.register.waiting'))).toBeVisible();

      // The first cancels on their page; the second is offered the seat by mail and takes it on theirs.
      const confirmation = await mailTo(first, t('events.mail.registeredSubject', { title: '§' }).split('§')[0]!);
      await page.goto(linkIn(confirmation, '/events/registration'));
      await main.getByRole('button', { name: t('events.manage.cancel') }).click();
      await expect(main.getByRole('status')).toHaveText(t('events.manage.doneCancelled'));
      const offer = await mailTo(second, t('events.mail.offeredSubject', { title: '§' }).split('§')[0]!);
      await page.goto(linkIn(offer, '/events/registration'));
      await main.getByRole('button', { name: t('events.manage.take') }).click();
      await expect(main.getByRole('status')).toHaveText(t('events.manage.doneTaken'));
      await mailTo(second, t('events.mail.registeredSubject', { title: '§' }).split('§')[0]!);
    });

    test('gives the last seat to exactly one of many at once', async ({ page }) => {
      const slug = await newEvent(page.request, { capacity: 1 });
      const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => register(page.request, slug, email(`race-${n}`), locale)));
      const codes = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { code: string }).code));
      expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
      expect(codes.filter((code) => code === 'full')).toHaveLength(11);
    });

    test('leads the personal join address into the room only for a registered attendee, and only shortly before the start', async ({
      page,
    }) => {
      const later = await newEvent(page.request);
      const soon = await newEvent(page.request, { startsInHours: 0.2 });
      const address = email('join');
      await register(page.request, later, address, locale);
      await register(page.request, soon, address, locale);
      const subject = t('events.mail.registeredSubject', { title: '§' }).split('§')[0]!;
      await expect
        .poll(async () => (await mailsTo(address)).filter((mail) => mail.subject.startsWith(subject)).length, { timeout: 20_000 })
        .toBe(2);
      const [laterMail, soonMail] = (await mailsTo(address)).filter((mail) => mail.subject.startsWith(subject));
      // Which mail is which: the one whose join address leads in now.
      const joins = [linkIn(laterMail!, '/events/join'), linkIn(soonMail!, '/events/join')];
      const answers = await Promise.all(joins.map((join) => page.request.get(join, { maxRedirects: 0 })));
      const into = answers.filter((answer) => answer.status() === 303);
      expect(into).toHaveLength(1);
      expect(into[0]!.headers()['location']).toBe('https://meet.example.ch/workshop');
      const early = joins[answers.findIndex((answer) => answer.status() === 200)]!;
      await page.goto(early);
      await expect(page.getByRole('main').getByRole('status')).toContainText(t('events.join.early', { opens: '§' }).split('§')[0]!);
      expect((await page.request.get(`${prefix}/events/join?token=made-up`, { maxRedirects: 0 })).status()).toBe(404);
    });
  });
}
