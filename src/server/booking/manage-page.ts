import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator, type PlainKey } from '#i18n/translate.ts';
import type { DayView } from '#lib/forms/booking.ts';
import { BOOKING_PATHS } from '#lib/routes.ts';
import { linkRateRefusal } from '../http/link-rate.ts';
import { database } from '../db/instance.ts';
import { isSameOrigin } from '../http/public-origin.ts';
import { readSubmission } from '../http/request.ts';
import { topicName } from '#lib/booking-topic.ts';
import { bookingWhen } from './booking-mails.ts';
import { dayViews } from './booking-page.ts';
import { bookingView, cancelByVisitor, moveByVisitor, type VisitorChange } from './booking.service.ts';

/** What a booking's page shows (decision 0050). */
export interface ManagePage {
  status: 200 | 400 | 403 | 409 | 429;
  headers?: Record<string, string>;
  notice?: { kind: 'success' | 'error'; text: string };
  /** The booking's facts, when the token named one. */
  booking?: { when: string; facts: [label: string, value: string, href?: string][] };
  /** What can be done: both buttons while it can be changed; otherwise why not, in words. */
  state: 'invalid' | 'open' | 'cutoff' | 'cancelled' | 'past';
  explanation?: string;
  token: string;
  /** The free slots to move to (while it can be moved). */
  days?: DayView[];
}

export type ManageAnswer = { page: ManagePage } | { redirect: string };

export interface ManageRequest {
  request: Request;
  clientAddress: string | undefined;
  url: URL;
}

const RESULTS = ['booked', 'cancelled', 'moved'] as const;
type Result = (typeof RESULTS)[number];
const isResult = (value: string | null): value is Result => (RESULTS as readonly (string | null)[]).includes(value);
const text = (data: Record<string, unknown>, name: string): string => (typeof data[name] === 'string' ? data[name] : '');

/**
 * A booking's own page (/booking/manage?token=…): a GET only shows (mail scanners open links first), its buttons'
 * POST cancels or moves it, and then the browser is sent back to the page with the result (a reload posts nothing).
 * Inside the cut-off the page gives the phone and address instead of the buttons. Every request counts against the
 * client's limit of link requests.
 */
export async function managePage(locale: Locale, { request, clientAddress: socket, url }: ManageRequest): Promise<ManageAnswer> {
  const t = translator(locale);
  const path = localizePath(BOOKING_PATHS.manage, locale);
  const bare = (status: ManagePage['status'], key: PlainKey): ManageAnswer => ({
    page: { status, state: 'invalid', token: '', notice: { kind: 'error', text: t(key) } },
  });
  const posted = request.method === 'POST';
  if (posted && !isSameOrigin(request)) return bare(403, 'api.crossSite');
  const refusal = await linkRateRefusal('bookingLinks', request, socket, locale);
  if (refusal)
    return {
      page: {
        status: refusal.status,
        state: 'invalid',
        token: '',
        headers: refusal.headers,
        notice: { kind: 'error', text: refusal.text },
      },
    };
  const { db } = await database();

  let token = url.searchParams.get('token') ?? '';
  let notice: ManagePage['notice'];
  let status: ManagePage['status'] = 200;
  if (posted) {
    const body = await readSubmission(request, 4096, ['form']);
    const data = 'problem' in body ? {} : body.data;
    token = text(data, 'token');
    const change: VisitorChange =
      text(data, 'intent') === 'move' ? await moveByVisitor(db, token, text(data, 'slot')) : await cancelByVisitor(db, token);
    if (change === 'invalid') return bare(400, 'booking.manage.invalid');
    if (typeof change === 'object') {
      const result: Result = change.done.status === 'cancelled' ? 'cancelled' : 'moved';
      return { redirect: `${path}?token=${encodeURIComponent(token)}&result=${result}` };
    }
    if (change === 'taken') {
      status = 409;
      notice = { kind: 'error', text: t('booking.manage.taken') };
    }
    // 'already' and 'cutoff': the page shows the booking as it stands now, which says why.
  }

  const view = await bookingView(db, token);
  if (view.state === 'invalid') return bare(400, 'booking.manage.invalid');
  const { booking } = view;
  const when = bookingWhen(booking.startsAt, locale);
  const result = url.searchParams.get('result');
  if (!posted && isResult(result))
    notice = {
      kind: 'success',
      text:
        result === 'booked'
          ? t('booking.success', { when })
          : result === 'moved'
            ? t('booking.manage.doneMoved', { when })
            : t('booking.manage.doneCancelled'),
    };
  const explanations = {
    cutoff: t('booking.manage.cutoff', {
      hours: String(siteConfig.booking.changeCutoffHours),
      phone: siteConfig.phone.display,
      email: siteConfig.email.contact,
    }),
    cancelled: t('booking.manage.cancelled'),
    past: t('booking.manage.past'),
  };
  return {
    page: {
      status,
      state: view.state,
      token,
      ...(notice && { notice }),
      ...(view.state !== 'open' && { explanation: explanations[view.state] }),
      ...(view.state === 'open' && { days: dayViews(view.slots, locale) }),
      booking: {
        when,
        facts: [
          [t('booking.manage.when'), when],
          [t('booking.manage.topic'), topicName(booking.topic, t)],
          [t('booking.manage.video'), siteConfig.booking.videoUrl, siteConfig.booking.videoUrl],
          [t('booking.manage.phone'), siteConfig.phone.display, `tel:${siteConfig.phone.e164}`],
        ],
      },
    },
  };
}
