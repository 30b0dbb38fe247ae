import { localizePath } from '#i18n/paths.ts';
import {
  EVENT_INTEREST_PROBLEMS,
  eventInterestAnchor,
  eventInterestSchema,
  type EventInterestCode,
  type EventInterestField,
} from '#lib/forms/event-interest.ts';
import { validateForm } from '#lib/forms/validate.ts';
import { database } from '../db/instance.ts';
import { env } from '../env.ts';
import { consentRecord } from '../http/consent-record.ts';
import { firstProblem, says, type SubmissionContext, type SubmissionHandler } from '../http/submission-endpoint.ts';
import { signUpForInterest } from './interest.service.ts';

const formatOf = (context: SubmissionContext): string => {
  const format = context.data.format;
  return typeof format === 'string' && /^[a-z-]{1,40}$/.test(format) ? format : 'form';
};

/** Decision 0051: a sign-up to a format's interest list, double opt-in. */
export const eventInterestSubmission: SubmissionHandler<EventInterestCode, EventInterestField> = {
  name: 'eventInterest',
  conversion: (context) => ['event_interest', formatOf(context)],
  answers: {
    // The same answer for a new, a pending and a confirmed address: it never reveals who is on a list.
    ok: { status: 200, message: says('events.interest.success'), back: 'sent' },
    invalid: { status: 400, message: firstProblem(EVENT_INTEREST_PROBLEMS.empty), back: 'invalid' },
  },
  // Back to the form's place on its page; the island shows the anchor's message without a script (:target).
  redirect: (context, back) =>
    `${context.sourcePage || localizePath('/', context.locale)}#${eventInterestAnchor(formatOf(context))}-${back}`,
  async decoy(context) {
    const checked = validateForm(eventInterestSchema, context.data);
    if (!checked.ok) return { code: 'invalid', errors: checked.errors };
    return { code: 'ok' };
  },
  async handle(context) {
    const checked = validateForm(eventInterestSchema, context.data);
    if (!checked.ok) return { code: 'invalid', errors: checked.errors };
    // The same answer for every address, held to the forms' common floor.
    await signUpForInterest((await database()).db, checked.value, consentRecord(context), env().SITE_URL);
    return { code: 'ok' };
  },
};
