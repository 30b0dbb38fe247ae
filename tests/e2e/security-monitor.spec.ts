import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { translator } from '#i18n/translate.ts';
import { SECURITY_EVENTS_ENDPOINT, SECURITY_LOG_KEY, SECURITY_LOG_MAX_ENTRIES, type SecurityLogEntry } from '#lib/security/monitor.ts';
import type { BrowserEventType } from '#lib/security/severity.ts';
import { expect, LANGUAGES, siteScriptRan, test } from './fixtures.ts';

/** spec §3/§5/§7/§8: the security monitor every page runs, seen from the browser and the server. */

const REDACTED = '[redacted-email]';

/** Opens a page with a query parameter unique to the test, so the test finds its own stored events, once its monitor runs. */
async function openProbed(page: Page, path: string): Promise<string> {
  const probe = randomUUID();
  await page.goto(`${path}?probe=${probe}`);
  await siteScriptRan(page);
  return probe;
}

const readLog = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as SecurityLogEntry[], SECURITY_LOG_KEY);

const entriesOf = async (page: Page, event: string) => (await readLog(page)).filter((entry) => entry.event === event);

/** What an island does through reportSecurityEvent once the monitor runs. */
const report = (page: Page, event: BrowserEventType, details: Record<string, unknown>) =>
  page.evaluate(([event, details]) => window.logSecurityEvent!(event, details), [event, details] as const);

interface StoredEvent {
  eventType: string;
  severity: string;
  userIdentifier: string | null;
  eventData: Record<string, unknown> | null;
}

/** The server's stored events of this test (ENABLE_TEST_HOOKS lists the newest). */
async function storedEvents(request: APIRequestContext, probe: string): Promise<StoredEvent[]> {
  const response = await request.get('/test-hooks/security-events');
  expect(response.status()).toBe(200);
  const rows = (await response.json()) as StoredEvent[];
  return rows.filter((row) => JSON.stringify(row.eventData).includes(probe));
}

async function injectLink(page: Page, href: string, text: string) {
  await page.evaluate(
    ([href, text]) => {
      const link = document.createElement('a');
      link.setAttribute('href', href);
      link.textContent = text;
      link.style.display = 'block';
      document.querySelector('main')?.append(link);
    },
    [href, text] as const,
  );
}

test.describe('security log in the browser', () => {
  test('keeps the last 100 entries: the oldest is dropped, the newest is last', async ({ page }) => {
    await page.goto('/faq');
    await siteScriptRan(page);
    const seeded = Array.from({ length: SECURITY_LOG_MAX_ENTRIES }, (_, index) => ({
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
      event: `seeded_${index}`,
      details: {},
      userAgent: 'seed',
      url: 'seed',
      sessionId: 'anonymous',
    }));
    await page.evaluate(([key, entries]) => localStorage.setItem(key, JSON.stringify(entries)), [SECURITY_LOG_KEY, seeded] as const);

    await report(page, 'form_validation_failure', { form: 'probe', fields: ['email'] });

    const entries = await readLog(page);
    expect(entries).toHaveLength(SECURITY_LOG_MAX_ENTRIES);
    expect(entries[0]?.event).toBe('seeded_1');
    expect(entries.at(-2)?.event).toBe(`seeded_${SECURITY_LOG_MAX_ENTRIES - 1}`);
    expect(entries.at(-1)).toMatchObject({
      event: 'form_validation_failure',
      details: { form: 'probe', fields: ['email'] },
      url: page.url(),
      sessionId: 'anonymous',
      userAgent: await page.evaluate(() => navigator.userAgent),
    });
  });

  test('the same event within a second makes one entry, after a second another', async ({ page }) => {
    await page.clock.install();
    await page.goto('/faq');
    await siteScriptRan(page);
    await page.clock.pauseAt(Date.now() + 60 * 60 * 1000);
    const failed = () => report(page, 'form_validation_failure', { form: 'probe', fields: ['name'] });

    await failed();
    await failed();
    expect(await entriesOf(page, 'form_validation_failure')).toHaveLength(1);
    await page.clock.fastForward(999);
    await failed();
    expect(await entriesOf(page, 'form_validation_failure')).toHaveLength(1);
    await page.clock.fastForward(1);
    await failed();
    expect(await entriesOf(page, 'form_validation_failure')).toHaveLength(2);
  });

  test('sends each event to the server, which stores it with its own severity', async ({ page, request }) => {
    const probe = await openProbed(page, '/faq');
    const answered = page.waitForResponse(
      (response) => response.url().endsWith(SECURITY_EVENTS_ENDPOINT) && response.request().method() === 'POST',
    );
    await report(page, 'form_validation_failure', { form: 'probe', fields: ['email'] });
    const response = await answered;

    expect(response.status()).toBe(202);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toEqual({
      event_type: 'form_validation_failure',
      user_identifier: 'anonymous',
      ip_address: '',
      user_agent: await page.evaluate(() => navigator.userAgent),
      event_data: { form: 'probe', fields: ['email'], url: page.url() },
    });
    await expect
      .poll(() => storedEvents(request, probe))
      .toEqual([
        {
          eventType: 'form_validation_failure',
          severity: 'medium',
          userIdentifier: 'anonymous',
          eventData: sent.event_data,
          createdAt: expect.any(String),
        },
      ]);
  });

  // spec §8: a %40-encoded or non-ASCII address in the page's address was sent as it was.
  test('sends and keeps no address from the page address, percent-encoded or in any script', async ({ page, request }) => {
    const probe = randomUUID();
    await page.goto(`/faq?probe=${probe}&to=m%C3%BCller%40b%C3%BCcher.ch&cc=anna@exämple.ch`);
    await siteScriptRan(page);
    const answered = page.waitForResponse(
      (response) => response.url().endsWith(SECURITY_EVENTS_ENDPOINT) && response.request().method() === 'POST',
    );
    await report(page, 'form_validation_failure', { form: 'probe', fields: ['email'] });
    const sent = (await answered).request().postData() ?? '';
    const kept = JSON.stringify(await readLog(page));
    await expect.poll(() => storedEvents(request, probe)).toHaveLength(1);
    const stored = JSON.stringify(await storedEvents(request, probe));
    for (const text of [sent, kept, stored]) {
      expect(text).toContain(`probe=${probe}&to=${REDACTED}&cc=${REDACTED}`);
      expect(text).not.toMatch(/ller|cher\.ch|anna|mple\.ch/);
    }
  });
});

for (const { locale, prefix } of LANGUAGES) {
  const t = translator(locale);

  test.describe(`security monitor (${locale})`, () => {
    test('a link to a script address is not followed and is logged as suspicious_navigation', async ({ page, request }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      const probe = await openProbed(page, `${prefix}/faq`);
      const before = page.url();
      await injectLink(page, 'javascript:alert(1)', 'Probe link');

      await page.getByRole('link', { name: 'Probe link' }).click();

      await expect
        .poll(() => entriesOf(page, 'suspicious_navigation'))
        .toEqual([expect.objectContaining({ details: { href: 'javascript:alert(1)' } })]);
      expect(page.url()).toBe(before);
      expect(dialogs).toBe(0);
      await expect
        .poll(() => storedEvents(request, probe))
        .toEqual([expect.objectContaining({ eventType: 'suspicious_navigation', severity: 'high' })]);
    });

    test.describe('a render error in an island', () => {
      test.use({ allowConsoleErrors: /Crash probe/ });

      test('is logged as application_error with the shown error ID and no e-mail address', async ({ page, request }) => {
        const probe = await openProbed(page, `${prefix}/test-hooks/island-error`);
        const alert = page.getByRole('alert');
        await expect(alert).toContainText(t('crash.title'));
        const errorId = (await alert.locator('code').textContent()) ?? '';

        await expect
          .poll(() => entriesOf(page, 'application_error'))
          .toEqual([
            expect.objectContaining({
              details: { message: `Crash probe: render error for the test suite, visitor ${REDACTED}`, errorId, component: 'CrashProbe' },
            }),
          ]);
        await expect
          .poll(() => storedEvents(request, probe))
          .toEqual([expect.objectContaining({ eventType: 'application_error', severity: 'low' })]);
        expect(JSON.stringify(await storedEvents(request, probe))).not.toContain('@');
      });
    });

    test('a failed contact form check is logged with the field names, never the values', async ({ page, request }) => {
      const probe = await openProbed(page, `${prefix}/contact`);
      await page.locator('#formular').scrollIntoViewIfNeeded();
      await page.locator('astro-island:not([ssr])').waitFor();
      await page.getByLabel(t('contact.form.name'), { exact: true }).fill('Anna Muster');
      await page.getByLabel(t('contact.form.email'), { exact: true }).fill('kein-mail-format');
      await page.getByRole('button', { name: t('contact.form.submit') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('validation.fixErrors') })).toBeVisible();

      await expect
        .poll(() => entriesOf(page, 'form_validation_failure'))
        .toEqual([expect.objectContaining({ details: { form: 'contact', fields: ['email', 'message'] } })]);
      await expect
        .poll(() => storedEvents(request, probe))
        .toEqual([expect.objectContaining({ eventType: 'form_validation_failure', severity: 'medium' })]);
      const logged = JSON.stringify([await readLog(page), await storedEvents(request, probe)]);
      expect(logged).not.toContain('Anna Muster');
      expect(logged).not.toContain('kein-mail-format');
    });
  });
}

test.describe('blocked navigation', () => {
  for (const [href, logged] of [
    [' JaVaScRiPt:alert("anna@example.ch")', `JaVaScRiPt:alert("${REDACTED}")`],
    ['java\tscript:alert(1)', 'java script:alert(1)'],
    ['vbscript:msgbox(1)', 'vbscript:msgbox(1)'],
    ['data:text/html,<script>alert(1)</script>', 'data:text/html,<script>alert(1)</script>'],
    ['/blog?search=%3Cscript%3Ealert(1)%3C/script%3E', '/blog?search=%3Cscript%3Ealert(1)%3C/script%3E'],
  ] as const) {
    test(`refuses ${JSON.stringify(href)}`, async ({ page }) => {
      await page.goto('/faq');
      await siteScriptRan(page);
      const before = page.url();
      await injectLink(page, href, 'Probe link');
      await page.getByRole('link', { name: 'Probe link' }).click();
      await expect.poll(() => entriesOf(page, 'suspicious_navigation')).toEqual([expect.objectContaining({ details: { href: logged } })]);
      expect(page.url()).toBe(before);
    });
  }

  test('lets an ordinary link through', async ({ page }) => {
    await page.goto('/faq');
    await siteScriptRan(page);
    await injectLink(page, '/blog?search=description', 'Probe link');
    await page.getByRole('link', { name: 'Probe link' }).click();
    await expect(page).toHaveURL('/blog?search=description');
    expect(await entriesOf(page, 'suspicious_navigation')).toEqual([]);
  });
});

test.describe('failed native form checks', () => {
  test('one entry per submit attempt, with the action path and every failing field, never the values', async ({ page }) => {
    await page.goto('/faq');
    await siteScriptRan(page);
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.setAttribute('action', '/api/contact?from=probe');
      form.innerHTML =
        '<label>Probe name <input name="probe_name" required></label>' +
        '<label>Probe mail <input name="probe_mail" type="email"></label>' +
        '<button>Probe send</button>';
      document.querySelector('main')?.append(form);
    });
    await page.getByLabel('Probe mail').fill('secret-value');
    await page.getByRole('button', { name: 'Probe send' }).click();

    await expect
      .poll(() => entriesOf(page, 'form_validation_failure'))
      .toEqual([expect.objectContaining({ details: { form: '/api/contact', fields: ['probe_name', 'probe_mail'] } })]);
    expect(JSON.stringify(await readLog(page))).not.toContain('secret-value');
  });
});

test.describe('possible script injection', () => {
  test.describe('a policy violation', () => {
    test.use({ allowConsoleErrors: /Content Security Policy/ });

    test('an inline script the policy blocks is logged as potential_xss_attempt', async ({ page, request }) => {
      const probe = await openProbed(page, '/faq');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'document.title = "injected"';
        document.body.append(script);
      });

      await expect
        .poll(() => entriesOf(page, 'potential_xss_attempt'))
        .toEqual([
          expect.objectContaining({
            details: {
              source: 'csp',
              violatedDirective: expect.stringMatching(/^script-src/),
              blockedURI: 'inline',
              sourceFile: expect.any(String),
            },
          }),
        ]);
      expect(await page.title()).not.toBe('injected');
      await expect
        .poll(() => storedEvents(request, probe))
        .toEqual([expect.objectContaining({ eventType: 'potential_xss_attempt', severity: 'critical' })]);
    });
  });

  test.describe('console errors', () => {
    test.use({ allowConsoleErrors: /innerHTML|description/ });

    test('one mentioning innerHTML is logged, still shown, and others are not logged', async ({ page }) => {
      const shown: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') shown.push(message.text());
      });
      await page.goto('/faq');
      await siteScriptRan(page);

      await page.evaluate(() => console.error('Image description missing'));
      await page.evaluate(() => console.error('Blocked assignment to element.innerHTML for', 'anna@example.ch'));

      await expect
        .poll(() => entriesOf(page, 'potential_xss_attempt'))
        .toEqual([
          expect.objectContaining({ details: { source: 'console', message: `Blocked assignment to element.innerHTML for ${REDACTED}` } }),
        ]);
      expect(shown).toEqual(['Image description missing', 'Blocked assignment to element.innerHTML for anna@example.ch']);
    });
  });
});

test.describe('before the monitor starts', () => {
  test.use({
    allowConsoleErrors: /Crash probe|Content Security Policy|innerHTML/,
  });

  /** Holds the site's script, which brings the monitor, until the returned function is called. */
  async function holdSiteScript(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/SiteModule\.[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("an island's report waits for the monitor and is logged when it starts", async ({ page, request }) => {
    const release = await holdSiteScript(page);
    const probe = randomUUID();
    await page.goto(`/test-hooks/island-error?probe=${probe}`);
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await readLog(page)).toEqual([]);

    release();
    await expect
      .poll(() => entriesOf(page, 'application_error'))
      .toEqual([
        expect.objectContaining({
          details: expect.objectContaining({ component: 'CrashProbe' }),
        }),
      ]);
    await expect.poll(() => storedEvents(request, probe)).toEqual([expect.objectContaining({ eventType: 'application_error' })]);
  });

  test('a policy violation and a failed form check are held and then logged', async ({ page }) => {
    const release = await holdSiteScript(page);
    await page.goto('/faq');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "injected"';
      document.body.append(script);
      const form = document.createElement('form');
      form.setAttribute('action', '/api/contact');
      form.innerHTML = '<input name="probe_name" required>';
      document.querySelector('main')?.append(form);
      form.requestSubmit();
    });
    // The browser reports the violation in a task of its own.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await readLog(page)).toEqual([]);

    release();
    await expect
      .poll(async () => (await readLog(page)).map(({ event, details }) => ({ event, source: details.source, form: details.form })))
      .toEqual(
        expect.arrayContaining([
          { event: 'potential_xss_attempt', source: 'csp', form: undefined },
          { event: 'form_validation_failure', source: undefined, form: '/api/contact' },
        ]),
      );
  });

  test('a console error mentioning innerHTML is held and then logged, and later ones are logged too', async ({ page }) => {
    const release = await holdSiteScript(page);
    await page.goto('/faq');
    await page.evaluate(() => console.error('Blocked assignment to element.innerHTML early'));
    expect(await readLog(page)).toEqual([]);

    release();
    await siteScriptRan(page);
    await expect
      .poll(() => entriesOf(page, 'potential_xss_attempt'))
      .toEqual([expect.objectContaining({ details: { source: 'console', message: 'Blocked assignment to element.innerHTML early' } })]);
    // The same event is logged once a second (spec §7).
    await page.waitForTimeout(1000);
    await page.evaluate(() => console.error('Blocked assignment to element.innerHTML later'));
    await expect
      .poll(async () => (await entriesOf(page, 'potential_xss_attempt')).map(({ details }) => details.message))
      .toEqual(['Blocked assignment to element.innerHTML early', 'Blocked assignment to element.innerHTML later']);
  });
});
