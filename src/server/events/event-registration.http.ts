import { localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';
import { eventRegistrationSchema, type EventRegistrationCode, type EventRegistrationField } from '#lib/forms/event-registration.ts';
import { validateForm } from '#lib/forms/validate.ts';
import { eventPath, REGISTRATION_ANCHOR } from '#lib/routes.ts';
import { database } from '../db/instance.ts';
import { consentRecord } from '../http/consent-record.ts';
import type { Outcome, SubmissionHandler } from '../http/submission-endpoint.ts';
import { logger } from '../logger.ts';
import { registerForEvent } from './registration.service.ts';

/**
 * Registration for an event (decision 0051): the form's rules, then the service, which lets the database decide
 * who has the last seats. A plain form post goes back to the event's page with the outcome; never to the
 * registration's own page, whose address only its mail carries (so typing someone's address into the form
 * shows nothing of theirs).
 */
export const eventRegistrationSubmission: SubmissionHandler<EventRegistrationCode, EventRegistrationField> = {
  name: 'eventRegistration',
  conversion: () => ['event_registration'],
  answers: {
    ok: { status: 200, message: (locale) => translate(locale, 'events.register.success'), back: 'ok' },
    waiting: { status: 200, message: (locale) => translate(locale, 'events.register.waiting'), back: 'waiting' },
    full: { status: 409, message: (locale) => translate(locale, 'events.register.full') },
    closed: { status: 410, message: (locale) => translate(locale, 'events.register.closed') },
    invalid: { status: 400, message: (locale) => translate(locale, 'validation.fixErrors') },
  },
  redirect: ({ locale, data }, back) =>
    `${localizePath(eventPath(typeof data.event === 'string' ? data.event : ''), locale)}?registration=${back}#${REGISTRATION_ANCHOR}`,
  async decoy(context) {
    const checked = validateForm(eventRegistrationSchema, context.data);
    if (!checked.ok) return { code: 'invalid', errors: checked.errors };
    return { code: 'ok' };
  },
  async handle(context): Promise<Outcome<EventRegistrationCode, EventRegistrationField>> {
    const checked = validateForm(eventRegistrationSchema, context.data);
    if (!checked.ok) return { code: 'invalid', errors: checked.errors };
    const outcome = await registerForEvent((await database()).db, checked.value, consentRecord(context));
    if (outcome.code === 'answerRequired') return { code: 'invalid', errors: { answer: 'validation.event.answerRequired' } };
    if (outcome.code === 'ok' || outcome.code === 'waiting')
      logger.info(
        { event: 'event_registration_stored', registrationId: outcome.registration.id, status: outcome.registration.status },
        'event registration stored',
      );
    return { code: outcome.code };
  },
};
