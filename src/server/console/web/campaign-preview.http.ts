import { LOCALES, type Locale } from '#i18n/config.ts';
import { versionOf } from '#lib/campaigns.ts';
import { campaignPreviewPath } from '#lib/console/routes.ts';
import { inertUnsubscribeLinks, renderCampaignMail } from '#server/campaigns/campaign-mail.ts';
import type { CampaignRow } from '#server/campaigns/campaigns.repo.ts';

/**
 * A campaign's mail in one language as its recipients will see it, for the console's preview. Its links to
 * unsubscribe are those of a test send, which end nobody's subscription: the preview is nobody's mail.
 */
export function previewMail(campaign: CampaignRow, locale: Locale): ReturnType<typeof renderCampaignMail> {
  const links = inertUnsubscribeLinks(locale);
  return renderCampaignMail({ campaign, locale, unsubscribeUrl: links.page, oneClickUrl: links.oneClick });
}

/**
 * The mail's HTML part as a document of its own, framed by the campaign's page in a sandbox. Its policy
 * allows nothing but its inline styles – no script, no image, no request to anywhere – and makes it a
 * sandboxed document even opened on its own; it may be framed by the console only. Never cached, never indexed.
 */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; sandbox; frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

export const previewResponse = (html: string): Response => new Response(html, { status: 200, headers: PREVIEW_HEADERS });

/** Each written language's preview for the campaign's page: its HTML part's address and its text part. */
export async function campaignPreviews(campaign: CampaignRow, href: (path: string) => string) {
  const versions = LOCALES.filter((version) => versionOf(campaign, version).body !== '');
  return Promise.all(
    versions.map(async (version) => ({
      version,
      htmlHref: href(campaignPreviewPath(campaign.id, version)),
      text: (await previewMail(campaign, version)).text,
    })),
  );
}
