import type { Browser, Page } from '@playwright/test';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/console-translate.ts';
import { CONSOLE_PATHS } from '#lib/console/routes.ts';
import { readRawMailFiles } from '../setup/mail-files.ts';
import { operatorInvitePath, operatorSessionCookie } from '../setup/operator.ts';
import { parseMail, type ParsedMail } from '../setup/parsed-mail.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES } from './fixtures.ts';
import { tabTo } from './keyboard.ts';
import { addAuthenticator, test } from './passkeys.ts';

/**
 * The account page, "My account" (issue: an operator sees their passkeys and can remove one but the last,
 * sees their sessions and can end the others), in Chromium with virtual authenticators and from the
 * keyboard alone, in both languages, axe clean at every step. As in the other console tests, the console
 * is opened on localhost (the server's SITE_URL), as passkeys belong to a host name.
 */

/** A browser of its own signed in as the operator (a session the test hook starts): whether the console still takes it. */
async function otherBrowser(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([await operatorSessionCookie(baseURL, email)]);
  const overview = async () => (await context.request.get(CONSOLE_PATHS.overview, { maxRedirects: 0 })).status();
  expect(await overview()).toBe(200);
  return { signedIn: async () => (await overview()) === 200, close: () => context.close() };
}

/** The account notices the config's server wrote to its mail files (it has no SMTP server) for one address, as read. */
async function accountMailsTo(email: string): Promise<ParsedMail[]> {
  const mails = await Promise.all(readRawMailFiles(process.env.E2E_DATA_DIR!).map((raw) => parseMail(raw)));
  return mails.filter(({ headers }) => headers.some(({ key, value }) => key === 'to' && value.includes(email)));
}

/** Whether the page scrolls sideways: its content wider than the viewport. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const { locale } of LANGUAGES) {
  const t = translator(locale);
  const at = (path: string) => localizePath(path, locale);
  const passkeyTable = (page: Page, count: number) => page.getByRole('table', { name: t('console.account.passkeysCaption', { count }) });
  const sessionTable = (page: Page, count: number) => page.getByRole('table', { name: t('console.account.sessionsCaption', { count }) });
  const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

  test(`keyboard only (${locale}): add a passkey, remove the other one but never the last, end the other sessions`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Several ceremonies, browsers and axe audits: longer than one page's test.
    test.slow();
    const email = `account-${locale}@example.ch`;
    const first = await addAuthenticator(page);
    await page.goto(at(await operatorInvitePath(baseURL!, email)));
    await page.getByRole('button', { name: t('console.auth.inviteButton') }).click();
    await page.waitForURL(`**${at(CONSOLE_PATHS.overview)}`);
    const elsewhere = await otherBrowser(browser, baseURL!, email);

    // The console's navigation leads to the page.
    await tabTo(page, page.getByRole('link', { name: t('console.nav.account') }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${at(CONSOLE_PATHS.account)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('console.account.title'));
    await expect(page.getByRole('link', { name: t('console.nav.account') })).toHaveAttribute('aria-current', 'page');
    // The only passkey, used to sign in just now, has no remove button and says why.
    const only = passkeyTable(page, 1).getByRole('row', { name: new RegExp(t('console.account.passkeyName', { number: 1 })) });
    await expect(only).toContainText(t('console.account.onlyPasskey'));
    // Created and last used: two moments.
    await expect(only.locator('time')).toHaveCount(2);
    await expect(page.getByRole('button', { name: t('console.account.remove') })).toHaveCount(0);
    await expect(sessionTable(page, 2).getByText(t('console.account.thisSession'))).toHaveCount(1);
    expect(await audit(page)).toEqual([]);

    // A second device: the addition is confirmed with the passkey held now, then the new device makes a second passkey.
    const add = page.getByRole('button', { name: t('console.account.addButton') });
    await expect(add).toBeVisible();
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const create = page.getByRole('button', { name: t('console.account.addCreate') });
    await expect(create).toBeFocused();
    await expect(page.getByText(t('console.account.addConfirmed'))).toBeVisible();
    await first.remove();
    const second = await addAuthenticator(page);
    await page.keyboard.press('Enter');
    await expect(notice(page, t('console.account.notice.passkeyAdded'))).toBeVisible();
    expect(await second.credentialIds()).toHaveLength(1);
    const added = passkeyTable(page, 2).getByRole('row', { name: new RegExp(t('console.account.passkeyName', { number: 2 })) });
    await expect(added.getByRole('cell').nth(2)).toHaveText(t('console.account.never'));
    await expect(added.locator('time')).toHaveCount(1);
    expect(await audit(page)).toEqual([]);

    // The first passkey goes after a confirmation step; the second is then the last and stays.
    await tabTo(
      page,
      page.getByRole('button', { name: t('console.account.removeLabel', { name: t('console.account.passkeyName', { number: 1 }) }) }),
    );
    await page.keyboard.press('Enter');
    const confirmTitle = t('console.account.confirmTitle', { name: t('console.account.passkeyName', { number: 1 }) });
    await expect(page.getByRole('heading', { level: 2, name: confirmTitle })).toBeVisible();
    expect(await audit(page)).toEqual([]);
    await tabTo(page, page.getByRole('button', { name: t('console.account.confirmButton') }));
    await page.keyboard.press('Enter');
    await expect(notice(page, t('console.account.notice.passkeyRemoved'))).toBeVisible();
    await expect(
      passkeyTable(page, 1).getByRole('row', { name: new RegExp(t('console.account.passkeyName', { number: 1 })) }),
    ).toContainText(t('console.account.onlyPasskey'));
    await expect(page.getByRole('button', { name: t('console.account.remove') })).toHaveCount(0);

    // The other browser's session ends; this one goes on.
    const other = sessionTable(page, 2)
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: t('console.account.endSession') }) });
    await expect(other).toHaveCount(1);
    await tabTo(page, other.getByRole('button'));
    await page.keyboard.press('Enter');
    await expect(notice(page, t('console.account.notice.sessionEnded'))).toBeVisible();
    await expect(sessionTable(page, 1)).toContainText(t('console.account.thisSession'));
    await expect(page.getByText(t('console.account.onlySession'))).toBeVisible();
    expect(await elsewhere.signedIn()).toBe(false);
    expect(await audit(page)).toEqual([]);
    await elsewhere.close();

    // Two more browsers, then every other session ends at once.
    const more = [await otherBrowser(browser, baseURL!, email), await otherBrowser(browser, baseURL!, email)];
    await page.reload();
    await tabTo(page, page.getByRole('button', { name: t('console.account.endOthers') }));
    await page.keyboard.press('Enter');
    await expect(notice(page, t('console.account.notice.sessionsEnded', { count: 2 }))).toBeVisible();
    for (const browserOf of more) {
      expect(await browserOf.signedIn()).toBe(false);
      await browserOf.close();
    }
    await expect(sessionTable(page, 1)).toBeVisible();
    expect(await audit(page)).toEqual([]);

    // The passkey that stayed signs in, and its last use is recorded.
    await tabTo(page, page.getByRole('button', { name: t('console.layout.signOut'), exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${at(CONSOLE_PATHS.signIn)}?signed-out`);
    await page.goto(at(CONSOLE_PATHS.account));
    const signIn = page.getByRole('button', { name: t('console.auth.signInButton') });
    await expect(signIn).toBeVisible();
    await tabTo(page, signIn);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${at(CONSOLE_PATHS.account)}`);
    await expect(passkeyTable(page, 1).getByRole('row').nth(1).locator('time')).toHaveCount(2);

    await page.getByRole('link', { name: t('console.nav.audit') }).click();
    const log = page.getByRole('table');
    // Each in words: the second passkey added, the first removed, one session ended, then the other two.
    for (const what of [
      t('console.audit.what.addPasskey', { count: 2 }),
      t('console.audit.what.removePasskey', { count: 1 }),
      t('console.audit.what.endSession'),
      t('console.audit.what.endOtherSessions', { count: 2 }),
    ])
      await expect(log.getByRole('cell', { name: what, exact: true }).first()).toBeVisible();
  });
}

for (const { locale } of LANGUAGES) {
  const t = translator(locale);
  const at = (path: string) => localizePath(path, locale);
  const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

  // Decision 0040: each change to the account takes a fresh passkey confirmation and is mailed to the operator, in the
  // console's language; the page reads at a phone's width.
  test(`at 320 px (${locale}): adding and removing a passkey and signing out everywhere are confirmed and mailed`, async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 800 });
    const email = `notices-${locale}-${Date.now()}@example.ch`;
    const subjects = async () => (await accountMailsTo(email)).map(({ subject }) => subject);
    const mailed = (kind: 'passkey_added' | 'passkey_removed' | 'signed_out_everywhere') =>
      expect.poll(subjects, { timeout: 15_000 }).toContain(t(`mail.account.subject.${kind}`));
    const first = await addAuthenticator(page);
    await page.goto(at(await operatorInvitePath(baseURL!, email)));
    await page.getByRole('button', { name: t('console.auth.inviteButton') }).click();
    await page.waitForURL(`**${at(CONSOLE_PATHS.overview)}`);
    await page.goto(at(CONSOLE_PATHS.account));
    expect(await scrollsSideways(page)).toBe(false);

    // Added: confirmed with the passkey held now, then made on the new device.
    await tabTo(page, page.getByRole('button', { name: t('console.account.addButton') }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: t('console.account.addCreate') })).toBeFocused();
    await first.remove();
    const second = await addAuthenticator(page);
    await page.keyboard.press('Enter');
    await expect(notice(page, t('console.account.notice.passkeyAdded'))).toBeVisible();
    expect(await second.credentialIds()).toHaveLength(1);
    await mailed('passkey_added');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await audit(page)).toEqual([]);

    // Removed after its step, confirmed with the passkey that stays.
    const firstName = t('console.account.passkeyName', { number: 1 });
    await tabTo(page, page.getByRole('button', { name: t('console.account.removeLabel', { name: firstName }) }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: t('console.account.confirmTitle', { name: firstName }) })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await tabTo(page, page.getByRole('button', { name: t('console.account.confirmButton') }));
    await page.keyboard.press('Enter');
    await expect(notice(page, t('console.account.notice.passkeyRemoved'))).toBeVisible();
    await mailed('passkey_removed');

    // A confirmation the reader refuses changes nothing, and says so beside the button pressed, not sections above.
    const everywhere = page.locator('#sign-out-everywhere');
    await second.verifies(false);
    const before = page.url();
    await tabTo(page, everywhere.getByRole('button', { name: t('console.account.signOutEverywhere') }));
    await page.keyboard.press('Enter');
    const refusals = [t('console.auth.cancelled'), t('console.account.stepUp.failed')];
    await expect(everywhere.getByRole('alert')).toHaveText(new RegExp(`^(${refusals.map(RegExp.escape).join('|')})$`));
    await expect(page).toHaveURL(before);
    expect(await scrollsSideways(page)).toBe(false);

    // Signed out everywhere, this browser too (the page's button; the header's leads to it).
    await second.verifies(true);
    await tabTo(page, everywhere.getByRole('button', { name: t('console.account.signOutEverywhere') }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${at(CONSOLE_PATHS.signIn)}?signed-out=everywhere`);
    await expect(page.getByText(t('console.auth.signedOutEverywhere'))).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await mailed('signed_out_everywhere');

    // Each mail names what happened, that a passkey confirmed it, and what to do if it was not the operator.
    for (const mail of await accountMailsTo(email)) {
      expect(mail.text).toContain(t('mail.account.confirmed'));
      expect(mail.text).toContain(t('mail.account.notYouTitle'));
    }
  });
}

test('without a session the account page leads to sign-in and back, and its posts are refused', async ({ page, baseURL }) => {
  for (const { locale } of LANGUAGES) {
    const account = localizePath(CONSOLE_PATHS.account, locale);
    const answer = await page.request.get(account, { maxRedirects: 0 });
    expect([answer.status(), answer.headers().location]).toEqual([
      303,
      `${localizePath(CONSOLE_PATHS.signIn, locale)}?next=${encodeURIComponent(account)}`,
    ]);
    const post = await page.request.post(account, {
      headers: { Origin: baseURL! },
      form: { intent: 'end_other_sessions' },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(404);
  }
});
