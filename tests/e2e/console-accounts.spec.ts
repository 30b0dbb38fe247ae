import type { BrowserContext } from '@playwright/test';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/console-translate.ts';
import { CONSOLE_PATHS, CONSOLE_API } from '#lib/console/routes.ts';
import { operatorInvitePath, operatorSessionCookie } from '../setup/operator.ts';
import { audit } from './axe.ts';
import { expect } from './fixtures.ts';
import { addAuthenticator, test } from './passkeys.ts';

/**
 * Operators' accounts (decision 0022), in Chromium with a virtual authenticator: an invite cannot attach a
 * passkey to an operator who exists, a refused sign-in does not tell whether its passkey exists, and
 * "sign out everywhere" ends every session. As in console-auth.spec.ts, the console is opened on
 * localhost (the server's SITE_URL), as passkeys belong to a host name.
 */
// A refused ceremony answers with an error status, which the browser reports as a failed load.
test.use({ allowConsoleErrors: /Failed to load resource/ });

const t = translator('en');
const at = (path: string) => localizePath(path, 'en');

/** Registers a passkey with an invite the admin command makes, in a browser of its own. */
async function registeredOperator(context: BrowserContext, baseURL: string, email: string) {
  const page = await context.newPage();
  const authenticator = await addAuthenticator(page);
  await page.goto(at(await operatorInvitePath(baseURL, email)));
  await page.getByRole('button', { name: t('console.auth.inviteButton') }).click();
  await page.waitForURL(`**${at(CONSOLE_PATHS.overview)}`);
  await expect(page.getByText(t('console.layout.signedInAs', { email }))).toBeVisible();
  return { page, authenticator };
}

test("an invite link opened before its address became an operator's does not give the opener that operator's account", async ({
  page,
  baseURL,
  browser,
}) => {
  test.slow();
  const victim = 'owner@example.ch';
  // An invite for the address while it is nobody's yet; its page is open in the attacker's browser.
  const early = at(await operatorInvitePath(baseURL!, victim));
  await addAuthenticator(page);
  await page.goto(early);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('console.auth.inviteTitle'));

  // Meanwhile the owner registers with an invite of their own.
  const owner = await browser.newContext();
  await registeredOperator(owner, baseURL!, victim);
  await owner.close();

  await page.getByRole('button', { name: t('console.auth.inviteButton') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('console.auth.inviteInvalidText'));
  expect((await page.context().cookies()).some((cookie) => cookie.name === '__Host-operator-session')).toBe(false);
  expect((await page.goto(early))?.status()).toBe(410);

  // A signed-in operator cannot invite the address either.
  await page.context().addCookies([await operatorSessionCookie(baseURL!, 'colleague@example.ch')]);
  await page.goto(at(CONSOLE_PATHS.operators));
  await page.getByLabel(t('console.operators.inviteLabel')).fill(victim);
  await page.getByRole('button', { name: t('console.operators.inviteButton') }).click();
  await expect(page.getByText(t('console.operators.inviteAlreadyOperator'))).toBeVisible();
  await expect(page.getByLabel(t('console.operators.inviteLink'))).toHaveCount(0);
  expect(await audit(page)).toEqual([]);
});

test('a refused sign-in answers the same whether or not its passkey exists', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const { page, authenticator } = await registeredOperator(context, baseURL!, 'known-key@example.ch');
  const [known] = await authenticator.credentialIds();
  expect(known).toBeTruthy();

  const attempt = async (credentialId: string) => {
    await page.request.post(CONSOLE_API.signInOptions, { headers: { Origin: baseURL! }, data: { lang: 'en' } });
    // A well-formed answer whose signature is no one's.
    const response = {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
    };
    const answer = await page.request.post(CONSOLE_API.signIn, { headers: { Origin: baseURL! }, data: { lang: 'en', response } });
    return { status: answer.status(), body: await answer.text() };
  };
  const withKnown = await attempt(known!);
  const withUnknown = await attempt('bm8tc3VjaC1rZXk');
  expect(withKnown.status).toBe(401);
  expect(withUnknown).toEqual(withKnown);
  await context.close();
});

test('keyboard only: sign out everywhere, confirmed with a passkey, ends the sessions of every browser of that operator', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = 'two-browsers@example.ch';
  await addAuthenticator(page);
  await page.goto(at(await operatorInvitePath(baseURL!, email)));
  await page.getByRole('button', { name: t('console.auth.inviteButton') }).click();
  await page.waitForURL(`**${at(CONSOLE_PATHS.overview)}`);
  const other = await browser.newContext();
  await other.addCookies([await operatorSessionCookie(baseURL!, email)]);
  const otherPage = await other.newPage();
  expect((await otherPage.goto(at(CONSOLE_PATHS.overview)))?.status()).toBe(200);

  expect(await audit(page)).toEqual([]);
  const name = t('console.layout.signOutEverywhere');
  const tabToButton = async () => {
    let reached = false;
    for (let step = 0; step < 60 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = (await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')) === name;
    }
    expect(reached, `${name} can be reached with Tab`).toBe(true);
  };
  // The navigation's button leads to the account page, which asks for the passkey's confirmation.
  await tabToButton();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${at(CONSOLE_PATHS.account)}?notice=confirm_sign_out_everywhere#sign-out-everywhere`);
  await expect(page.getByRole('alert').filter({ hasText: t('console.account.notice.confirmSignOutEverywhere') })).toBeVisible();
  expect(await otherPage.request.get(at(CONSOLE_PATHS.overview), { maxRedirects: 0 }).then((answer) => answer.status())).toBe(200);
  await page.locator('#sign-out-everywhere button').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${at(CONSOLE_PATHS.signIn)}?signed-out=everywhere`);
  await expect(page.getByText(t('console.auth.signedOutEverywhere'))).toBeVisible();
  // Both browsers are signed out: the overview leads to sign-in, and back to it afterwards.
  for (const browserPage of [page, otherPage]) {
    await browserPage.goto(at(CONSOLE_PATHS.overview));
    const reached = new URL(browserPage.url());
    expect([reached.pathname, reached.searchParams.get('next')]).toEqual([at(CONSOLE_PATHS.signIn), at(CONSOLE_PATHS.overview)]);
  }
  await other.close();
});
