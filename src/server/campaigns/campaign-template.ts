import type { Locale } from '#i18n/config.ts';
import type { Database } from '../db/client.ts';
import { renderCampaignTemplate, unsubscribeLinks, type CampaignMail, type CampaignMailTemplate } from './campaign-mail.ts';
import { findCampaign } from './campaigns.repo.ts';
import type { ClaimedDelivery } from './deliveries.repo.ts';

/** Templates kept at most: a campaign or two in two languages, plus a change of one. */
const KEPT = 16;

export type CampaignMailTemplates = (delivery: ClaimedDelivery) => Promise<CampaignMail>;

/**
 * A campaign's mail for each recipient: rendered once per (campaign, last change, language) by the mail's own
 * template (campaign-mail.ts, which refuses a mail without its unsubscribe link), then each recipient's links
 * put in, which is string work only.
 */
export function campaignMailTemplates(db: Database): CampaignMailTemplates {
  const kept = new Map<string, Promise<CampaignMailTemplate>>();
  const template = (delivery: ClaimedDelivery): Promise<CampaignMailTemplate> => {
    const key = `${delivery.campaignId}:${delivery.campaignUpdatedAt.getTime()}:${delivery.locale}`;
    let rendered = kept.get(key);
    if (!rendered) {
      if (kept.size >= KEPT) kept.clear();
      rendered = renderTemplate(db, delivery.campaignId, delivery.locale);
      // A failed rendering is tried again with the next mail, not kept.
      rendered.catch(() => kept.delete(key));
      kept.set(key, rendered);
    }
    return rendered;
  };
  return async (delivery) => (await template(delivery))(unsubscribeLinks(delivery.subscription, delivery.locale, delivery.campaignId));
}

async function renderTemplate(db: Database, campaignId: string, locale: Locale): Promise<CampaignMailTemplate> {
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) throw new Error(`campaign ${campaignId} is gone`);
  return renderCampaignTemplate(campaign, locale);
}
