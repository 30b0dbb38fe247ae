import type { Locale } from '#i18n/config.ts';
import { escapeMarkup } from '#lib/escape.ts';
import type { Database } from '../db/client.ts';
import { renderCampaignMail, unsubscribeLinks } from './campaign-mail.tsx';
import { findCampaign } from './campaigns.repo.ts';
import type { ClaimedDelivery } from './deliveries.repo.ts';

/** The contract's answer (campaign-mail.tsx): subject, HTML, text and headers. */
type RenderedCampaignMail = Awaited<ReturnType<typeof renderCampaignMail>>;

/** Stand-ins for a recipient's own links: the mail is rendered once per (campaign, language) with these. */
const PAGE_LINK = 'https://unsubscribe.invalid/page-link';
const ONE_CLICK_LINK = 'https://unsubscribe.invalid/one-click-link';

/** Templates kept at most: a campaign or two in two languages, plus a change of one. */
const KEPT = 16;

export type CampaignMailTemplates = (delivery: ClaimedDelivery) => Promise<RenderedCampaignMail>;

/**
 * A campaign's mail for each recipient: rendered once per (campaign, last change, language), then the recipient's
 * unsubscribe links put in place of the stand-ins (escaped for the HTML part). A template without the stand-ins
 * would send mail nobody can unsubscribe from, so it is refused.
 */
export function campaignMailTemplates(db: Database): CampaignMailTemplates {
  const kept = new Map<string, Promise<RenderedCampaignMail>>();
  const template = (delivery: ClaimedDelivery): Promise<RenderedCampaignMail> => {
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
  return async (delivery) => {
    const mail = await template(delivery);
    const links = unsubscribeLinks(delivery.subscription, delivery.locale, delivery.campaignId);
    const put = (text: string, escape: (link: string) => string = (link) => link) =>
      text.replaceAll(PAGE_LINK, escape(links.page)).replaceAll(ONE_CLICK_LINK, escape(links.oneClick));
    return {
      subject: mail.subject,
      html: put(mail.html, escapeMarkup),
      text: put(mail.text),
      headers: Object.fromEntries(Object.entries(mail.headers).map(([name, value]) => [name, put(value)])),
    };
  };
}

async function renderTemplate(db: Database, campaignId: string, locale: Locale): Promise<RenderedCampaignMail> {
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) throw new Error(`campaign ${campaignId} is gone`);
  const mail = await renderCampaignMail({ campaign, locale, unsubscribeUrl: PAGE_LINK, oneClickUrl: ONE_CLICK_LINK });
  const oneClickHeader = Object.values(mail.headers).some((value) => value.includes(ONE_CLICK_LINK));
  if (!mail.html.includes(PAGE_LINK) || !oneClickHeader)
    throw new Error(`the mail of campaign ${campaignId} (${locale}) lacks its unsubscribe links`);
  return mail;
}
