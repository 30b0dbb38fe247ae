import type { APIRoute } from 'astro';
import { isLocale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { NEWSLETTER_PATHS } from '#lib/routes.ts';
import { clientAddress, clientKey } from '#server/clients/client-address.ts';
import { database } from '#server/db/instance.ts';
import { problemResponse } from '#server/http/api-errors.ts';
import { jsonResponse } from '#server/http/json.ts';
import { readSubmission, unreadRequestLocale } from '#server/http/request.ts';
import { oneClickUnsubscribe } from '#server/newsletter/one-click-unsubscribe.ts';

export const prerender = false;

/**
 * Unsubscribing: the one-click POST of RFC 8058 from a mail program (token and campaign in the address). A form
 * with the token (the unsubscribe page's button before it posted to the page itself) is sent to the page with the result.
 */
export const POST: APIRoute = async ({ request, url, clientAddress: socket }) => {
  const body = await readSubmission(request, 4096);
  const data = 'problem' in body ? {} : body.data;
  const token = url.searchParams.get('token') ?? (typeof data.token === 'string' ? data.token : '');
  // The campaign whose mail held the link (decision 0035), recorded as the cause when it is one.
  const campaign = url.searchParams.get('campaign') ?? data.campaign;
  const { db } = await database();
  const { result, rate } = await oneClickUnsubscribe(db, token, campaign, clientKey(clientAddress(request, socket)));
  const locale = isLocale(data.lang) ? data.lang : unreadRequestLocale(request);
  if (!rate.allowed)
    return problemResponse({ problem: 'rate_limited', locale, headers: { 'Retry-After': String(rate.retryAfterSeconds) } });
  const done = result !== 'invalid';
  if ('kind' in body && body.kind === 'form' && data['List-Unsubscribe'] === undefined) {
    const shown = result === 'already_unsubscribed' ? 'already' : done ? 'done' : 'invalid';
    return new Response(null, {
      status: 303,
      headers: { Location: `${localizePath(NEWSLETTER_PATHS.unsubscribe, locale)}?result=${shown}` },
    });
  }
  return jsonResponse({ success: done }, done ? 200 : 404);
};
