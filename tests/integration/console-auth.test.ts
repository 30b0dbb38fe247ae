import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/console-translate.ts';
import { CONSOLE_PATHS, CONSOLE_API } from '#lib/console/routes.ts';
import { parseHtml } from '../setup/html.ts';
import { operatorSessionCookie } from '../setup/operator.ts';
import { everyPage } from '../setup/pages.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

const SIGN_IN_LIMIT = 6;
let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({ RATE_LIMIT_OPERATOR_SIGN_IN: `${SIGN_IN_LIMIT}/600` });
});
afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => server.origin + path;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (path: string, init: { cookie?: string; origin?: string; body?: string } = {}) =>
  fetch(url(path), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: init.origin ?? server.origin,
      ...(init.cookie && { Cookie: init.cookie }),
    },
    body: init.body ?? '',
  });
const signedIn = async (email: string) => {
  const { name, value } = await operatorSessionCookie(server.origin, email);
  return `${name}=${value}`;
};
const securityEvents = async () =>
  (await (await fetch(url('/test-hooks/security-events'))).json()) as {
    eventType: string;
    severity: string;
    eventData: Record<string, unknown>;
  }[];

/** Every console address that needs a session, in both languages (the sections other pages fill included). */
const GUARDED = Object.entries(CONSOLE_PATHS)
  .filter(([section]) => section !== 'signIn')
  .flatMap(([, path]) => LOCALES.map((locale) => localizePath(path, locale)));

/** The console's pages (the sign-outs are posts only). */
const PAGES = GUARDED.filter((path) => !/sign-out/.test(path));
const POST_ONLY = GUARDED.filter((path) => /sign-out/.test(path));
/** Where a console page asked for without a session leads: its language's sign-in, and back. */
const signInFor = (path: string) => `${path.startsWith('/en') ? '/en' : ''}${CONSOLE_PATHS.signIn}?next=${encodeURIComponent(path)}`;

describe('the console without a session', () => {
  it.each(PAGES)('GET %s leads to sign-in and back', async (path) => {
    const response = await fetch(url(path), { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(signInFor(path));
  });

  it.each(POST_ONLY)('GET %s is the 404 of any unknown address', async (path) => {
    const response = await fetch(url(path), { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(path.startsWith('/en') ? 'Page not found' : 'Seite nicht gefunden');
  });

  it.each(['/admin/newsletter.csv', '/en/admin/newsletter.json', '/admin/gibt-es-nicht', '/admin/inbox/1'])(
    'GET %s, no page to sign in for, stays 404',
    async (path) => {
      expect((await fetch(url(path), { redirect: 'manual' })).status).toBe(404);
    },
  );

  it.each(GUARDED)('POST %s answers 404 too', async (path) => {
    expect((await post(path, { body: form({ intent: 'invite', email: 'x@example.ch' }) })).status).toBe(404);
  });

  it('a made-up session cookie is no session', async () => {
    const response = await fetch(url('/admin'), { headers: { Cookie: '__Host-operator-session=made-up' }, redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(signInFor('/admin'));
  });

  it.each(LOCALES)('the sign-in page (%s) is open, never indexed, without canonical or hreflang, and sets no cookie', async (locale) => {
    const response = await fetch(url(localizePath(CONSOLE_PATHS.signIn, locale)));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const document = parseHtml(await response.text());
    expect(document.querySelector('html')?.getAttribute('lang')).toBe(locale);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(document.querySelectorAll('link[rel="canonical"], link[hreflang]')).toHaveLength(0);
    expect(document.querySelector('h1')?.text).toBe(translate(locale, 'console.auth.signInTitle'));
  });

  it.each(LOCALES)('an unknown invite link (%s) answers 410 with a clear message in its language', async (locale) => {
    const response = await fetch(url(localizePath('/admin/invite/no-such-token', locale)));
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain(translate(locale, 'console.auth.inviteInvalidText'));
    expect(html).toContain('noindex');
  });
});

describe('the console with a session', () => {
  it('shows the operator the console, and refuses a POST from another origin', async () => {
    const cookie = await signedIn('anna@example.ch');
    const overview = await fetch(url('/en/admin'), { headers: { Cookie: cookie } });
    expect(overview.status).toBe(200);
    expect(await overview.text()).toContain('Signed in as anna@example.ch');

    const invite = form({ intent: 'invite', email: 'bob@example.ch' });
    for (const origin of ['https://evil.example', 'http://localhost.evil.example']) {
      const refused = await post(CONSOLE_PATHS.operators, { cookie, origin, body: invite });
      expect(refused.status).toBe(403);
    }
    expect((await post(CONSOLE_PATHS.signOut, { cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await securityEvents()).some((event) => event.eventType === 'csrf_attempt' && event.severity === 'critical')).toBe(true);

    const taken = await post(CONSOLE_PATHS.operators, { cookie, body: invite });
    expect(taken.status).toBe(200);
    expect(await taken.text()).toMatch(/\/admin\/invite\/[\w-]{43}/);
  });

  it('signing out ends the session and takes the cookie away', async () => {
    const cookie = await signedIn('carla@example.ch');
    const response = await post('/en/admin/sign-out', { cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/en\/admin\/sign-in/);
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-operator-session=.*Path=\/.*Expires=Thu, 01 Jan 1970/);
    expect((await fetch(url('/en/admin'), { headers: { Cookie: cookie }, redirect: 'manual' })).headers.get('location')).toBe(
      signInFor('/en/admin'),
    );
    expect((await post(CONSOLE_PATHS.operators, { cookie, body: form({ intent: 'invite', email: 'd@example.ch' }) })).status).toBe(404);
  });
});

describe('the passkey endpoints', () => {
  const json = (path: string, body: unknown, origin = server.origin) =>
    fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(body) });

  it('refuse another origin, an unknown passkey and an invalid invite, each logged as a high authentication failure', async () => {
    expect((await json(CONSOLE_API.signInOptions, {}, 'https://evil.example')).status).toBe(403);
    const unknown = await json(CONSOLE_API.signIn, { lang: 'en', response: { id: 'bm8tc3VjaC1rZXk', response: {} } });
    expect(unknown.status).toBe(401);
    // decision 0022: refused as a wrong signature is, so the answer does not tell which passkeys exist.
    expect(await unknown.json()).toEqual({ success: false, code: 'not_verified', message: translate('en', 'console.auth.failed') });
    expect((await json(CONSOLE_API.registerOptions, { token: 'no-such-token' })).status).toBe(410);
    const failures = (await securityEvents()).filter((event) => event.eventType === 'authentication_failure');
    expect(failures.map((event) => event.eventData.reason).sort()).toEqual(['cross_site', 'invite_invalid', 'not_verified']);
    expect(failures.every((event) => event.severity === 'high')).toBe(true);
    expect(JSON.stringify(failures)).not.toContain('@');
  });

  it('are rate-limited per address (429 with Retry-After), and the refusal is logged', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_LIMIT; attempt += 1) statuses.push((await json(CONSOLE_API.signInOptions, {})).status);
    expect(statuses.at(-1)).toBe(429);
    expect(
      (await securityEvents()).some((event) => event.eventType === 'authentication_failure' && event.eventData.reason === 'rate_limited'),
    ).toBe(true);
  });
});

describe('the public site', () => {
  it('sets no cookie on any page of the sitemap', async () => {
    const withCookies: string[] = [];
    for (const path of [...everyPage(), '/gibt-es-nicht', '/robots.txt', '/sitemap.xml']) {
      const response = await fetch(url(path));
      if (response.headers.get('set-cookie')) withCookies.push(path);
    }
    expect(withCookies).toEqual([]);
  });

  it('keeps the console out of robots and the sitemap', async () => {
    const robots = await (await fetch(url('/robots.txt'))).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/en\/admin$/m);
    expect(await (await fetch(url('/sitemap.xml'))).text()).not.toContain('/admin');
  });
});
