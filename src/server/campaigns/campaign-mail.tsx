// TEMP: a stand-in with the exports of the campaign mail's contract, so the sender can be built and tested
// before the real renderer lands; dropped when merging.
import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { versionOf } from '#lib/campaigns.ts';
import { escapeMarkup } from '#lib/escape.ts';
import { env } from '../env.ts';
import { unsubscribeToken } from '../newsletter/tokens.ts';
import type { CampaignRow } from './campaigns.repo.ts';

export interface CampaignMailInput {
  campaign: Pick<CampaignRow, 'id' | 'subjectDe' | 'bodyDe' | 'subjectEn' | 'bodyEn'>;
  locale: Locale;
  unsubscribeUrl: string;
  oneClickUrl: string;
}

export interface RenderedCampaignMail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export async function renderCampaignMail(input: CampaignMailInput): Promise<RenderedCampaignMail> {
  const { subject, body } = versionOf(input.campaign, input.locale);
  await Promise.resolve();
  return {
    subject,
    text: `${body}\n\n${input.unsubscribeUrl}`,
    html: `<!doctype html><html lang="${input.locale}"><body><pre>${escapeMarkup(body)}</pre><p><a href="${escapeMarkup(input.unsubscribeUrl)}">unsubscribe</a></p></body></html>`,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `<newsletter.${new URL(env().SITE_URL).hostname}>`,
    },
  };
}

export function unsubscribeLinks(
  subscription: { id: string; consentAt: Date },
  locale: Locale,
  campaignId: string,
): { page: string; oneClick: string } {
  const token = unsubscribeToken(subscription);
  const origin = env().SITE_URL;
  return {
    page: new URL(`${localizePath('/newsletter/unsubscribe', locale)}?token=${token}&campaign=${campaignId}`, origin).href,
    oneClick: new URL(`/api/newsletter/unsubscribe?token=${token}&campaign=${campaignId}`, origin).href,
  };
}
