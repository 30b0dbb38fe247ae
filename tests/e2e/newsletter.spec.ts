import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { load } from 'js-yaml';
import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translate, translator } from '#i18n/translate.ts';
import { FORM_ANSWER_PATHS } from '#lib/routes.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, siteScriptRan, test } from './fixtures.ts';
import { mailText, test as mailTest } from './mail-fixtures.ts';
import { openWithoutScripts } from './held-scripts.ts';

type Copy = Record<Locale, string>;
/** Copy of a page from its content file, as the site renders it. */
const pageCopy = <T>(name: string) =>
  load(readFileSync(path.resolve(import.meta.dirname, `../../src/content/pages/${name}.yaml`), 'utf8')) as T;
const homeCopy = pageCopy<{ newsletter: { title: Copy } }>('home');
const videoCopy = pageCopy<{ newsletter: { button: Copy } }>('video-studio');

interface NewsletterForm {
  email: Locator;
  submit: Locator;
  sending: Locator;
  status: Locator;
  /** Resolves once the form has been hydrated; `pending` once it is certain it has not been yet. */
  hydrated: () => Promise<void>;
  pending: () => Promise<void>;
}

// The footer's form is hydrated by the page script (data-hydrated); the others are Astro islands (ssr until hydrated).
const formIn = (area: Locator, locale: Locale, kind: 'footer' | 'island'): NewsletterForm => {
  const host = kind === 'footer' ? area.locator('[data-footer-newsletter]') : area.locator('astro-island');
  return {
    email: area.getByLabel(translate(locale, 'footer.emailLabel'), { exact: true }),
    submit: area.getByRole('button', { name: translate(locale, 'footer.subscribe'), exact: true }),
    sending: area.getByRole('button', { name: translate(locale, 'footer.subscribing'), exact: true }),
    status: area.getByRole('status'),
    hydrated: () => (kind === 'footer' ? expect(host).toHaveAttribute('data-hydrated') : expect(host).not.toHaveAttribute('ssr')),
    pending: () => (kind === 'footer' ? expect(host).not.toHaveAttribute('data-hydrated') : expect(host).toHaveAttribute('ssr')),
  };
};
const footerForm = (page: Page, locale: Locale) => formIn(page.getByRole('contentinfo'), locale, 'footer');
const homeForm = (page: Page, locale: Locale) =>
  formIn(page.getByRole('main').getByRole('region', { name: homeCopy.newsletter.title[locale], exact: true }), locale, 'island');

/** Focus hydrates the form (client:visible-or-focus); wait until it has. */
async function hydrate(form: NewsletterForm) {
  await form.email.focus();
  await form.hydrated();
}

const uniqueAddress = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ch`;
const linkIn = (mail: string, neutralPath: string, locale: Locale) => {
  const pattern = new RegExp(`https?://[^\\s/]+${localizePath(neutralPath, locale).replace(/\//g, '\\/')}\\?token=[\\w-]+`);
  const found = pattern.exec(mail);
  expect(found, `a ${neutralPath} link in the mail`).not.toBeNull();
  const url = new URL(found![0]);
  return `${url.pathname}${url.search}`;
};

for (const { locale, home } of LANGUAGES) {
  const t = translator(locale);

  test.describe(`newsletter form (${locale})`, () => {
    test('an empty or malformed address is answered in the words of its place, reported without its value, and nothing is sent', async ({
      page,
    }) => {
      // Every report the monitor is handed, before its once-a-second limit.
      await page.addInitScript(() => {
        const seen: unknown[] = [];
        let log: Window['logSecurityEvent'];
        Object.assign(window, { securityEvents: seen });
        Object.defineProperty(window, 'logSecurityEvent', {
          get: () =>
            log &&
            ((...[event, details]: Parameters<NonNullable<Window['logSecurityEvent']>>) => (
              seen.push({ event, details }),
              log!(event, details)
            )),
          set: (value: Window['logSecurityEvent']) => (log = value),
        });
      });
      const posted: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && !request.url().endsWith('/api/security-events')) posted.push(request.url());
      });
      await page.goto(home);
      await siteScriptRan(page);

      // spec §8: 'Please enter an email address' in the footer, 'Please enter your email address.' on the page.
      for (const [form, emptyText] of [
        [footerForm(page, locale), t('newsletter.emailMissing')],
        [homeForm(page, locale), t('newsletter.emailRequired')],
      ] as const) {
        await hydrate(form);
        await form.submit.click();
        await expect(form.status).toHaveText(emptyText);
        await expect(form.email).toHaveAttribute('aria-invalid', 'true');
        await expect(form.email).toHaveAccessibleDescription(emptyText);
        await expect(form.email).toBeFocused();

        await form.email.fill('anna@example');
        await form.submit.click();
        await expect(form.status).toHaveText(t('validation.contact.email'));
        await expect(form.email).toHaveAccessibleDescription(t('validation.contact.email'));
        await expect(form.email).toHaveValue('anna@example');
      }
      expect(t('newsletter.emailMissing')).not.toBe(t('newsletter.emailRequired'));
      expect(posted).toEqual([]);
      const events = (await page.evaluate(() => (window as unknown as { securityEvents: unknown[] }).securityEvents)) as {
        event: string;
      }[];
      expect(events).toHaveLength(4);
      for (const event of events)
        expect(event).toEqual({ event: 'form_validation_failure', details: { form: 'newsletter', fields: ['email'] } });
    });

    test.describe('when the server fails', () => {
      test.use({ allowConsoleErrors: /status of 500/ });
      test('says so and keeps the address', async ({ page }) => {
        await page.route('**/api/newsletter', (route) =>
          route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
        );
        await page.goto(localizePath('/about', locale));
        const form = footerForm(page, locale);
        await hydrate(form);
        await form.email.fill('anna@example.ch');
        await form.submit.click();
        await expect(form.status).toHaveText(t('newsletter.failure'));
        await expect(form.email).toHaveAccessibleDescription(t('newsletter.failure'));
        await expect(form.email).toHaveValue('anna@example.ch');
        await expect(form.submit).toBeEnabled();
      });
    });

    test('the footer form loads no code on a page without forms until it is focused', async ({ page }) => {
      const requested = new Set<string>();
      page.on('request', (request) => requested.add(new URL(request.url()).pathname));
      await page.goto(localizePath('/about', locale));
      await page.waitForLoadState('networkidle');
      const form = footerForm(page, locale);
      const formCode = () => [...requested].filter((path) => path.includes('mount-footer-newsletter'));
      await expect(form.email).not.toBeInViewport();
      await form.pending();
      expect(formCode()).toEqual([]);

      // Focus without scrolling: focus alone brings the form to life.
      await form.email.evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
      await form.hydrated();
      await expect(form.email).not.toBeInViewport();
      expect(formCode()).toHaveLength(1);
    });

    test('the footer form comes to life when scrolled into view, keeping what was typed before', async ({ page }) => {
      await page.route('**/_astro/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      let sent: unknown;
      await page.route('**/api/newsletter', async (route) => {
        sent = route.request().postDataJSON();
        await route.fulfill({ json: { success: true, message: t('newsletter.success'), code: 'ok' } });
      });
      await page.goto(localizePath('/services', locale));
      const form = footerForm(page, locale);
      await form.email.scrollIntoViewIfNeeded();
      await form.email.pressSequentially('anna@example.ch');
      await form.hydrated();
      await expect(form.email).toHaveValue('anna@example.ch');
      await form.submit.click();
      await expect(form.status).toHaveText(t('newsletter.success'));
      expect(sent).toEqual({ email: 'anna@example.ch', lang: locale, website: '' });
      await expect(page).toHaveURL(localizePath('/services', locale));
    });

    test("the video studio's newsletter button leads to a working form", async ({ page }) => {
      await page.route('**/api/newsletter', (route) =>
        route.fulfill({ json: { success: true, message: t('newsletter.success'), code: 'ok' } }),
      );
      await page.goto(localizePath('/video-studio', locale));
      await page.getByRole('main').getByRole('link', { name: videoCopy.newsletter.button[locale] }).click();
      const form = footerForm(page, locale);
      await expect(form.email).toBeInViewport();
      await form.email.fill('anna@example.ch');
      await form.hydrated();
      await form.submit.click();
      await expect(form.status).toHaveText(t('newsletter.success'));
      await expect(form.email).toHaveValue('');
    });

    test('the home page showing newsletter errors has no WCAG 2.2 AA violations', async ({ page }) => {
      await page.goto(home);
      for (const form of [homeForm(page, locale), footerForm(page, locale)]) {
        await hydrate(form);
        await form.submit.click();
        await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      }
      expect(await audit(page)).toEqual([]);
    });
  });

  mailTest.describe(`newsletter sign-up to the mail (${locale})`, () => {
    mailTest(
      'subscribing: sending state, field cleared, confirmation notice; the mail confirms and unsubscribes',
      async ({ page, mailSite }) => {
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/newsletter', async (route) => {
          await held;
          await route.continue();
        });
        const address = uniqueAddress(`js-${locale}`);
        await page.goto(home);
        const form = homeForm(page, locale);
        await hydrate(form);
        await form.email.fill(address);
        await form.submit.click();
        await expect(form.sending).toBeDisabled();
        release();
        await expect(form.status).toHaveText(t('newsletter.success'));
        await expect(form.email).toHaveValue('');
        await expect(form.submit).toBeEnabled();

        const mail = mailText(await mailSite.mailMatching((candidate) => candidate.to.includes(address)));
        await page.goto(linkIn(mail, '/newsletter/confirm', locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletter.confirm.title'));
        await page
          .getByRole('main')
          .getByRole('button', { name: t('newsletter.confirm.button') })
          .click();
        await expect(page.getByRole('main')).toContainText(t('newsletter.confirm.success'));
        // Opened again: a success, not a used link.
        await page.goto(linkIn(mail, '/newsletter/confirm', locale));
        await expect(page.getByRole('main')).toContainText(t('newsletter.confirm.already'));

        await page.goto(linkIn(mail, '/newsletter/unsubscribe', locale));
        await page
          .getByRole('main')
          .getByRole('button', { name: t('newsletter.unsubscribe.button') })
          .click();
        await expect(page.getByRole('main')).toContainText(t('newsletter.unsubscribe.success'));
        await page.goto(linkIn(mail, '/newsletter/unsubscribe', locale));
        await expect(page.getByRole('main')).toContainText(t('newsletter.unsubscribe.already'));
      },
    );

    mailTest('before its script arrives the form posts plainly, and the answer page’s form then works as an island', async ({ page }) => {
      const release = await openWithoutScripts(page, home);
      const form = homeForm(page, locale);
      await form.email.fill('anna@example');
      await form.submit.click();
      await expect(page).toHaveURL(localizePath(FORM_ANSWER_PATHS.newsletter, locale));
      release();

      const answer = formIn(page.getByRole('main'), locale, 'island');
      await expect(answer.status).toHaveText(t('validation.contact.email'));
      await hydrate(answer);
      const address = uniqueAddress(`retry-${locale}`);
      await answer.email.fill(address);
      await answer.submit.click();
      await expect(answer.status).toHaveText(t('newsletter.success'));
      await expect(answer.email).toHaveValue('');
      await expect(page).toHaveURL(localizePath(FORM_ANSWER_PATHS.newsletter, locale));
    });

    mailTest.describe('without JavaScript', () => {
      mailTest.use({ javaScriptEnabled: false });

      mailTest('an empty address never leaves the browser; the answer page words it like the page form', async ({ page }) => {
        const posted: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && !request.url().endsWith('/api/security-events')) posted.push(request.url());
        });
        await page.goto(home);
        const form = footerForm(page, locale);
        await form.submit.click();
        await expect(page).toHaveURL(home);
        expect(posted).toEqual([]);

        // What a client without the browser's own checks gets back.
        const answer = await page.request.post(localizePath(FORM_ANSWER_PATHS.newsletter, locale), { form: { email: '  ', lang: locale } });
        expect(answer.status()).toBe(400);
        expect(await answer.text()).toContain(`>${t('newsletter.emailRequired')}<`);
      });

      mailTest('a malformed address gets the answer page: its error, the address kept, a form to try again', async ({ page }) => {
        await page.goto(localizePath('/about', locale));
        const footer = footerForm(page, locale);
        await footer.email.fill('anna@example');
        const [response] = await Promise.all([
          page.waitForResponse((candidate) => candidate.request().method() === 'POST'),
          footer.submit.click(),
        ]);
        expect(response.status()).toBe(400);
        await expect(page).toHaveURL(localizePath(FORM_ANSWER_PATHS.newsletter, locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletter.answer.errorTitle'));
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        const form = formIn(page.getByRole('main'), locale, 'island');
        await expect(form.email).toHaveValue('anna@example');
        await expect(form.email).toHaveAttribute('aria-invalid', 'true');
        await expect(form.email).toHaveAccessibleDescription(t('validation.contact.email'));
        await expect(form.status).toHaveText(t('validation.contact.email'));
      });

      mailTest('a valid address gets the success page, and the mail link’s button confirms', async ({ page, mailSite }) => {
        const address = uniqueAddress(`nojs-${locale}`);
        await page.goto(home);
        const form = homeForm(page, locale);
        await form.email.fill(address);
        await form.submit.click();
        await expect(page).toHaveURL(localizePath(FORM_ANSWER_PATHS.newsletter, locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('newsletter.answer.successTitle'));
        await expect(page.getByRole('main')).toContainText(t('newsletter.success'));

        const mail = mailText(await mailSite.mailMatching((candidate) => candidate.to.includes(address)));
        await page.goto(linkIn(mail, '/newsletter/confirm', locale));
        await page
          .getByRole('main')
          .getByRole('button', { name: t('newsletter.confirm.button') })
          .click();
        await expect(page.getByRole('main')).toContainText(t('newsletter.confirm.success'));
      });

      mailTest('opening the answer page directly leads to the home page', async ({ page }) => {
        await page.goto(localizePath(FORM_ANSWER_PATHS.newsletter, locale));
        await expect(page).toHaveURL(home);
      });
    });
  });
}
