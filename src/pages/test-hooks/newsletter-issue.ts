import type { APIRoute } from 'astro';
import { campaignDraftSchema } from '#lib/campaigns.ts';
import { createCampaign, publishCampaign, unpublishCampaign } from '#server/campaigns/campaign-lifecycle.ts';
import { finishSentCampaigns, moveCampaign } from '#server/campaigns/campaigns.repo.ts';
import { database } from '#server/db/instance.ts';
import { env } from '#server/env.ts';
import { jsonResponse } from '#server/http/json.ts';

// For the browser and whole-site tests: a campaign that went out (to nobody: no recipient is queued, so no
// test's subscriber gets it) and is published through the lifecycle, as the console publishes one; or, given
// its id, unpublished or published again. Answers { id, slug }. Exists only with ENABLE_TEST_HOOKS=true.
export const prerender = false;

export const POST: APIRoute = async ({ request }) => {
  if (!env().ENABLE_TEST_HOOKS) return new Response(null, { status: 404 });
  const { db } = await database();
  const body = (await request.json()) as { unpublish?: unknown; republish?: unknown };
  if (typeof body.unpublish === 'string' || typeof body.republish === 'string') {
    const result =
      typeof body.unpublish === 'string' ? await unpublishCampaign(db, body.unpublish) : await publishCampaign(db, String(body.republish));
    return result.code === 'done' ? jsonResponse({ id: result.campaign.id, slug: result.campaign.slug }) : jsonResponse(result, 409);
  }
  const draft = campaignDraftSchema.safeParse(body);
  if (!draft.success) return jsonResponse({ error: 'invalid draft' }, 400);
  const id = await createCampaign(db, draft.data, null);
  await moveCampaign(db, id, ['draft'], 'sending', { queuedAt: new Date() });
  await finishSentCampaigns(db, new Date());
  const result = await publishCampaign(db, id);
  return result.code === 'done' ? jsonResponse({ id, slug: result.campaign.slug }) : jsonResponse(result, 409);
};
