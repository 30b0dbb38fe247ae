import type { Page } from '@playwright/test';
import { localizePath } from '#i18n/paths.ts';
import { CONSOLE_PATHS } from '#lib/console/routes.ts';
import { NEWSLETTER_PATHS } from '#lib/routes.ts';
import { operatorSessionCookie } from '../setup/operator.ts';
import { audit } from './axe.ts';
import { campaignSteps, confirmedSubscriber, onSite, press } from './console-campaign-steps.ts';
import { LANGUAGES } from './fixtures.ts';
import type { CapturedMail } from '../setup/smtp.ts';
import { expect, mailText, test, type MailSite } from './mail-fixtures.ts';

// Decision 0035: a campaign sent to its end. Each reader's mail arrives in their language with their own unsubscribe
// links, and the one-click POST of RFC 8058 ends the subscription. An address its mail server refuses for good is
// marked bounced, which the console shows and the operator resets. The sent campaign, published from the
// console, appears in the archive at once, without a rebuild.

/** The one-click address of a mail's List-Unsubscribe header, which also names the POST that works it (RFC 8058). */
function oneClickOf(mailSite: MailSite, raw: string): string {
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  return onSite(mailSite, /^List-Unsubscribe:\s*<([^>]+)>/m.exec(raw)![1]!);
}

for (const { locale } of LANGUAGES) {
  test.describe(`a campaign sent to its end (${locale})`, () => {
    const { t, notice, button, fact, status, writeCampaign } = campaignSteps(locale);
    const at = (path: string) => localizePath(path, locale);
    const figure = (page: Page, name: 'sent' | 'bounced' | 'unsubscribed') => fact(page, t(`console.campaigns.figures.${name}`));

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([await operatorSessionCookie(baseURL!, `delivery-${locale}@example.ch`)]);
    });

    test('reaches each reader in their language, unsubscribes with one click, marks a refusal bounced and is published', async ({
      page,
      mailSite,
    }) => {
      test.slow();
      const tag = `${locale}-${Date.now()}`;
      const readers = { de: `leserin-${tag}@example.ch`, en: `reader-${tag}@example.ch` } as const;
      const refused = `gone-${tag}@example.ch`;
      await confirmedSubscriber(mailSite, readers.de, 'de');
      await confirmedSubscriber(mailSite, readers.en, 'en');
      await confirmedSubscriber(mailSite, refused);
      // The refused address's mailbox is gone since it confirmed.
      mailSite.smtp.refuseRecipients(refused);

      const subject = await writeCampaign(page, 'delivery');
      const campaignPage = page.url().replace(/\?.*$/, '');
      // Either version of this campaign (its subjects share the tag), not the confirmation mails before it.
      const isCampaignMail = (received: CapturedMail) => [subject.de, subject.en].some((words) => mailText(received).includes(words));
      await press(page, button(page, t('console.campaigns.sendNow')));
      await press(page, button(page, t('console.campaigns.confirmSend')));
      await expect(status(page)).toHaveText(t('console.campaigns.status.sending'));

      // Each reader gets the version in their language, with unsubscribe links of that language.
      for (const language of ['de', 'en'] as const) {
        const mail = await mailSite.mailMatching((received) => received.to.includes(readers[language]) && isCampaignMail(received));
        expect(mail.raw).toContain(`Subject: ${subject[language]}`);
        expect(mailText(mail)).toContain(language === 'de' ? 'Dies ist' : 'This is');
        // The unsubscribe pages the mail links to (the header's one-click address is the API's, for mail programs).
        const links = [...mailText(mail).matchAll(/https?:\/\/[^\s"<>]+\/newsletter\/unsubscribe\?/g)]
          .map(([link]) => new URL(link).pathname)
          .filter((path) => !path.startsWith('/api/'));
        expect(links.length).toBeGreaterThan(0);
        for (const path of links) expect(path).toBe(localizePath(NEWSLETTER_PATHS.unsubscribe, language));
      }
      expect(mailSite.smtp.received.some((received) => received.to.includes(refused) && isCampaignMail(received))).toBe(false);

      // The English reader leaves with the one click a mail program sends.
      const english = await mailSite.mailMatching((received) => received.to.includes(readers.en) && isCampaignMail(received));
      const unsubscribe = await fetch(oneClickOf(mailSite, english.raw), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribe.status).toBe(200);

      // The campaign is done once every mail had its answer: sent, a bounce, an unsubscription through it.
      await expect
        .poll(
          async () => {
            await page.goto(campaignPage);
            return status(page).textContent();
          },
          { timeout: 30_000 },
        )
        .toBe(t('console.campaigns.status.sent'));
      await expect(figure(page, 'bounced')).toHaveText('1');
      await expect(figure(page, 'unsubscribed')).toHaveText('1');
      expect(await audit(page)).toEqual([]);

      // Published from the console: its issue is in the archive at once, in the page's language.
      await press(page, button(page, t('console.campaigns.publish')));
      await expect(notice(page)).toHaveText(t('console.campaigns.notice.published'));
      await page.goto(at(NEWSLETTER_PATHS.archive));
      await press(page, page.getByRole('link', { name: subject[locale] }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject[locale]);
      await expect(page.getByRole('main')).toContainText(locale === 'de' ? 'Dies ist' : 'This is');
      expect(await audit(page)).toEqual([]);

      // The console shows the bounce among the subscribers; reset, campaigns go to the address again.
      await page.goto(at(CONSOLE_PATHS.newsletter));
      const row = page.getByRole('row').filter({ hasText: refused });
      await expect(row).toContainText(t('console.newsletter.bouncedSince'));
      await press(page, row.getByRole('button', { name: t('console.newsletter.resetBounce') }));
      await expect(notice(page)).toHaveText(t('console.newsletter.notice.bounceReset'));
      await expect(page.getByRole('row').filter({ hasText: refused })).not.toContainText(t('console.newsletter.bouncedSince'));
      expect(await audit(page)).toEqual([]);
    });
  });
}
