import type { APIRoute } from 'astro';
import { isLocale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { database } from '#server/db/instance.ts';
import { jsonResponse } from '#server/http/json.ts';
import { readSubmission } from '#server/http/request.ts';
import { unsubscribe } from '#server/newsletter/newsletter.service.ts';

export const prerender = false;

/**
 * Unsubscribing: the one-click POST of RFC 8058 from a mail program (token and campaign in the address), and
 * the button of the unsubscribe page (token and campaign in the form), which is sent back to the page with the result.
 */
export const POST: APIRoute = async ({ request, url }) => {
  const body = await readSubmission(request, 4096);
  const data = 'problem' in body ? {} : body.data;
  const token = url.searchParams.get('token') ?? (typeof data.token === 'string' ? data.token : '');
  // The campaign whose mail held the link (issue 30), recorded as the cause when it is one.
  const campaign = url.searchParams.get('campaign') ?? data.campaign;
  const done = token ? await unsubscribe((await database()).db, token, { campaign }) : false;
  if ('kind' in body && body.kind === 'form' && data['List-Unsubscribe'] === undefined) {
    const locale = isLocale(data.lang) ? data.lang : 'de';
    const result = done ? 'done' : 'invalid';
    return new Response(null, {
      status: 303,
      headers: { Location: `${localizePath('/newsletter/unsubscribe', locale)}?result=${result}` },
    });
  }
  return jsonResponse({ success: done }, done ? 200 : 404);
};
