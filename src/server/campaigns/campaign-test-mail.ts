import type { Locale } from '#i18n/config.ts';
import { sendLocales, type CampaignAudience } from '#lib/campaigns.ts';
import type { Database } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { enqueueMail } from '../mail/outbox.repo.ts';
import { inertUnsubscribeLinks, renderCampaignTemplate, type CampaignText } from './campaign-mail.ts';

/**
 * A test send: the campaign's mail in each language it goes out in, to the operator who asks, through the
 * outbox like any other mail. Its subject says "[Test]", its footer that it is one, and its unsubscribe links
 * carry no token, so that they end nobody's subscription. Gives back the languages queued (none: nothing to send).
 */
export async function queueCampaignTest(
  db: Database,
  campaign: CampaignText & { audience: CampaignAudience },
  operatorEmail: string,
  now: Date = new Date(),
): Promise<Locale[]> {
  const locales = sendLocales(campaign);
  // Rendered before the transaction, which then only writes.
  const mails = await Promise.all(
    locales.map(async (locale) =>
      (await renderCampaignTemplate(campaign, locale, { testRecipient: operatorEmail }))(inertUnsubscribeLinks(locale)),
    ),
  );
  await withTransaction(db, async (tx) => {
    for (const mail of mails) await enqueueMail(tx, { kind: 'newsletter_test', to: operatorEmail, ...mail }, now);
  });
  return locales;
}
