import type { Locale } from '#i18n/config.ts';
import { translator, type PlainKey } from '#i18n/translate.ts';
import { localizePath } from '#i18n/paths.ts';
import { NEWSLETTER_PATHS } from '#lib/routes.ts';
import { countRequestConversion } from '../analytics/recording.ts';
import { linkRateRefusal } from '../http/link-rate.ts';
import { database } from '../db/instance.ts';
import { isSameOrigin } from '../http/public-origin.ts';
import { readSubmission } from '../http/request.ts';
import { confirmLinkState, confirmSubscription, unsubscribe, unsubscribeLinkState } from './newsletter.service.ts';

export type TokenPageAction = 'confirm' | 'unsubscribe';

/** What the page of a newsletter link shows, and its status: 400 for a link that no longer works, 429 past the limit. */
export interface TokenPage {
  heading: string;
  text: string;
  status: 200 | 400 | 403 | 429;
  headers?: Record<string, string>;
  /** The button that acts: a form that posts the token (and the campaign whose mail's link it was, decision 0035) to the page. */
  form?: { action: string; button: string; token: string; campaign?: string };
}

/** The page to render, or where a POST that acted sends the browser (so a reload does not post again). */
export type TokenPageAnswer = { page: TokenPage } | { redirect: string };

export interface TokenPageRequest {
  request: Request;
  clientAddress: string | undefined;
  url: URL;
}

type PostResult = 'done' | 'already';
const isPostResult = (value: string | null): value is PostResult => value === 'done' || value === 'already';

/** What a POST's result shows once the browser followed the redirect (`?result=…`). */
const RESULT_TEXTS: Record<TokenPageAction, Record<PostResult, PlainKey>> = {
  confirm: { done: 'newsletter.confirm.success', already: 'newsletter.confirm.already' },
  unsubscribe: { done: 'newsletter.unsubscribe.success', already: 'newsletter.unsubscribe.already' },
};
const INVALID_TEXT: Record<TokenPageAction, PlainKey> = {
  confirm: 'newsletter.confirm.invalid',
  unsubscribe: 'newsletter.unsubscribe.invalid',
};
const TITLE: Record<TokenPageAction, PlainKey> = { confirm: 'newsletter.confirm.title', unsubscribe: 'newsletter.unsubscribe.title' };

const formText = (data: Record<string, unknown>, name: string): string => (typeof data[name] === 'string' ? data[name] : '');

/**
 * The double opt-in confirmation (/newsletter/confirm?token=…) and the unsubscribe page
 * (/newsletter/unsubscribe?token=…[&campaign=…]), in both languages. A GET only reads: mail scanners and mail
 * programs open links before the person does, so the page asks, and its button's POST acts; a link whose
 * subscription is already confirmed or ended says so as a success however often it is opened (decision 0039).
 * Every request counts against the client's limit of link requests.
 */
export async function tokenPage(
  action: TokenPageAction,
  locale: Locale,
  { request, clientAddress: socket, url }: TokenPageRequest,
): Promise<TokenPageAnswer> {
  const t = translator(locale);
  const heading = t(TITLE[action]);
  const path = localizePath(NEWSLETTER_PATHS[action], locale);
  const page = (text: PlainKey, status: TokenPage['status'] = 200): TokenPageAnswer => ({ page: { heading, text: t(text), status } });
  const posted = request.method === 'POST';
  if (posted && !isSameOrigin(request)) return page('api.crossSite', 403);
  const refusal = await linkRateRefusal('newsletterLinks', request, socket, locale);
  if (refusal) return { page: { heading, ...refusal } };
  const { db } = await database();

  if (posted) {
    const body = await readSubmission(request, 4096, ['form']);
    const data = 'problem' in body ? {} : body.data;
    const token = formText(data, 'token');
    if (token === '') return page(INVALID_TEXT[action], 400);
    const result = action === 'confirm' ? await confirmSubscription(db, token) : await unsubscribe(db, token, { campaign: data.campaign });
    if (result === 'invalid') return page(INVALID_TEXT[action], 400);
    // spec-free (decision 0036): a confirmation is a conversion of the visitor who confirmed, counted once, on the POST.
    if (result === 'confirmed') countRequestConversion(request, socket, 'newsletter_confirmed');
    const shown: PostResult = result === 'confirmed' || result === 'unsubscribed' ? 'done' : 'already';
    return { redirect: `${path}?result=${shown}` };
  }

  const result = url.searchParams.get('result');
  if (isPostResult(result)) return page(RESULT_TEXTS[action][result]);
  const token = url.searchParams.get('token') ?? '';
  if (token === '') return page(INVALID_TEXT[action], 400);
  const state = action === 'confirm' ? await confirmLinkState(db, token) : await unsubscribeLinkState(db, token);
  if (state === 'invalid') return page(INVALID_TEXT[action], 400);
  if (state === 'confirmed') return page('newsletter.confirm.already');
  if (state === 'unsubscribed') return page('newsletter.unsubscribe.already');
  const campaign = url.searchParams.get('campaign');
  const ask: PlainKey = action === 'confirm' ? 'newsletter.confirm.question' : 'newsletter.unsubscribe.question';
  const button: PlainKey = action === 'confirm' ? 'newsletter.confirm.button' : 'newsletter.unsubscribe.button';
  return {
    page: { heading, text: t(ask), status: 200, form: { action: path, button: t(button), token, ...(campaign ? { campaign } : {}) } },
  };
}
