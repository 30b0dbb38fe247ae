import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/console-translate.ts';
import { CAMPAIGN_TEST_LIMITS } from '#lib/campaign-tests.ts';
import siteConfig from '#site.config.ts';
import { CONSOLE_PATHS } from '#lib/console/routes.ts';
import { PHONE_WIDTH } from '#lib/phone-width.ts';
import { operatorSessionCookie } from '../setup/operator.ts';
import { audit } from './axe.ts';
import { campaignSteps, confirmedSubscriber, press, typeInto } from './console-campaign-steps.ts';
import { LANGUAGES } from './fixtures.ts';
import { tabTo } from './keyboard.ts';
import { expect, mailText, test } from './mail-fixtures.ts';

// Decision 0035: a campaign is written, previewed, tested, scheduled and unscheduled, sent after a confirmation,
// paused, resumed and cancelled after another, in the console; with the keyboard, axe clean, in both languages.

// A campaign with recipients keeps sending long enough to be paused: one mail an hour (the rate cap), two subscribers.
test.use({ mailSiteSettings: { CAMPAIGN_RATE_PER_HOUR: '1' } });

for (const { locale } of LANGUAGES) {
  const t = translator(locale);
  const at = (path: string) => localizePath(path, locale);
  const operator = `campaigns-${locale}@example.ch`;

  test.describe(`campaigns in the console (${locale})`, () => {
    test.beforeAll(async ({ mailSite }) => {
      for (const reader of ['reader-a', 'reader-b']) await confirmedSubscriber(mailSite, `${reader}-${locale}-${Date.now()}@example.ch`);
    });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([await operatorSessionCookie(baseURL!, operator)]);
    });

    const { notice, button, subjectField, bodyField, fact, status, writeCampaign } = campaignSteps(locale);

    test('writes a campaign, previews it, sends a test to the operator, schedules and unschedules it', async ({
      page,
      mailSite,
      browser,
    }) => {
      // Some 300 key presses, a mail and four axe audits: over 10 s on a quiet two-core machine.
      test.slow();
      await page.goto(at(CONSOLE_PATHS.campaigns));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('console.campaigns.title'));
      expect(await audit(page)).toEqual([]);

      // A subject without its text is refused, the field saying why; what was typed stays.
      await press(page, page.getByRole('link', { name: t('console.campaigns.new') }));
      await typeInto(page, subjectField(page, 'de'), 'Nur ein Betreff');
      await press(page, button(page, t('console.campaigns.create')));
      await expect(page.getByRole('alert')).toHaveText(t('console.campaigns.error.summary'));
      await expect(bodyField(page, 'de')).toHaveAccessibleDescription(t('console.campaigns.error.incomplete'));
      await expect(subjectField(page, 'de')).toHaveValue('Nur ein Betreff');
      expect(await audit(page)).toEqual([]);

      const subject = await writeCampaign(page, 'preview');
      const title = t('console.campaigns.campaignTitle', { subject: subject[locale] });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(status(page)).toHaveText(t('console.campaigns.status.draft'));

      // The preview: each language's HTML part in a sandboxed frame, its text part beside it.
      for (const [language, words] of [
        ['de', 'Dies ist'],
        ['en', 'This is'],
      ] as const) {
        const name = t('console.campaigns.previewHtml', { language: t(`console.campaigns.language.${language}`) });
        const frame = page.locator(`iframe[title="${name}"]`);
        await expect(frame).toHaveAttribute('sandbox', '');
        await expect(page.frameLocator(`iframe[title="${name}"]`).locator('body')).toContainText(words);
        const source = (await frame.getAttribute('src'))!;
        const answer = await page.request.get(source);
        expect(answer.status()).toBe(200);
        expect(answer.headers()['content-security-policy']).toBe(
          "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; sandbox; frame-ancestors 'self'",
        );
        expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
        const text = page.getByRole('region', {
          name: t('console.campaigns.previewText', { language: t(`console.campaigns.language.${language}`) }),
        });
        await expect(text).toContainText(words);
        // The same mail at a phone's width, in a frame as closed, with nothing wider than the phone (decision 0046).
        const phoneName = t('console.campaigns.previewPhone', {
          language: t(`console.campaigns.language.${language}`),
          width: PHONE_WIDTH,
        });
        const phone = page.locator(`iframe[title="${phoneName}"]`);
        await expect(phone).toHaveAttribute('sandbox', '');
        await expect(phone).toHaveAttribute('src', source);
        expect((await phone.boundingBox())?.width).toBe(PHONE_WIDTH);
        const phoneRoot = page.frameLocator(`iframe[title="${phoneName}"]`).locator('html');
        await expect(phoneRoot).toContainText(words);
        expect(await phoneRoot.evaluate((root) => root.scrollWidth)).toBe(PHONE_WIDTH);
        // Without a session the preview is the 404 of any unknown address.
        const stranger = await browser.newContext();
        expect((await stranger.request.get(new URL(source, page.url()).href)).status()).toBe(404);
        await stranger.close();
      }
      expect(await audit(page)).toEqual([]);

      await press(page, button(page, t('console.campaigns.sendTest')));
      await expect(notice(page)).toHaveText(t('console.campaigns.notice.testQueued'));
      // The mail arrives at the operator's address, with the campaign's subject and text.
      const mail = await mailSite.mailMatching((received) => received.to.includes(operator) && mailText(received).includes(subject.de));
      expect(mailText(mail)).toContain('Dies ist');

      // Scheduled for Christmas morning, Zurich time, then back to a draft.
      const sendAt = page.getByLabel(t('console.campaigns.sendAtField'));
      await tabTo(page, sendAt);
      await sendAt.fill('2099-12-24T09:30');
      await press(page, button(page, t('console.campaigns.schedule')));
      await expect(notice(page)).toHaveText(t('console.campaigns.notice.scheduled'));
      await expect(status(page)).toHaveText(t('console.campaigns.status.scheduled'));
      await expect(fact(page, t('console.campaigns.sendAt'))).toHaveText('24.12.2099, 09:30');
      await expect(sendAt).toHaveValue('2099-12-24T09:30');
      expect(await audit(page)).toEqual([]);
      await press(page, button(page, t('console.campaigns.unschedule')));
      await expect(notice(page)).toHaveText(t('console.campaigns.notice.unscheduled'));
      await expect(status(page)).toHaveText(t('console.campaigns.status.draft'));

      // The audit log says what was done, in words.
      await page.goto(at(CONSOLE_PATHS.audit));
      const campaign = t('console.audit.campaign', { subject: subject[locale] });
      await expect(
        page.getByText(t('console.audit.what.campaignSchedule', { campaign, at: '24.12.2099, 09:30' }), { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByText(t('console.audit.what.campaignTest', { campaign, languages: t('console.audit.languages.both') })),
      ).toBeVisible();
    });

    test('sends a campaign after a confirmation step, pauses and resumes it, and cancels it after another', async ({ page }) => {
      test.slow();
      const subject = await writeCampaign(page, 'send');
      const campaignPage = page.url().replace(/\?.*$/, '');

      // The step before sending: the way back leaves the campaign a draft.
      await press(page, button(page, t('console.campaigns.sendNow')));
      const confirmSend = page.getByRole('heading', { level: 2, name: t('console.campaigns.confirmSendTitle') });
      await expect(confirmSend).toBeVisible();
      expect(await audit(page)).toEqual([]);
      await press(page, page.getByRole('link', { name: t('console.campaigns.back') }));
      await expect(confirmSend).toHaveCount(0);
      await expect(status(page)).toHaveText(t('console.campaigns.status.draft'));
      await press(page, button(page, t('console.campaigns.sendNow')));
      await press(page, button(page, t('console.campaigns.confirmSend')));
      await expect(notice(page)).toHaveText(new RegExp(t('console.campaigns.notice.sending', { count: 999 }).replace('999', '\\d+')));
      // A campaign that has started is no longer edited; the sender (another part) may already be at work.
      await expect(page.getByRole('group', { name: t('console.campaigns.version.de') })).toHaveCount(0);
      await expect(status(page)).toHaveText(t('console.campaigns.status.sending'));

      await press(page, button(page, t('console.campaigns.pause')));
      await expect(notice(page)).toHaveText(t('console.campaigns.notice.paused'));
      await expect(status(page)).toHaveText(t('console.campaigns.status.paused'));
      await press(page, button(page, t('console.campaigns.resume')));
      await expect(notice(page)).toHaveText(t('console.campaigns.notice.resumed'));
      await press(page, button(page, t('console.campaigns.pause')));
      await expect(notice(page)).toHaveText(t('console.campaigns.notice.paused'));

      await press(page, button(page, t('console.campaigns.cancel')));
      await expect(page.getByRole('heading', { level: 2, name: t('console.campaigns.confirmCancelTitle') })).toBeVisible();
      expect(await audit(page)).toEqual([]);
      await press(page, button(page, t('console.campaigns.confirmCancel')));
      await expect(notice(page)).toHaveText(t('console.campaigns.notice.cancelled'));
      await expect(status(page)).toHaveText(t('console.campaigns.status.cancelled'));
      await expect(page).toHaveURL(`${campaignPage}?notice=campaign_cancelled`);
      // Nothing is left to do but a test, or a copy to send again.
      await expect(page.getByRole('region', { name: t('console.campaigns.actions') }).getByRole('button')).toHaveText([
        t('console.campaigns.sendTest'),
        t('console.campaigns.duplicate'),
      ]);
      expect(await audit(page)).toEqual([]);

      // The list names it, cancelled.
      await page.goto(at(CONSOLE_PATHS.campaigns));
      const row = page.getByRole('row', { name: new RegExp(subject[locale]) });
      await expect(row).toContainText(t('console.campaigns.status.cancelled'));
    });

    // Decision 0043: how many a campaign goes to is known before it goes; a draft is copied or deleted after a step.
    test('counts its recipients before sending, copies a draft and deletes one after a confirmation step', async ({ page, mailSite }) => {
      test.slow();
      const subject = await writeCampaign(page, 'count');
      const recipientsOn = async () => Number(await page.locator('[data-recipients]').getAttribute('data-recipients'));
      const before = await recipientsOn();
      expect(before).toBeGreaterThanOrEqual(2);
      // One more reader confirms: the page counts them at once.
      await confirmedSubscriber(mailSite, `counted-${locale}-${Date.now()}@example.ch`);
      await page.reload();
      await expect(page.locator('[data-recipients]')).toHaveText(t('console.campaigns.recipients', { count: String(before + 1) }));
      // The step before sending says it too, then the way back.
      await press(page, button(page, t('console.campaigns.sendNow')));
      await expect(page.getByRole('region', { name: t('console.campaigns.confirmSendTitle') })).toContainText(
        t('console.campaigns.recipients', { count: String(before + 1) }),
      );
      await press(page, page.getByRole('link', { name: t('console.campaigns.back') }));
      await expect(status(page)).toHaveText(t('console.campaigns.status.draft'));

      // A copy is a new draft with the same text, its subject saying what it is.
      await press(page, button(page, t('console.campaigns.duplicate')));
      await expect(notice(page)).toHaveText(t('console.campaigns.notice.duplicated'));
      const copySubject = t('console.campaigns.copyOf', { subject: subject[locale] });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('console.campaigns.campaignTitle', { subject: copySubject }));
      await expect(subjectField(page, 'de')).toHaveValue(translator('de')('console.campaigns.copyOf', { subject: subject.de }));
      await expect(bodyField(page, 'en')).toHaveValue('# Hello\n\nThis is **new**.');
      expect(await audit(page)).toEqual([]);

      // Deleting the copy asks first; the way back keeps it, the confirmation deletes it and the list says so.
      await press(page, button(page, t('console.campaigns.delete')));
      const confirmDelete = page.getByRole('heading', { level: 2, name: t('console.campaigns.confirmDeleteTitle') });
      await expect(confirmDelete).toBeVisible();
      expect(await audit(page)).toEqual([]);
      await press(page, page.getByRole('link', { name: t('console.campaigns.back') }));
      await expect(confirmDelete).toHaveCount(0);
      await press(page, button(page, t('console.campaigns.delete')));
      await press(page, button(page, t('console.campaigns.confirmDelete')));
      await expect(page).toHaveURL(new RegExp(`${at(CONSOLE_PATHS.campaigns)}\\?notice=campaign_deleted$`));
      await expect(notice(page)).toHaveText(t('console.campaigns.notice.deleted'));
      await expect(page.getByRole('row', { name: new RegExp(copySubject) })).toHaveCount(0);
      await expect(page.getByRole('row', { name: new RegExp(subject[locale]) })).toHaveCount(1);
    });

    // Decision 0042: a test goes to the firm's addresses ticked too, and tests stop after a few in a short time.
    test('sends a test to a firm address ticked with the keyboard, and refuses tests past the cap', async ({
      page,
      context,
      baseURL,
      mailSite,
    }) => {
      test.slow();
      // An operator of its own: the cap counts each operator's tests.
      const tester = `tester-${locale}-${Date.now()}@example.ch`;
      await context.addCookies([await operatorSessionCookie(baseURL!, tester)]);
      const subject = await writeCampaign(page, 'test');
      const firm = siteConfig.email.campaignTests[0]!;
      const box = page
        .getByRole('group', { name: t('console.campaigns.testAlso', { count: CAMPAIGN_TEST_LIMITS.firmAddresses }) })
        .getByRole('checkbox', { name: firm });
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
      await press(page, button(page, t('console.campaigns.sendTest')));
      await expect(notice(page)).toHaveText(t('console.campaigns.notice.testQueuedAlso', { count: 1 }));
      for (const address of [tester, firm]) {
        const mail = await mailSite.mailMatching((received) => received.to.includes(address) && mailText(received).includes(subject.de));
        expect(mailText(mail)).toContain('Dies ist');
      }
      // Unticked again after the test: the next one goes to the operator only.
      await expect(box).not.toBeChecked();
      for (let sent = 1; sent < CAMPAIGN_TEST_LIMITS.sends; sent++) {
        await press(page, button(page, t('console.campaigns.sendTest')));
        await expect(notice(page)).toHaveText(t('console.campaigns.notice.testQueued'));
      }
      await press(page, button(page, t('console.campaigns.sendTest')));
      // A refusal: said as an alert, not a status.
      await expect(page.getByRole('alert')).toHaveText(t('console.campaigns.notice.testLimit', { count: CAMPAIGN_TEST_LIMITS.sends }));
      expect(await audit(page)).toEqual([]);
    });
  });
}
