import type { BrowserContext } from '@playwright/test';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/console-translate.ts';
import { CONSOLE_PATHS } from '#lib/console/routes.ts';
import { operatorInvitePath, operatorSessionCookie } from '../setup/operator.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, test as base } from './fixtures.ts';
import { addAuthenticator, test } from './passkeys.ts';

// The console's door in Chromium with a virtual authenticator, on localhost (passkeys.ts says why).

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === '__Host-operator-session');

for (const { locale } of LANGUAGES) {
  const t = translator(locale);
  const at = (path: string) => localizePath(path, locale);

  test.describe(`operator sign-in (${locale})`, () => {
    test('invite → register a passkey → console → sign out → sign in with the passkey → invite a second operator', async ({
      page,
      baseURL,
      browser,
    }) => {
      // Two browsers, two passkey ceremonies and three axe audits: near the default limit on a busy machine.
      test.slow();
      await addAuthenticator(page);
      const email = `first-${locale}@example.ch`;
      await page.goto(at(await operatorInvitePath(baseURL!, email)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('console.auth.inviteTitle'));
      expect(await audit(page)).toEqual([]);
      await page.getByRole('button', { name: t('console.auth.inviteButton') }).click();
      await page.waitForURL(`**${at(CONSOLE_PATHS.overview)}`);
      await expect(page.getByText(t('console.layout.signedInAs', { email }))).toBeVisible();

      const cookie = await sessionCookie(page.context());
      expect(cookie).toMatchObject({ path: '/', httpOnly: true, secure: true, sameSite: 'Strict', domain: 'localhost' });

      await page.getByRole('button', { name: t('console.layout.signOut'), exact: true }).click();
      await page.waitForURL(`**${at(CONSOLE_PATHS.signIn)}?signed-out`);
      await expect(page.getByText(t('console.auth.signedOut'))).toBeVisible();
      expect(await sessionCookie(page.context())).toBeUndefined();
      await page.goto(at(CONSOLE_PATHS.overview));
      expect(new URL(page.url()).pathname).toBe(at(CONSOLE_PATHS.signIn));

      await page.goto(at(CONSOLE_PATHS.signIn));
      expect(await audit(page)).toEqual([]);
      await page.getByRole('button', { name: t('console.auth.signInButton') }).click();
      await page.waitForURL(`**${at(CONSOLE_PATHS.overview)}`);

      await page
        .getByRole('navigation', { name: t('console.layout.navLabel') })
        .getByRole('link', { name: t('console.nav.operators') })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('console.operators.title'));
      const second = `second-${locale}@example.ch`;
      await page.getByLabel(t('console.operators.inviteLabel')).fill(second);
      await page.getByRole('button', { name: t('console.operators.inviteButton') }).click();
      await expect(page.getByText(t('console.operators.invited', { email: second }))).toBeVisible();
      const link = await page.getByLabel(t('console.operators.inviteLink')).inputValue();
      expect(link).toContain(at('/admin/invite/'));
      expect(await audit(page)).toEqual([]);

      // The second operator registers in a browser of their own; their link then is used up.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await addAuthenticator(otherPage);
      await otherPage.goto(link);
      await otherPage.getByRole('button', { name: t('console.auth.inviteButton') }).click();
      await otherPage.waitForURL(`**${at(CONSOLE_PATHS.overview)}`);
      await expect(otherPage.getByText(t('console.layout.signedInAs', { email: second }))).toBeVisible();
      await other.close();

      const reused = await page.goto(link);
      expect(reused?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('console.auth.inviteInvalidTitle'));
      await expect(page.getByText(t('console.auth.inviteInvalidText'))).toBeVisible();

      await page.goto(at(CONSOLE_PATHS.operators));
      const row = page.getByRole('row', { name: new RegExp(second) });
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: t('console.operators.removeLabel', { email: second }) }).click();
      await expect(page.getByRole('heading', { name: t('console.operators.confirmTitle') })).toBeVisible();
      await page.getByRole('button', { name: t('console.operators.confirmButton') }).click();
      await expect(page.getByRole('status')).toHaveText(t('console.operators.removed', { email: second }));
      await expect(page.getByRole('row', { name: new RegExp(second) })).toHaveCount(0);

      await page.getByRole('link', { name: t('console.nav.audit') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('console.audit.title'));
      const log = page.getByRole('table');
      for (const action of ['remove', 'invite', 'sign_in', 'sign_out'] as const)
        await expect(log.getByText(t(`console.audit.action.${action}`)).first()).toBeVisible();
      expect(await audit(page)).toEqual([]);
    });

    test('an expired invite link is refused', async ({ page, baseURL }) => {
      const response = await page.goto(at(await operatorInvitePath(baseURL!, `late-${locale}@example.ch`, { expired: true })));
      expect(response?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('console.auth.inviteInvalidTitle'));
      await expect(page.getByRole('button', { name: t('console.auth.inviteButton') })).toHaveCount(0);
      expect(await audit(page)).toEqual([]);
    });

    test('without the cookie every console POST is the 404 page, and every console page leads to sign-in and back', async ({
      page,
      baseURL,
    }) => {
      for (const path of Object.values(CONSOLE_PATHS).filter((path) => path !== CONSOLE_PATHS.signIn)) {
        const response = await page.request.post(at(path), {
          headers: { Origin: baseURL! },
          form: { intent: 'invite', email: 'x@example.ch' },
          maxRedirects: 0,
        });
        expect(response.status(), `POST ${path}`).toBe(404);
        if (path === CONSOLE_PATHS.signOut || path === CONSOLE_PATHS.signOutEverywhere) {
          // Posts only: nothing to sign in for.
          expect((await page.goto(at(path)))?.status(), path).toBe(404);
          await expect(page.getByRole('heading', { level: 1 })).toContainText(t('notFound.title'));
        } else {
          expect((await page.goto(at(path)))?.status(), path).toBe(200);
          const reached = new URL(page.url());
          expect([reached.pathname, reached.searchParams.get('next')], path).toEqual([at(CONSOLE_PATHS.signIn), at(path)]);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('console.auth.signInTitle'));
        }
      }
    });

    test('the session cookie is not sent when another site links or posts to the console', async ({ page, baseURL }) => {
      await addAuthenticator(page);
      await page.goto(at(await operatorInvitePath(baseURL!, `cross-${locale}@example.ch`)));
      await page.getByRole('button', { name: t('console.auth.inviteButton') }).click();
      await page.waitForURL(`**${at(CONSOLE_PATHS.overview)}`);

      // 127.0.0.1 is another site than localhost: a page there links and posts to the console.
      const elsewhere = `${baseURL!.replace('//localhost', '//127.0.0.1')}/elsewhere`;
      const operators = `${baseURL}${at(CONSOLE_PATHS.operators)}`;
      await page.route(elsewhere, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><title>Elsewhere</title><a href="${operators}">Console</a>
            <form method="post" action="${operators}"><input name="intent" value="invite"><input name="email" value="mallory@example.ch"><button>Send</button></form></html>`,
        }),
      );
      await page.goto(elsewhere);
      const posted = page.waitForResponse(operators);
      await page.getByRole('button', { name: 'Send' }).click();
      expect((await posted).status()).toBe(404);
      await page.goto(elsewhere);
      const followed = page.waitForResponse(operators);
      await page.getByRole('link', { name: 'Console' }).click();
      // Without its cookie the link is a signed-out visit: it leads to sign-in, not into the console.
      expect((await followed).status()).toBe(303);
      await page.waitForURL(`**${at(CONSOLE_PATHS.signIn)}?next=*`);

      // The same browser, on the console itself, is still signed in, and no invite went out.
      await page.goto(at(CONSOLE_PATHS.audit));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('console.audit.title'));
      await expect(page.getByRole('table')).not.toContainText('mallory@example.ch');
    });

    test('keyboard only: sign in, move through the console, invite, sign out', async ({ page, baseURL }) => {
      await addAuthenticator(page);
      const email = `keys-${locale}@example.ch`;
      await page.goto(at(await operatorInvitePath(baseURL!, email)));
      await page.getByRole('button', { name: t('console.auth.inviteButton') }).click();
      await page.waitForURL(`**${at(CONSOLE_PATHS.overview)}`);
      await page.getByRole('button', { name: t('console.layout.signOut'), exact: true }).click();
      await page.waitForURL(`**${at(CONSOLE_PATHS.signIn)}?signed-out`);

      const tabTo = async (name: string) => {
        for (let step = 0; step < 30; step += 1) {
          await page.keyboard.press('Tab');
          const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
          if (focused === name) return;
        }
        throw new Error(`${name} cannot be reached with Tab`);
      };
      await tabTo(t('console.auth.signInButton'));
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${at(CONSOLE_PATHS.overview)}`);
      await tabTo(t('console.nav.operators'));
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${at(CONSOLE_PATHS.operators)}`);
      await page.getByLabel(t('console.operators.inviteLabel')).focus();
      await page.keyboard.type(`guest-${locale}@example.ch`);
      await page.keyboard.press('Enter');
      await expect(page.getByText(t('console.operators.invited', { email: `guest-${locale}@example.ch` }))).toBeVisible();
      await page.goto(at(CONSOLE_PATHS.overview));
      await tabTo(t('console.layout.signOut'));
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${at(CONSOLE_PATHS.signIn)}?signed-out`);
    });
  });
}

// The helper other console tests sign in with: its cookie is one the browser takes, on the address the
// browser tests use by default.
base('a session from operatorSessionCookie() is accepted by the browser', async ({ page, baseURL }) => {
  await page.context().addCookies([await operatorSessionCookie(baseURL!, 'helper@example.ch')]);
  expect((await page.goto(CONSOLE_PATHS.overview))?.status()).toBe(200);
  await expect(page.getByText(translator('de')('console.layout.signedInAs', { email: 'helper@example.ch' }))).toBeVisible();
});
