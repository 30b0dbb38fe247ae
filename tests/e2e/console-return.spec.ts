import type { Page } from '@playwright/test';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/console-translate.ts';
import { CONSOLE_PATHS } from '#lib/console/routes.ts';
import { mailsAbout, operatorInvitePath, operatorSessionCookie } from '../setup/operator.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES } from './fixtures.ts';
import { addAuthenticator, test } from './passkeys.ts';

// The loop closes. The operator's mail leads, signed out, through sign-in to the message; the
// applicant hears of the decision in the language they signed up in.

/** Presses Enter on a control reached with the keyboard's focus, as someone without a mouse would. */
async function pressWithKeyboard(page: Page, name: string) {
  const control = page.getByRole('button', { name, exact: true });
  await control.focus();
  await page.keyboard.press('Enter');
}

for (const { locale } of LANGUAGES) {
  const t = translator(locale);
  const operator = translator('de'); // the operator's mails, and so their links, are German
  const at = (path: string) => localizePath(path, locale);

  test(`the notification's link, signed out, leads through passkey sign-in to the message (${locale})`, async ({ page, baseURL }) => {
    test.slow();
    await addAuthenticator(page);
    await page.goto(at(await operatorInvitePath(baseURL!, `return-${locale}@example.ch`)));
    await page.getByRole('button', { name: t('console.auth.inviteButton') }).click();
    await page.waitForURL(`**${at(CONSOLE_PATHS.overview)}`);
    await page.getByRole('button', { name: t('console.layout.signOut'), exact: true }).click();
    await page.waitForURL(`**${at(CONSOLE_PATHS.signIn)}?signed-out`);

    const visitor = `writer-${locale}@example.ch`;
    const sent = await page.request.post('/api/contact', {
      data: { name: `Vera Rückweg ${locale}`, email: visitor, message: 'Bitte rufen Sie mich zurück.', lang: locale },
    });
    expect(sent.status()).toBe(200);
    const [notification] = await mailsAbout(baseURL!, visitor);
    const link = notification!.text.match(/https?:\/\/\S+\/admin\/inbox\/[0-9a-f-]{36}/)?.[0];
    expect(link, notification!.text).toBeDefined();

    await page.goto(link!);
    const door = new URL(page.url());
    expect([door.pathname, door.searchParams.get('next')]).toEqual([CONSOLE_PATHS.signIn, new URL(link!).pathname]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(operator('console.auth.signInTitle'));
    await pressWithKeyboard(page, operator('console.auth.signInButton'));
    await page.waitForURL(link!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Vera Rückweg ${locale}`);
  });

  test(`accepting and declining tell the applicant in their language, unless declined without mail (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([await operatorSessionCookie(baseURL!, 'decider@example.ch')]);
    const applicant = (name: string) => `${name}-${locale}@example.ch`;
    for (const name of ['accepted', 'declined', 'quiet']) {
      const joined = await page.request.post('/api/waitlist', {
        data: { email: applicant(name), company: 'Start AG', tier: 'general_waitlist', motivation: null, consent: true, lang: locale },
      });
      expect(joined.status(), name).toBe(200);
    }
    await page.goto(`${at(CONSOLE_PATHS.waitlist)}?status=pending&tier=general_waitlist`);
    expect(await audit(page)).toEqual([]);

    await pressWithKeyboard(page, `${t('console.waitlist.accept')} ${applicant('accepted')}`);
    await expect(page.getByRole('status')).toHaveText(t('console.waitlist.notice.accepted'));
    await pressWithKeyboard(page, `${t('console.waitlist.decline')} ${applicant('declined')}`);
    await expect(page.getByRole('status')).toHaveText(t('console.waitlist.notice.declined'));
    await pressWithKeyboard(page, `${t('console.waitlist.declineQuietly')} ${applicant('quiet')}`);
    await expect(page.getByRole('status')).toHaveText(t('console.waitlist.notice.declined'));

    const toApplicant = async (name: string) =>
      (await mailsAbout(baseURL!, applicant(name))).filter((mail) => mail.recipient === applicant(name));
    const tier = t('console.waitlist.generalWaitlist');
    expect(await toApplicant('accepted')).toMatchObject([
      { kind: 'waitlist_accepted', subject: t('mail.applicant.accepted.subject', { tier }) },
    ]);
    expect(await toApplicant('declined')).toMatchObject([{ kind: 'waitlist_declined', subject: t('mail.applicant.declined.subject') }]);
    expect(await toApplicant('quiet')).toEqual([]);

    // The decided entries say whether the applicant was told.
    await page.goto(`${at(CONSOLE_PATHS.waitlist)}?tier=general_waitlist`);
    const row = (name: string) => page.getByRole('row').filter({ hasText: applicant(name) });
    await expect(row('quiet')).toContainText(t('console.waitlist.toldNot'));
    await expect(row('accepted')).not.toContainText(t('console.waitlist.toldNot'));
    expect(await audit(page)).toEqual([]);
  });
}
