import type { Page, Route } from '@playwright/test';
import { translator, type PlainKey } from '#i18n/translate.ts';
import { DEFAULT_TIER_AVAILABILITY } from '#lib/tiers.ts';
import { audit } from './axe.ts';
import { expect, LANGUAGES, test } from './fixtures.ts';

let counter = 0;
const uniqueEmail = (tag: string) => `wizard-${tag}-${Date.now()}-${counter++}@example.ch`;

for (const { locale, home } of LANGUAGES) {
  const t = translator(locale);

  test.describe(`waiting-list wizard (${locale})`, () => {
    const wizard = (page: Page) => page.locator('#beta astro-island');
    const heading = (page: Page, key: PlainKey) => wizard(page).getByRole('heading', { name: t(key) });
    const button = (page: Page, key: PlainKey) => wizard(page).getByRole('button', { name: t(key), exact: true });
    const email = (page: Page) => wizard(page).getByLabel(t('waitlist.contact.email'));
    const company = (page: Page) => wizard(page).getByLabel(`${t('waitlist.contact.company')} ${t('waitlist.optional')}`);
    const motivation = (page: Page) => wizard(page).getByLabel(`${t('waitlist.motivation.label')} ${t('waitlist.optional')}`);
    const consent = (page: Page) => wizard(page).getByRole('checkbox', { name: t('waitlist.consent') });
    const progress = (page: Page) => wizard(page).getByRole('progressbar', { name: t('waitlist.progressLabel') });

    const open = async (page: Page) => {
      await page.goto(`${home}#beta`);
      await page.locator('#beta astro-island:not([ssr])').waitFor();
    };
    const toMotivation = async (page: Page, address: string) => {
      await button(page, 'waitlist.join').click();
      await email(page).fill(address);
      await button(page, 'waitlist.continue').click();
      await button(page, 'waitlist.offer.choose').click();
      await expect(heading(page, 'waitlist.motivation.title')).toBeFocused();
    };

    test('walks through every step with Back, progress and focus on each heading', async ({ page }) => {
      await open(page);
      await expect(heading(page, 'waitlist.title')).toBeVisible();
      await expect(progress(page)).toHaveCount(0);
      await button(page, 'waitlist.join').click();

      await expect(heading(page, 'waitlist.contact.title')).toBeFocused();
      await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');
      await expect(progress(page)).toHaveAttribute('aria-valuetext', t('waitlist.progress', { step: 1, total: 3 }));
      await expect(progress(page).locator('div')).toHaveClass(/w-1\/4/);
      await expect(button(page, 'waitlist.continue')).toBeDisabled();
      await email(page).fill('gruenderin.example.ch');
      await expect(button(page, 'waitlist.continue')).toBeDisabled();
      await email(page).fill('gruenderin@example.ch');
      await company(page).fill('Start AG');
      await button(page, 'waitlist.continue').click();

      await expect(heading(page, 'waitlist.offer.title')).toBeFocused();
      await expect(progress(page)).toHaveAttribute('aria-valuenow', '2');
      await expect(progress(page).locator('div')).toHaveClass(/w-2\/4/);
      await expect(wizard(page).getByText(t('waitlist.offer.full'))).toBeVisible();
      await expect(wizard(page).getByText(t('waitlist.offer.earlyFree'))).toBeVisible();
      await expect(wizard(page).getByText(t('waitlist.offer.earlySupport'))).toBeVisible();
      await expect(wizard(page).getByText(t('waitlist.offer.available'), { exact: true })).toBeVisible();
      await button(page, 'waitlist.back').click();
      await expect(heading(page, 'waitlist.contact.title')).toBeFocused();
      await expect(email(page)).toHaveValue('gruenderin@example.ch');
      await expect(company(page)).toHaveValue('Start AG');
      await button(page, 'waitlist.continue').click();
      await button(page, 'waitlist.offer.choose').click();

      await expect(heading(page, 'waitlist.motivation.title')).toBeFocused();
      await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
      await expect(progress(page).locator('div')).toHaveClass(/w-3\/4/);
      await expect(button(page, 'waitlist.submit')).toBeDisabled();
      await consent(page).check();
      await expect(button(page, 'waitlist.submit')).toBeEnabled();
      await button(page, 'waitlist.back').click();
      await expect(heading(page, 'waitlist.offer.title')).toBeFocused();
    });

    test('shows the spec §5 messages in order and sends nothing while one fails', async ({ page }) => {
      let posted = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/waitlist')) posted += 1;
      });
      await open(page);
      await toMotivation(page, 'gruenderin@beispiel');
      await consent(page).check();
      await button(page, 'waitlist.submit').click();
      // A bad address takes the visitor back to the step that asks for it.
      await expect(heading(page, 'waitlist.contact.title')).toBeFocused();
      await expect(wizard(page).getByRole('alert')).toHaveText(t('validation.waitlist.emailInvalid'));

      // Decision 0012: the fields hold no more than the server takes, counted as it counts.
      await email(page).fill('gruenderin@example.ch');
      await company(page).fill('x'.repeat(201));
      await expect(company(page)).toHaveValue('x'.repeat(200));
      await button(page, 'waitlist.continue').click();
      await button(page, 'waitlist.offer.choose').click();
      await motivation(page).fill('m'.repeat(501));
      await expect(motivation(page)).toHaveValue('m'.repeat(500));
      await expect(motivation(page)).toHaveAccessibleDescription(new RegExp(t('waitlist.motivation.count', { count: 500, max: 500 })));
      expect(posted).toBe(0);
    });

    test('joins, shows the success screen, refreshes availability and restarts empty', async ({ page }) => {
      let tierLoads = 0;
      await page.route('**/api/tiers', async (route: Route) => {
        tierLoads += 1;
        // The second load (after the sign-up) reports one place fewer, so the refresh is visible.
        const records = DEFAULT_TIER_AVAILABILITY.map((record) =>
          record.tier === 'early_access' && tierLoads > 1 ? { ...record, accepted_count: 9, available_slots: 16 } : record,
        );
        await route.fulfill({ json: records });
      });
      await page.route('**/api/waitlist', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await open(page);
      await expect.poll(() => tierLoads).toBe(1);
      await toMotivation(page, uniqueEmail(locale));
      await motivation(page).fill('Belege und Mehrwertsteuer automatisieren.');
      await consent(page).check();
      await button(page, 'waitlist.submit').click();
      await expect(button(page, 'waitlist.sending')).toBeDisabled();

      await expect(heading(page, 'waitlist.done.title')).toBeFocused();
      await expect(wizard(page).getByRole('status')).toHaveText(t('waitlist.success'));
      for (const key of ['waitlist.done.review', 'waitlist.done.access', 'waitlist.done.together'] as const) {
        await expect(wizard(page).getByText(t(key), { exact: true })).toBeVisible();
      }
      await expect(progress(page)).toHaveCount(0);
      await expect.poll(() => tierLoads).toBe(2);

      await button(page, 'waitlist.restart').click();
      await expect(heading(page, 'waitlist.title')).toBeFocused();
      await button(page, 'waitlist.join').click();
      await expect(email(page)).toHaveValue('');
      await expect(company(page)).toHaveValue('');
      await email(page).fill('noch@example.ch');
      await button(page, 'waitlist.continue').click();
      await expect(wizard(page).getByText(t('waitlist.offer.places', { available: 16, total: 25 }))).toBeVisible();
      await button(page, 'waitlist.offer.choose').click();
      await expect(motivation(page)).toHaveValue('');
      await expect(consent(page)).not.toBeChecked();
    });

    test.describe('with an address already registered', () => {
      test.use({ allowConsoleErrors: /status of 409/ });
      test('says so', async ({ page }) => {
        const address = uniqueEmail(`${locale}-twice`);
        await open(page);
        await toMotivation(page, address);
        await consent(page).check();
        await button(page, 'waitlist.submit').click();
        await expect(heading(page, 'waitlist.done.title')).toBeVisible();
        await button(page, 'waitlist.restart').click();
        await toMotivation(page, address);
        await consent(page).check();
        await button(page, 'waitlist.submit').click();
        await expect(wizard(page).getByRole('alert')).toHaveText(t('waitlist.error.emailTaken'));
        await expect(heading(page, 'waitlist.motivation.title')).toBeVisible();
        expect(await audit(page)).toEqual([]);
      });
    });

    test.describe('with the server refusing', () => {
      test.use({ allowConsoleErrors: /Failed to load resource/ });

      test('maps the server messages of spec §8', async ({ page }) => {
        const answers = [
          {
            status: 429,
            json: { success: false, message: 'Rate limit exceeded', code: 'rate_limited' },
            key: 'waitlist.error.rateLimited',
          },
          {
            status: 400,
            json: {
              success: false,
              message: 'Invalid email format',
              code: 'invalid_email',
              errors: { email: 'validation.waitlist.emailInvalid' },
            },
            key: 'waitlist.error.invalidEmail',
          },
          { status: 500, json: { error: 'boom' }, key: 'waitlist.error.general' },
        ] as const;
        let next = 0;
        await page.route('**/api/waitlist', (route) => route.fulfill({ status: answers[next]!.status, json: answers[next]!.json }));
        await open(page);
        await toMotivation(page, 'gruenderin@example.ch');
        await consent(page).check();
        for (const [index, answer] of answers.entries()) {
          next = index;
          await button(page, 'waitlist.submit').click();
          await expect(wizard(page).getByRole('alert')).toHaveText(t(answer.key));
        }
      });

      test('keeps the spec §3 defaults when availability cannot be loaded', async ({ page }) => {
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
        await page.route('**/api/tiers', (route) => route.fulfill({ status: 500, json: { success: false } }));
        await open(page);
        await button(page, 'waitlist.join').click();
        await email(page).fill('gruenderin@example.ch');
        await button(page, 'waitlist.continue').click();
        await expect(wizard(page).getByText(t('waitlist.offer.places', { available: 0, total: 3 }))).toBeVisible();
        await expect(wizard(page).getByText(t('waitlist.offer.places', { available: 17, total: 25 }))).toBeVisible();
        await expect(button(page, 'waitlist.offer.choose')).toBeEnabled();
        expect(warnings.some((warning) => warning.includes('tier availability'))).toBe(true);
      });
    });
  });
}

for (const { locale, prefix, home } of LANGUAGES) {
  const t = translator(locale);

  test.describe(`waiting list without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false, allowConsoleErrors: /status of (400|409)/ });
    const email = (page: Page) => page.getByRole('main').getByLabel(t('waitlist.contact.email'), { exact: true });
    const company = (page: Page) => page.getByLabel(`${t('waitlist.contact.company')} ${t('waitlist.optional')}`);
    const motivation = (page: Page) => page.getByLabel(`${t('waitlist.motivation.label')} ${t('waitlist.optional')}`);
    const submit = (page: Page) => page.getByRole('button', { name: t('waitlist.submit') });

    test('the join link leads to one form that answers with the same texts', async ({ page }) => {
      await page.goto(`${home}#beta`);
      await page
        .locator('#beta')
        .getByRole('link', { name: t('waitlist.join') })
        .click();
      await expect(page).toHaveURL(`${prefix}/waitlist`);
      await expect(page.getByRole('heading', { level: 1, name: t('waitlist.title') })).toBeVisible();

      await email(page).fill('gruenderin@beispiel');
      await company(page).fill('Start AG');
      // Decision 0012: the field holds no more than the server takes.
      await motivation(page).fill('m'.repeat(501));
      await expect(motivation(page)).toHaveValue('m'.repeat(500));
      await page.getByRole('checkbox', { name: t('waitlist.consent') }).check();
      await submit(page).click();
      await expect(page.getByRole('alert')).toHaveText(t('validation.waitlist.emailInvalid'));
      await expect(email(page)).toHaveValue('gruenderin@beispiel');
      await expect(company(page)).toHaveValue('Start AG');
      await expect(motivation(page)).toHaveValue('m'.repeat(500));
      await expect(page.getByRole('checkbox', { name: t('waitlist.consent') })).toBeChecked();

      const address = uniqueEmail(`${locale}-plain`);
      await email(page).fill(address);
      await motivation(page).fill('Belege automatisieren.');
      await submit(page).click();
      await expect(page.getByRole('heading', { level: 1, name: t('waitlist.done.title') })).toBeVisible();
      await expect(page.getByText(t('waitlist.success'))).toBeVisible();
      await expect(page.getByText(t('waitlist.done.review'), { exact: true })).toBeVisible();

      await page.goto(`${prefix}/waitlist`);
      await email(page).fill(address);
      await page.getByRole('checkbox', { name: t('waitlist.consent') }).check();
      await submit(page).click();
      await expect(page.getByRole('alert')).toHaveText(t('waitlist.error.emailTaken'));
    });

    test('the server checks what the browser does not: consent and company length', async ({ page, baseURL }) => {
      const post = (form: Record<string, string>) =>
        page.request.post(`${prefix}/waitlist`, {
          form: { lang: locale, tier: 'early_access', ...form },
          headers: { Origin: baseURL! },
          maxRedirects: 0,
        });
      const noConsent = await post({ email: 'ohne@example.ch' });
      expect(noConsent.status()).toBe(400);
      expect(await noConsent.text()).toContain(t('validation.waitlist.consent'));
      const longCompany = await post({ email: 'lang@example.ch', consent: 'on', company: 'c'.repeat(201) });
      expect(await longCompany.text()).toContain(t('validation.waitlist.company'));
      const empty = await post({ email: '   ', consent: 'on' });
      expect(await empty.text()).toContain(t('validation.waitlist.emailRequired'));
      const get = await page.request.get(`${prefix}/waitlist`);
      expect(get.status()).toBe(200);
      expect(await get.text()).toContain(t('waitlist.offer.early'));
    });
  });
}
