import { localizePath } from '#i18n/paths.ts';
import { validateForm } from '#lib/forms/validate.ts';
import {
  invalidWaitlistCode,
  WAITLIST_REFUSALS,
  waitlistSchema,
  type WaitlistCode,
  type WaitlistEntry,
  type WaitlistField,
} from '#lib/forms/waitlist.ts';
import { database } from '../db/instance.ts';
import { env } from '../env.ts';
import { consentRecord } from '../http/consent-record.ts';
import { firstProblem, fixedText, says, type SubmissionHandler } from '../http/submission-endpoint.ts';
import { logger } from '../logger.ts';
import { submitWaitlist, waitlistRefusal } from './waitlist.service.ts';

// spec §8: these refusals carry the English marker clients recognise, whatever the request's language.
const marked = (code: keyof typeof WAITLIST_REFUSALS) => fixedText(WAITLIST_REFUSALS[code].marker);

/** spec §4/§5/§7/§8: the beta waiting list; answers { success, message } (and the code). */
export const waitlistSubmission: SubmissionHandler<WaitlistCode, WaitlistField> = {
  name: 'waitlist',
  // Counted per tier: the tier as the rules took it (a known one, or the general waiting list).
  conversion: ({ data }) => {
    const checked = validateForm<WaitlistEntry, WaitlistField>(waitlistSchema, data);
    return ['waitlist_entry', checked.ok ? checked.value.tier : undefined];
  },
  answers: {
    ok: { status: 200, message: says('waitlist.success'), back: 'joined' },
    invalid: { status: 400, message: firstProblem('waitlist.error.general'), back: 'invalid' },
    invalid_email: { status: 400, message: marked('invalid_email'), back: 'invalid' },
    email_taken: { status: 409, message: marked('email_taken'), back: 'taken' },
    tier_full: { status: 409, message: says('waitlist.tierFull'), back: 'full' },
    unknown_tier: { status: 400, message: says('waitlist.unknownTier'), back: 'invalid' },
    rate_limited: { message: marked('rate_limited') },
  },
  redirect: ({ locale }, back) => `${localizePath('/', locale)}?waitlist=${back}#beta`,
  async decoy(context) {
    const checked = validateForm<WaitlistEntry, WaitlistField>(waitlistSchema, context.data);
    if (!checked.ok) return { code: invalidWaitlistCode(checked.errors), errors: checked.errors };
    return { code: (await waitlistRefusal((await database()).db, checked.value)) ?? 'ok' };
  },
  async handle(context) {
    const checked = validateForm<WaitlistEntry, WaitlistField>(waitlistSchema, context.data);
    if (!checked.ok) return { code: invalidWaitlistCode(checked.errors), errors: checked.errors };
    const result = await submitWaitlist((await database()).db, checked.value, consentRecord(context), env().SITE_URL);
    if (!result.ok) return { code: result.code };
    logger.info({ event: 'waitlist_joined', entryId: result.id, tier: checked.value.tier }, 'waiting-list entry stored');
    return { code: 'ok' };
  },
};
