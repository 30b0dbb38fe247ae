import type { APIRoute } from 'astro';
import { isLocale } from '#i18n/config.ts';
import { versionOf } from '#lib/campaigns.ts';
import { findCampaign } from '#server/campaigns/campaigns.repo.ts';
import { previewMail, previewResponse } from '#server/console/web/campaign-preview.http.ts';
import { consoleNotFound, consoleRoute } from '#server/console/web/console-route.ts';
import { isRowId } from '#server/console/web/query.ts';

export const prerender = false;

/** The HTML part of a campaign's mail in one of its written languages, for the frame of its page; only for a signed-in operator. */
export const GET: APIRoute = async (context) => {
  const { id, version } = context.params;
  if (!isRowId(id) || !isLocale(version)) return consoleNotFound();
  const page = await consoleRoute(context, {}, { file: true });
  if (page instanceof Response) return page;
  const campaign = await findCampaign(page.db, id);
  if (!campaign || versionOf(campaign, version).body === '') return consoleNotFound();
  return previewResponse((await previewMail(campaign, version)).html);
};
