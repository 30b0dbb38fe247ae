import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator, type PlainKey } from '#i18n/translate.ts';
import { EVENT_PATHS } from '#lib/routes.ts';
import { linkRateRefusal } from '../http/link-rate.ts';
import { database } from '../db/instance.ts';
import { isSameOrigin } from '../http/public-origin.ts';
import { readSubmission } from '../http/request.ts';
import type { TokenPage, TokenPageAnswer, TokenPageRequest } from '../newsletter/token-page.ts';
import { formatName } from './interest-mails.ts';
import { confirmInterest, interestLinkState, leaveInterestList, leaveLinkState } from './interest.service.ts';

type Done = 'confirmed' | 'left';
const DONE_TEXT: Record<Done, PlainKey> = { confirmed: 'events.interest.page.confirmed', left: 'events.interest.page.left' };
const isDone = (value: string | null): value is Done => value === 'confirmed' || value === 'left';

/**
 * The interest list's link page (/events/interest?token=… confirms, ?leave=… leaves), in both languages, never
 * indexed. As the newsletter's (decision 0039): a GET only reads and asks, its button's POST acts, and an entry
 * confirmed or gone already is a success however often the link is opened. Every request counts against the
 * client's limit of link requests.
 */
export async function interestPage(locale: Locale, { request, clientAddress: socket, url }: TokenPageRequest): Promise<TokenPageAnswer> {
  const t = translator(locale);
  const heading = t('events.interest.page.title');
  const path = localizePath(EVENT_PATHS.interest, locale);
  const page = (text: string, status: TokenPage['status'] = 200): TokenPageAnswer => ({ page: { heading, text, status } });
  const posted = request.method === 'POST';
  if (posted && !isSameOrigin(request)) return page(t('api.crossSite'), 403);
  const refusal = await linkRateRefusal('eventInterestLinks', request, socket, locale);
  if (refusal) return { page: { heading, ...refusal } };
  const { db } = await database();
  const leaving = url.searchParams.get('do') === 'leave' || url.searchParams.has('leave');
  const invalid = () => page(t(leaving ? 'events.interest.page.leaveInvalid' : 'events.interest.page.confirmInvalid'), 400);

  if (posted) {
    const body = await readSubmission(request, 4096, ['form']);
    const token = 'problem' in body || typeof body.data.token !== 'string' ? '' : body.data.token;
    if (token === '') return invalid();
    const result = leaving ? await leaveInterestList(db, token) : await confirmInterest(db, token);
    if (result === 'invalid') return invalid();
    return { redirect: `${path}?result=${leaving ? 'left' : 'confirmed'}` };
  }

  const result = url.searchParams.get('result');
  if (isDone(result)) return page(t(DONE_TEXT[result]));
  if (leaving) {
    const token = url.searchParams.get('leave') ?? '';
    const state = await leaveLinkState(db, token);
    if (state.state === 'invalid') return invalid();
    if (state.state === 'left') return page(t('events.interest.page.left'));
    const button = t('events.interest.page.leaveButton');
    return {
      page: { heading, text: t('events.interest.page.leaveQuestion'), status: 200, form: { action: `${path}?do=leave`, button, token } },
    };
  }
  const token = url.searchParams.get('token') ?? '';
  if (token === '') return invalid();
  const state = await interestLinkState(db, token);
  if (state.state === 'invalid') return invalid();
  if (state.state === 'confirmed') return page(t('events.interest.page.confirmed'));
  const text = t('events.interest.page.confirmQuestion', { format: formatName(locale, state.format) });
  return { page: { heading, text, status: 200, form: { action: path, button: t('events.interest.page.confirmButton'), token } } };
}
