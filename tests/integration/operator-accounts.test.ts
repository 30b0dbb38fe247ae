import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/console-translate.ts';
import { CONSOLE_PATHS, CONSOLE_API } from '#lib/console/routes.ts';
import { parseHtml } from '../setup/html.ts';
import { operatorInvitePath, operatorSessionCookie } from '../setup/operator.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

// Operators' accounts (decision 0022): who an invite may make an operator, what a removal takes with it, and
// signing out everywhere.
let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => server.origin + path;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (path: string, cookie: string, body = '', origin = server.origin) =>
  fetch(url(path), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, Cookie: cookie },
    body,
  });
const signedIn = async (email: string) => {
  const { name, value } = await operatorSessionCookie(server.origin, email);
  return `${name}=${value}`;
};
const json = (path: string, body: unknown) =>
  fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.origin }, body: JSON.stringify(body) });
const tokenOf = (path: string) => path.split('/').at(-1)!;
const operatorsPage = (cookie: string) => fetch(url(CONSOLE_PATHS.operators), { headers: { Cookie: cookie } });

/** Whether an invite link can still register a passkey: its page and the first ceremony step both agree. */
async function inviteUsable(path: string): Promise<boolean> {
  const page = await fetch(url(path));
  const options = await json(CONSOLE_API.registerOptions, { token: tokenOf(path) });
  expect(page.status === 200, `page ${page.status}, options ${options.status}`).toBe(options.status === 200);
  return page.status === 200;
}

describe('an invite for the address of an operator', () => {
  it.each(LOCALES)('is refused by the console form (%s), with a message in its language and no link', async (locale) => {
    const cookie = await signedIn(`inviter-${locale}@example.ch`);
    const victim = `victim-${locale}@example.ch`;
    await signedIn(victim);
    const answer = await post(
      localizePath(CONSOLE_PATHS.operators, locale),
      cookie,
      form({ intent: 'invite', email: victim.toUpperCase() }),
    );
    expect(answer.status).toBe(409);
    const html = await answer.text();
    expect(html).not.toMatch(/\/admin\/invite\//);
    const document = parseHtml(html);
    expect(document.querySelector('#invite-email-error')?.text.trim()).toBe(translate(locale, 'console.operators.inviteAlreadyOperator'));
    expect(document.querySelector('#invite-email')?.getAttribute('aria-invalid')).toBe('true');
    // Nothing was recorded as invited.
    const audit = await (await fetch(url(localizePath(CONSOLE_PATHS.audit, locale)), { headers: { Cookie: cookie } })).text();
    expect(audit).not.toContain(victim.toUpperCase());
  });

  it("made before the address became an operator's, registers nothing", async () => {
    const path = await operatorInvitePath(server.origin, 'late-victim@example.ch');
    expect(await inviteUsable(path)).toBe(true);
    await signedIn('late-victim@example.ch');
    expect(await inviteUsable(path)).toBe(false);
  });
});

describe('removing an operator', () => {
  it('revokes every invite they made and every invite for their address', async () => {
    const remover = await signedIn('remover@example.ch');
    const inviter = await signedIn('leaving-inviter@example.ch');
    const invited = await post(CONSOLE_PATHS.operators, inviter, form({ intent: 'invite', email: 'their-guest@example.ch' }));
    expect(invited.status).toBe(200);
    const byInviter = new URL(
      parseHtml(await invited.text())
        .querySelector('#invite-link')!
        .getAttribute('value')!,
    ).pathname;

    // An invite made before its invitee became (and stopped being) an operator.
    const forRemoved = await operatorInvitePath(server.origin, 'removed-one@example.ch');
    await signedIn('removed-one@example.ch');
    const untouched = await operatorInvitePath(server.origin, 'bystander@example.ch');
    expect(await inviteUsable(byInviter)).toBe(true);

    for (const email of ['leaving-inviter@example.ch', 'removed-one@example.ch']) {
      const id = parseHtml(await (await operatorsPage(remover)).text())
        .querySelector(`button[aria-label="${translate('de', 'console.operators.removeLabel', { email })}"]`)!
        .parentNode!.querySelector('input[name="id"]')!
        .getAttribute('value')!;
      expect((await post(CONSOLE_PATHS.operators, remover, form({ intent: 'remove', id }))).status).toBe(200);
    }
    expect(await inviteUsable(byInviter)).toBe(false);
    expect(await inviteUsable(forRemoved)).toBe(false);
    expect(await inviteUsable(untouched)).toBe(true);
  });
});

describe('signing out', () => {
  // Without a session the overview leads to sign-in (303); with one it is the page (200).
  const overview = (cookie: string) => fetch(url(CONSOLE_PATHS.overview), { headers: { Cookie: cookie }, redirect: 'manual' });

  it('ends only the session it is sent from', async () => {
    const here = await signedIn('one-device@example.ch');
    const there = await signedIn('one-device@example.ch');
    expect((await post(CONSOLE_PATHS.signOut, here)).status).toBe(303);
    expect((await overview(here)).status).toBe(303);
    expect((await overview(there)).status).toBe(200);
  });

  // Signing out everywhere with a passkey's confirmation: tests/integration/account-step-up.test.ts (decision 0040).
  it.each(LOCALES)(
    'everywhere (%s) without a passkey’s confirmation ends nothing and leads to the account page to confirm it',
    async (locale) => {
      const here = await signedIn(`many-devices-${locale}@example.ch`);
      const there = await signedIn(`many-devices-${locale}@example.ch`);
      const answer = await post(localizePath(CONSOLE_PATHS.signOutEverywhere, locale), here);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(
        `${localizePath(CONSOLE_PATHS.account, locale)}?notice=confirm_sign_out_everywhere#sign-out-everywhere`,
      );
      expect((await overview(here)).status).toBe(200);
      expect((await overview(there)).status).toBe(200);
      const page = await (await fetch(url(answer.headers.get('location')!), { headers: { Cookie: here } })).text();
      expect(parseHtml(page).querySelector('[role="alert"]')?.text).toBe(
        translate(locale, 'console.account.notice.confirmSignOutEverywhere'),
      );
    },
  );

  it('everywhere is refused from another origin, and without a session it is the 404 of any unknown address', async () => {
    const cookie = await signedIn('guarded@example.ch');
    expect((await post(CONSOLE_PATHS.signOutEverywhere, cookie, '', 'https://evil.example')).status).toBe(403);
    expect((await overview(cookie)).status).toBe(200);
    expect((await post(CONSOLE_PATHS.signOutEverywhere, '')).status).toBe(404);
    expect((await fetch(url(CONSOLE_PATHS.signOutEverywhere), { headers: { Cookie: cookie } })).status).toBe(404);
  });
});

describe('the account page', () => {
  const overview = (cookie: string) => fetch(url(CONSOLE_PATHS.overview), { headers: { Cookie: cookie }, redirect: 'manual' });
  /** The ids of the other sessions the account page offers to end. */
  const otherSessionIds = async (cookie: string) =>
    parseHtml(await (await fetch(url(CONSOLE_PATHS.account), { headers: { Cookie: cookie } })).text())
      .querySelectorAll('form')
      .filter((form) => form.querySelector('input[name="intent"]')?.getAttribute('value') === 'end_session')
      .map((form) => form.querySelector('input[name="id"]')!.getAttribute('value')!);

  // Ending sessions with a passkey's confirmation, and someone else's refused: account-step-up.test.ts and actions/account.actions.test.ts.
  it.each(LOCALES)('ends no session without a passkey’s confirmation (%s)', async (locale) => {
    const mine = await signedIn(`own-sessions-${locale}@example.ch`);
    const myOther = await signedIn(`own-sessions-${locale}@example.ch`);
    const account = localizePath(CONSOLE_PATHS.account, locale);
    const [own] = await otherSessionIds(mine);
    const attempts: Record<string, string>[] = [{ intent: 'end_session', id: own! }, { intent: 'end_other_sessions' }];
    for (const fields of attempts) {
      const refused = await post(account, mine, form(fields));
      expect([refused.status, refused.headers.get('location')]).toEqual([303, `${account}?notice=step_up_failed`]);
    }
    expect((await overview(myOther)).status).toBe(200);
    const page = await (await fetch(url(`${account}?notice=step_up_failed`), { headers: { Cookie: mine } })).text();
    expect(parseHtml(page).querySelector('[role="alert"]')?.text).toBe(translate(locale, 'console.account.notice.stepUpFailed'));
  });

  it('adds a passkey only with a session of the same origin', async () => {
    const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(url(path), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.origin, ...headers },
        body: JSON.stringify(body),
      });
    const assertion = { id: 'bm8tc3VjaC1rZXk', response: {} };
    const signedOut = await json(CONSOLE_API.addPasskeyOptions, { lang: 'en', assertion });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ success: false, code: 'signed_out', message: translate('en', 'console.account.signedOut') });
    const cookie = await signedIn('adds-a-passkey@example.ch');
    expect((await json(CONSOLE_API.addPasskeyOptions, { assertion }, { Cookie: cookie, Origin: 'https://evil.example' })).status).toBe(403);
    // Without a passkey's confirmation no options to create one (decision 0040).
    expect((await json(CONSOLE_API.addPasskeyOptions, {}, { Cookie: cookie })).status).toBe(400);
    expect((await json(CONSOLE_API.addPasskeyOptions, { assertion }, { Cookie: cookie })).status).toBe(403);
    // An answer that is no passkey adds nothing.
    const bogus = {
      id: 'bm8tc3VjaC1rZXk',
      rawId: 'bm8tc3VjaC1rZXk',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
    };
    const refused = await json(CONSOLE_API.addPasskey, { lang: 'de', response: bogus }, { Cookie: cookie });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ success: false, code: 'not_added', message: translate('de', 'console.account.addFailed') });
  });
});
