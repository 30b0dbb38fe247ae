import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/console-translate.ts';
import { CONSOLE_API, CONSOLE_PATHS } from '#lib/console/routes.ts';
import { TEST_ENGINES, type TestDatabase } from '../setup/database.ts';
import { parseHtml } from '../setup/html.ts';
import { mailsAbout, operatorInvitePath, operatorSessionCookie } from '../setup/operator.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';
import { softwarePasskey, type SoftwarePasskey } from '../setup/software-passkey.ts';

// Decision 0040: with only an operator's session cookie nobody adds or removes a passkey or
// ends sessions; each needs a fresh assertion of one of the operator's passkeys, answering a challenge
// issued to that session for that change; each change is mailed to the operator and audited with its
// session and network. Everything through real HTTP on the built server, with a software authenticator.
describe.each(TEST_ENGINES)('a stolen session cannot take the account, on $name', (engine) => {
  let server: RunningServer;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = engine.name === 'postgres' ? await engine.create() : undefined;
    // Every ceremony step counts against the sign-in limit of the one test client.
    const limits = { RATE_LIMIT_OPERATOR_SIGN_IN: '500/600' };
    server = await startBuiltServer(database ? { ...limits, DATABASE_URL: database.url! } : limits);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const url = (path: string) => server.origin + path;
  const json = async (path: string, body: unknown, cookie = '') => {
    const response = await fetch(url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin, Cookie: cookie },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      cookie: response.headers.get('set-cookie'),
    };
  };
  /** A console form post: where it led (a notice of the account page, sign-in…). */
  const post = async (path: string, cookie: string, fields: Record<string, string>) => {
    const response = await fetch(url(path), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.origin, Cookie: cookie },
      body: new URLSearchParams(fields).toString(),
    });
    return response.headers.get('location');
  };
  const account = (locale: 'de' | 'en' = 'de') => localizePath(CONSOLE_PATHS.account, locale);
  const signedIn = async (cookie: string) =>
    (await fetch(url(CONSOLE_PATHS.overview), { headers: { Cookie: cookie }, redirect: 'manual' })).status === 200;
  /** The passkeys the account page lists for this session's operator, by the credential ids its remove buttons carry. */
  const passkeysShown = async (cookie: string) =>
    parseHtml(await (await fetch(url(CONSOLE_PATHS.account), { headers: { Cookie: cookie } })).text())
      .querySelectorAll('form')
      .filter((form) => form.querySelector('input[name="intent"]')?.getAttribute('value') === 'confirm_remove_passkey')
      .map((form) => form.querySelector('input[name="id"]')!.getAttribute('value')!);

  /** An operator made through an invite with a software passkey: the passkey and the session cookie registration set. */
  async function operatorWithPasskey(email: string): Promise<{ passkey: SoftwarePasskey; cookie: string }> {
    const token = (await operatorInvitePath(server.origin, email)).split('/').at(-1)!;
    const passkey = softwarePasskey();
    const { body: started } = await json(CONSOLE_API.registerOptions, { token });
    const done = await json(CONSOLE_API.register, { token, response: passkey.register(started.options as never) });
    expect(done.status).toBe(200);
    return { passkey, cookie: done.cookie!.split(';')[0]! };
  }

  /** A fresh assertion for one change, asked for with `cookie`'s session, as the page posts it. */
  async function confirmation(cookie: string, purpose: string, passkey: SoftwarePasskey): Promise<string> {
    const started = await json(CONSOLE_API.stepUpOptions, { purpose }, cookie);
    expect(started.status).toBe(200);
    return JSON.stringify(passkey.assert(started.body.options as never));
  }

  /** Adds a passkey as the account page does: confirm with `confirmWith`, then register `added`, both with `cookie`. */
  async function addPasskey(cookie: string, confirmWith: SoftwarePasskey, added: SoftwarePasskey, lang = 'de') {
    const assertion = JSON.parse(await confirmation(cookie, 'add_passkey', confirmWith)) as unknown;
    const options = await json(CONSOLE_API.addPasskeyOptions, { assertion, lang }, cookie);
    expect(options.status).toBe(200);
    return json(CONSOLE_API.addPasskey, { lang, response: added.register(options.body.options as never) }, cookie);
  }

  it('refuses to add, remove or end anything with only the session cookie, and mails nothing', async () => {
    const email = `owner-${engine.name}@example.ch`;
    const owner = await operatorWithPasskey(email);
    // The thief holds a session of the owner's account (the cookie), and a passkey of their own.
    const stolen = await operatorSessionCookie(server.origin, email);
    const thief = `${stolen.name}=${stolen.value}`;
    // The measured attack's last step first: ending the owner's other sessions with the cookie alone.
    expect(await post(account(), thief, { intent: 'end_other_sessions' })).toBe(`${account()}?notice=step_up_failed`);
    expect(await signedIn(owner.cookie)).toBe(true);
    const second = softwarePasskey();
    expect((await addPasskey(owner.cookie, owner.passkey, second)).status).toBe(200);
    const mailsBefore = (await mailsAbout(server.origin, email)).length;
    const own = softwarePasskey();

    expect(await post(account(), thief, { intent: 'remove_passkey', id: owner.passkey.id })).toBe(`${account()}?notice=step_up_failed`);
    expect(await post(account(), thief, { intent: 'end_other_sessions' })).toBe(`${account()}?notice=step_up_failed`);
    expect(await post(CONSOLE_PATHS.signOutEverywhere, thief, {})).toBe(
      `${account()}?notice=confirm_sign_out_everywhere#sign-out-everywhere`,
    );
    // A made-up assertion and the thief's own passkey confirm nothing either.
    const forged = JSON.stringify(own.assert({ challenge: 'Zm9yZ2Vk' }));
    expect(await post(account(), thief, { intent: 'end_other_sessions', assertion: forged })).toBe(`${account()}?notice=step_up_failed`);
    const withOwnKey = await confirmation(thief, 'end_sessions', own);
    expect(await post(account(), thief, { intent: 'end_other_sessions', assertion: withOwnKey })).toBe(
      `${account()}?notice=step_up_failed`,
    );
    // No options to create a passkey without a confirmation, and none with one of a passkey not the owner's.
    expect((await json(CONSOLE_API.addPasskeyOptions, {}, thief)).status).toBe(400);
    const refused = await json(
      CONSOLE_API.addPasskeyOptions,
      { assertion: JSON.parse(await confirmation(thief, 'add_passkey', own)) },
      thief,
    );
    expect([refused.status, refused.body.code]).toEqual([403, 'not_confirmed']);
    expect(refused.body.message).toBe(translate('de', 'console.account.stepUp.failed'));

    expect(await signedIn(owner.cookie)).toBe(true);
    expect((await passkeysShown(owner.cookie)).sort()).toEqual([owner.passkey.id, second.id].sort());
    expect((await mailsAbout(server.origin, email)).length).toBe(mailsBefore);
  });

  it('takes a challenge only from the session that asked for it, for the change it was asked for, once', async () => {
    const email = `bound-${engine.name}@example.ch`;
    const owner = await operatorWithPasskey(email);
    const other = await operatorSessionCookie(server.origin, email);
    const elsewhere = `${other.name}=${other.value}`;
    const third = await operatorSessionCookie(server.origin, email);
    const thirdCookie = `${third.name}=${third.value}`;

    // A's confirmation, signed by the owner's passkey, is refused with B, and for another change.
    const fromA = await confirmation(owner.cookie, 'end_sessions', owner.passkey);
    expect(await post(account(), elsewhere, { intent: 'end_other_sessions', assertion: fromA })).toBe(`${account()}?notice=step_up_failed`);
    const forAdding = await confirmation(owner.cookie, 'add_passkey', owner.passkey);
    expect(await post(account(), owner.cookie, { intent: 'end_other_sessions', assertion: forAdding })).toBe(
      `${account()}?notice=step_up_failed`,
    );
    expect(await signedIn(elsewhere)).toBe(true);
    // With A it is taken, once.
    expect(await post(account(), owner.cookie, { intent: 'end_other_sessions', assertion: fromA })).toBe(
      `${account()}?notice=sessions_ended&count=2`,
    );
    expect([await signedIn(elsewhere), await signedIn(thirdCookie), await signedIn(owner.cookie)]).toEqual([false, false, true]);
    expect(await post(account(), owner.cookie, { intent: 'end_other_sessions', assertion: fromA })).toBe(
      `${account()}?notice=step_up_failed`,
    );

    // The options to create a passkey, given to A, are not answered with B.
    const fourth = await operatorSessionCookie(server.origin, email);
    const b = `${fourth.name}=${fourth.value}`;
    const assertion = JSON.parse(await confirmation(owner.cookie, 'add_passkey', owner.passkey)) as unknown;
    const options = await json(CONSOLE_API.addPasskeyOptions, { assertion }, owner.cookie);
    const added = softwarePasskey();
    const answer = added.register(options.body.options as never);
    expect((await json(CONSOLE_API.addPasskey, { response: answer }, b)).status).toBe(400);
    expect(await passkeysShown(owner.cookie)).toEqual([]);
    expect((await json(CONSOLE_API.addPasskey, { response: answer }, owner.cookie)).status).toBe(200);
    expect((await passkeysShown(owner.cookie)).sort()).toEqual([owner.passkey.id, added.id].sort());
  });

  it('makes each change with a fresh assertion, mails the operator in the page language and audits the session and network', async () => {
    const email = `mailed-${engine.name}@example.ch`;
    const owner = await operatorWithPasskey(email);
    const second = softwarePasskey();
    expect((await addPasskey(owner.cookie, owner.passkey, second, 'en')).body).toEqual({ success: true });

    const removal = await confirmation(owner.cookie, 'remove_passkey', second);
    expect(await post(account(), owner.cookie, { intent: 'remove_passkey', id: owner.passkey.id, assertion: removal })).toBe(
      `${account()}?notice=passkey_removed`,
    );
    expect(await passkeysShown(owner.cookie)).toEqual([]);

    const other = await operatorSessionCookie(server.origin, email);
    const ending = await confirmation(owner.cookie, 'end_sessions', second);
    const sessionId = parseHtml(await (await fetch(url(account('en')), { headers: { Cookie: owner.cookie } })).text())
      .querySelectorAll('input[name="id"]')
      .map((input) => input.getAttribute('value')!)
      .find((id) => /^[\da-f-]{36}$/.test(id))!;
    expect(await post(account('en'), owner.cookie, { intent: 'end_session', id: sessionId, assertion: ending })).toBe(
      `${account('en')}?notice=session_ended`,
    );
    expect(await signedIn(`${other.name}=${other.value}`)).toBe(false);

    const everywhere = await confirmation(owner.cookie, 'end_sessions', second);
    const signOut = localizePath(CONSOLE_PATHS.signOutEverywhere, 'en');
    expect(await post(signOut, owner.cookie, { assertion: everywhere })).toBe(
      `${localizePath(CONSOLE_PATHS.signIn, 'en')}?signed-out=everywhere`,
    );
    expect(await signedIn(owner.cookie)).toBe(false);

    const notices = (await mailsAbout(server.origin, email)).filter(({ kind }) => kind === 'account_notice');
    expect(notices.map(({ recipient, subject }) => [recipient, subject])).toEqual([
      [email, translate('en', 'mail.account.subject.passkey_added')],
      [email, translate('de', 'mail.account.subject.passkey_removed')],
      [email, translate('en', 'mail.account.subject.session_ended')],
      [email, translate('en', 'mail.account.subject.signed_out_everywhere')],
    ]);
    for (const [index, mail] of notices.entries()) {
      const locale = index === 1 ? 'de' : 'en';
      expect(mail.text).toContain(`${translate(locale, 'mail.account.network')}: 127.0.0.0/24`);
      expect(mail.text).toContain(translate(locale, 'mail.account.notYouText'));
      expect(mail.text).toContain(`http://localhost:4321${account(locale)}`);
    }

    // The audit log names the session and the network of each change.
    const colleague = await operatorSessionCookie(server.origin, `colleague-${engine.name}@example.ch`);
    const log = parseHtml(
      await (await fetch(url(CONSOLE_PATHS.audit), { headers: { Cookie: `${colleague.name}=${colleague.value}` } })).text(),
    );
    const rows = log
      .querySelectorAll('tbody tr')
      .map((row) => row.text)
      .filter((row) => row.includes(email));
    // Beside the invite and the registration's sign-in, the four changes, each with its session and network.
    expect(rows.filter((row) => /Sitzung [\da-f]{8}, Netz 127\.0\.0\.0\/24/.test(row))).toHaveLength(4);
  });
});
