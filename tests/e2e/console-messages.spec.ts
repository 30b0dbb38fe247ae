import type { Locator, Page } from '@playwright/test';
import siteConfig from '#site.config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/console-translate.ts';
import { CONSOLE_PATHS } from '#lib/console/routes.ts';
import { operatorSessionCookie } from '../setup/operator.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES } from './fixtures.ts';
import { test } from './passkeys.ts';

// A message is archived, marked as spam or deleted after a confirmation; the Mail page names each
// mail's recipient and kind and finds mails by recipient or subject. Everything with the keyboard alone.

/** Presses Tab until the element has focus, as someone without a mouse would. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 200; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the element cannot be reached with the Tab key');
}

/** Reaches a control with Tab and presses Enter on it. */
async function press(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Types into a field reached with Tab, replacing what it held (as one input); Enter sends its form when asked to. */
async function typeInto(page: Page, field: Locator, text: string, { send = false } = {}) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
  if (send) await page.keyboard.press('Enter');
}

/** Reloads until the mail the search is after is listed (the file mailer sends it within a moment), then its row. */
async function listedMail(page: Page, table: Locator) {
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole('row')).toHaveCount(2, { timeout: 1000 });
  }).toPass();
  return table.getByRole('row').nth(1);
}

/** Chooses an option of a select with the keyboard: focused, then typed (the select's type-ahead). */
async function choose(page: Page, select: Locator, label: string, value: string) {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select).toHaveValue(value);
}

let counter = 0;
const unique = (tag: string) => `${tag}-${Date.now()}-${counter++}`;

for (const { locale } of LANGUAGES) {
  const t = translator(locale);
  const at = (path: string) => localizePath(path, locale);

  test.describe(`message folders and the Mail page (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([await operatorSessionCookie(baseURL!, `messages-${locale}@example.ch`)]);
    });

    /** A message sent through the public contact form's API: its sender's name and address. */
    async function visitorWrites(page: Page, tag: string) {
      const id = unique(tag);
      const sender = { name: `Vera ${id}`, email: `${id}@example.ch` };
      const sent = await page.request.post('/api/contact', {
        data: { ...sender, message: 'Bitte rufen Sie mich zurück.', lang: locale },
      });
      expect(sent.status()).toBe(200);
      return sender;
    }

    const inboxSearch = (page: Page) => page.getByLabel(t('console.inbox.searchLabel'));

    /** Finds a message in the inbox by its sender's address and opens it, with the keyboard. */
    async function openFromInbox(page: Page, sender: { name: string; email: string }) {
      await page.goto(at(CONSOLE_PATHS.inbox));
      await typeInto(page, inboxSearch(page), sender.email, { send: true });
      await press(page, page.getByRole('link', { name: sender.name }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('console.inbox.messageTitle', { name: sender.name }));
    }

    const notice = (page: Page) => page.getByRole('status');
    const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
    const folderField = (page: Page) => page.getByLabel(t('console.inbox.folderFilter'), { exact: true });

    test('archives a message, marks one as spam and moves it back, each folder shown apart', async ({ page }) => {
      // Some 200 key presses and four axe audits: over 10 s on a quiet two-core machine.
      test.slow();
      const kept = await visitorWrites(page, 'archive');
      const spam = await visitorWrites(page, 'spam');

      await openFromInbox(page, kept);
      expect(await audit(page)).toEqual([]);
      await press(page, button(page, t('console.inbox.archive')));
      await expect(notice(page)).toHaveText(t('console.inbox.notice.archived'));
      await expect(button(page, t('console.inbox.toInbox'))).toBeVisible();
      // The way back leads to the archive, where the message now is.
      await press(page, page.getByRole('link', { name: t('console.inbox.backTo.archive') }));
      await expect(folderField(page)).toHaveValue('archive');
      await expect(page.getByRole('row', { name: new RegExp(kept.name) })).toBeVisible();
      expect(await audit(page)).toEqual([]);

      // The inbox no longer lists it; choosing the archive in the folder filter, with the search, does.
      await page.goto(at(CONSOLE_PATHS.inbox));
      await typeInto(page, inboxSearch(page), kept.email, { send: true });
      await expect(page.getByText(t('console.inbox.empty'))).toBeVisible();
      await choose(page, folderField(page), t('console.inbox.folder.archive'), 'archive');
      await press(page, button(page, t('console.common.search')));
      await expect(page).toHaveURL(/folder=archive/);
      await expect(page.getByRole('row', { name: new RegExp(kept.name) })).toBeVisible();

      await openFromInbox(page, spam);
      await press(page, button(page, t('console.inbox.markSpam')));
      await expect(notice(page)).toHaveText(t('console.inbox.notice.markedSpam'));
      await press(page, page.getByRole('link', { name: t('console.inbox.backTo.spam') }));
      await expect(folderField(page)).toHaveValue('spam');
      await expect(page.getByRole('row', { name: new RegExp(spam.name) })).toBeVisible();
      expect(await audit(page)).toEqual([]);
      await press(page, page.getByRole('link', { name: spam.name }));
      await press(page, button(page, t('console.inbox.notSpam')));
      await expect(notice(page)).toHaveText(t('console.inbox.notice.movedToInbox'));
      await expect(button(page, t('console.inbox.markSpam'))).toBeVisible();
    });

    test('deletes a message after a confirmation step, and lands on the inbox with a notice', async ({ page }) => {
      test.slow();
      const gone = await visitorWrites(page, 'delete');
      await openFromInbox(page, gone);
      await press(page, button(page, t('console.inbox.delete')));
      const confirmation = page.getByRole('heading', { level: 2, name: t('console.inbox.confirmTitle', { name: gone.name }) });
      await expect(confirmation).toBeVisible();
      expect(await audit(page)).toEqual([]);
      // Cancel leads back to the message, untouched.
      await press(page, page.getByRole('link', { name: t('console.inbox.cancel') }));
      await expect(confirmation).toHaveCount(0);
      await press(page, button(page, t('console.inbox.delete')));
      await press(page, button(page, t('console.inbox.confirmDelete')));
      await expect(page).toHaveURL(new RegExp(`${at(CONSOLE_PATHS.inbox)}\\?notice=deleted$`));
      await expect(notice(page)).toHaveText(t('console.inbox.notice.deleted'));
      expect(await audit(page)).toEqual([]);
      await typeInto(page, inboxSearch(page), gone.email, { send: true });
      await expect(page.getByText(t('console.inbox.empty'))).toBeVisible();

      // The deleted message's notification stays in the outbox: the record of what was sent.
      await page.goto(`${at(CONSOLE_PATHS.mail)}?status=sent&q=${encodeURIComponent(gone.name)}`);
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('row', { name: new RegExp(t('console.mail.kind.contact_notification')) })).toBeVisible({
          timeout: 1000,
        });
      }).toPass();
    });

    test('the Mail page names each mail’s recipient and kind, and finds mails by recipient or subject', async ({ page }) => {
      const reader = `${unique('reader')}@example.ch`;
      expect((await page.request.post('/api/newsletter', { data: { email: reader, consent: true, lang: locale } })).status()).toBe(200);
      const writer = await visitorWrites(page, 'mail');

      await page.goto(at(CONSOLE_PATHS.mail));
      await typeInto(page, page.getByLabel(t('console.mail.searchLabel')), reader);
      await choose(page, page.getByLabel(t('console.mail.statusFilter')), t('console.mail.status.sent'), 'sent');
      await press(page, button(page, t('console.common.search')));
      await expect(page).toHaveURL(/status=sent/);
      await expect(page.getByLabel(t('console.mail.searchLabel'))).toHaveValue(reader);
      const table = page.getByRole('table', { name: new RegExp(t('console.mail.caption', { total: '\\d+' }).replace(/[()]/g, '\\$&')) });
      const confirmation = await listedMail(page, table);
      await expect(confirmation.getByRole('cell').nth(1)).toHaveText(`${t('console.mail.kind.newsletter_confirmation')}${reader}`);
      expect(await audit(page)).toEqual([]);

      // By subject: the operator's notification names the sender; it goes to the operator's address.
      await typeInto(page, page.getByLabel(t('console.mail.searchLabel')), writer.name, { send: true });
      await expect(page).toHaveURL(/status=sent/);
      const notification = await listedMail(page, table);
      await expect(notification.getByRole('cell').nth(1)).toHaveText(
        `${t('console.mail.kind.contact_notification')}${siteConfig.email.notifications}`,
      );

      // The search keeps to the status shown.
      await page.goto(`${at(CONSOLE_PATHS.mail)}?status=failed&q=${encodeURIComponent(writer.name)}`);
      await expect(page.getByText(t('console.mail.empty'))).toBeVisible();
    });
  });
}
