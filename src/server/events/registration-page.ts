import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator, type PlainKey } from '#i18n/translate.ts';
import { consultationTimeInWords } from '#lib/consultation-time.ts';
import { EVENT_PATHS } from '#lib/routes.ts';
import { linkRateRefusal } from '../http/link-rate.ts';
import { database } from '../db/instance.ts';
import { isSameOrigin } from '../http/public-origin.ts';
import { readSubmission } from '../http/request.ts';
import { eventPage, eventTitle, eventWhen } from './event-mails.ts';
import { cancelRegistration, registrationView, takeOfferedSeat, type AttendeeChange } from './registration.service.ts';

/** What a registration's page shows (decision 0051). */
export interface RegistrationPage {
  status: 200 | 400 | 403 | 429;
  headers?: Record<string, string>;
  notice?: { kind: 'success' | 'error'; text: string };
  /** The event's title, time and page, when the token named a registration. */
  event?: { title: string; when: string; href: string };
  state: 'invalid' | 'registered' | 'waiting' | 'offered' | 'cancelled' | 'expired' | 'past';
  /** The registration's state in words. */
  explanation?: string;
  token: string;
}

export type RegistrationAnswer = { page: RegistrationPage } | { redirect: string };

export interface PageRequest {
  request: Request;
  clientAddress: string | undefined;
  url: URL;
}

const RESULTS = ['cancelled', 'taken'] as const;
type Result = (typeof RESULTS)[number];
const isResult = (value: string | null): value is Result => (RESULTS as readonly (string | null)[]).includes(value);
const text = (data: Record<string, unknown>, name: string): string => (typeof data[name] === 'string' ? data[name] : '');

/** What a link opened from a mail is allowed: the requests of one client against `RATE_LIMIT_EVENT_LINKS`. */
export async function eventLinkRefusal(
  request: Request,
  socket: string | undefined,
  locale: Locale,
): Promise<RegistrationPage | undefined> {
  const refusal = await linkRateRefusal('eventLinks', request, socket, locale);
  return (
    refusal && {
      status: refusal.status,
      state: 'invalid',
      token: '',
      headers: refusal.headers,
      notice: { kind: 'error', text: refusal.text },
    }
  );
}

/**
 * A registration's own page (/events/registration?token=…): a GET only shows (mail scanners open links first); its
 * buttons' POST cancels, or takes an offered seat, and then the browser is sent back to the page with the result.
 */
export async function registrationPage(locale: Locale, { request, clientAddress: socket, url }: PageRequest): Promise<RegistrationAnswer> {
  const t = translator(locale);
  const path = localizePath(EVENT_PATHS.manage, locale);
  const bare = (status: RegistrationPage['status'], key: PlainKey): RegistrationAnswer => ({
    page: { status, state: 'invalid', token: '', notice: { kind: 'error', text: t(key) } },
  });
  const posted = request.method === 'POST';
  if (posted && !isSameOrigin(request)) return bare(403, 'api.crossSite');
  const refused = await eventLinkRefusal(request, socket, locale);
  if (refused) return { page: refused };
  const { db } = await database();

  let token = url.searchParams.get('token') ?? '';
  if (posted) {
    const body = await readSubmission(request, 4096, ['form']);
    const data = 'problem' in body ? {} : body.data;
    token = text(data, 'token');
    const change: AttendeeChange = text(data, 'intent') === 'take' ? await takeOfferedSeat(db, token) : await cancelRegistration(db, token);
    if (change === 'invalid') return bare(400, 'events.manage.invalid');
    if (typeof change === 'object') {
      const result: Result = change.done.status === 'cancelled' ? 'cancelled' : 'taken';
      return { redirect: `${path}?token=${encodeURIComponent(token)}&result=${result}` };
    }
    // 'already', 'past' and 'gone': the page shows the registration as it stands now, which says why.
  }

  const view = await registrationView(db, token);
  if (view.state === 'invalid') return bare(400, 'events.manage.invalid');
  const { event, registration } = view;
  const result = url.searchParams.get('result');
  const notice: RegistrationPage['notice'] =
    !posted && isResult(result)
      ? { kind: 'success', text: t(result === 'cancelled' ? 'events.manage.doneCancelled' : 'events.manage.doneTaken') }
      : undefined;
  const until = registration.offerExpiresAt ? consultationTimeInWords(registration.offerExpiresAt, locale) : '';
  const explanations = {
    registered: t('events.manage.registered'),
    waiting: t('events.manage.waiting', { position: String(view.position ?? 1), hours: String(siteConfig.events.offerHoldHours) }),
    offered: t('events.manage.offered', { until }),
    cancelled: t('events.manage.cancelled'),
    expired: t('events.manage.expired'),
    past: t('events.manage.past'),
  };
  return {
    page: {
      status: 200,
      state: view.state,
      token,
      ...(notice && { notice }),
      explanation: explanations[view.state],
      event: { title: eventTitle(event, locale), when: eventWhen(event, locale), href: eventPage(event, locale, url.origin) },
    },
  };
}
