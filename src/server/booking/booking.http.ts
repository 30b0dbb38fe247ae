import { localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';
import { slotText } from '#lib/booking-time.ts';
import { bookingSchema, type BookingCode, type BookingField } from '#lib/forms/booking.ts';
import { validateForm } from '#lib/forms/validate.ts';
import { BOOKING_PATHS } from '#lib/routes.ts';
import { ZURICH_TIME_ZONE } from '#lib/zurich-time.ts';
import siteConfig from '#site.config.ts';
import { database } from '../db/instance.ts';
import { consentRecord } from '../http/consent-record.ts';
import type { Outcome, SubmissionHandler } from '../http/submission-endpoint.ts';
import { logger } from '../logger.ts';
import { bookingWhen } from './booking-mails.ts';
import { bookConsultation } from './booking.service.ts';

/** Where a booking made by a plain form post leads: its own page, which says it is booked. */
export const bookedPage = (token: string, locale: Parameters<typeof localizePath>[1]): string =>
  `${localizePath(BOOKING_PATHS.manage, locale)}?token=${encodeURIComponent(token)}&result=booked`;

/**
 * The free consultation booked on the site (decision 0050): the form's rules, then the service, which lets the
 * database decide between two visitors of one slot. A taken slot answers 409 with the next free ones in words.
 */
export const bookingSubmission: SubmissionHandler<BookingCode, BookingField> = {
  name: 'booking',
  conversion: () => ['booking'],
  answers: {
    ok: { status: 200, message: (locale, _errors, { when = '' }) => translate(locale, 'booking.success', { when }), back: 'booked' },
    invalid: { status: 400, message: (locale) => translate(locale, 'validation.fixErrors') },
    taken: {
      status: 409,
      message: (locale, _errors, { slots }) =>
        slots ? translate(locale, 'booking.taken', { slots }) : translate(locale, 'booking.takenNone', { phone: siteConfig.phone.display }),
    },
  },
  // A plain form post that booked goes on to the booking's page (a reload then posts nothing again).
  redirect: ({ locale }, _back, { token = '' }) => bookedPage(token, locale),
  async decoy(context) {
    const checked = validateForm(bookingSchema, context.data);
    return checked.ok
      ? { code: 'ok', params: { when: bookingWhen(new Date(checked.value.slot), context.locale) } }
      : { code: 'invalid', errors: checked.errors };
  },
  async handle(context): Promise<Outcome<BookingCode, BookingField>> {
    const checked = validateForm(bookingSchema, context.data);
    if (!checked.ok) return { code: 'invalid', errors: checked.errors };
    const outcome = await bookConsultation((await database()).db, checked.value, consentRecord(context));
    if (outcome.code === 'taken') {
      const zone = translate(context.locale, 'booking.zone');
      const slots = outcome.alternatives
        .map((slot) => slotText(new Date(slot.startsAt), context.locale, ZURICH_TIME_ZONE, zone))
        .join('; ');
      const params: Record<string, string> = slots ? { slots } : {};
      return { code: 'taken', params };
    }
    logger.info({ event: 'booking_stored', bookingId: outcome.booking.id, language: context.locale }, 'consultation booked');
    return { code: 'ok', params: { when: bookingWhen(outcome.booking.startsAt, context.locale), token: outcome.token } };
  },
};
