import { localizePath } from '../../i18n/paths.ts';
import { translate } from '../../i18n/translate.ts';
import { checkWaitlist, WAITLIST_SERVER_MESSAGES } from '../../lib/validation/waitlist.ts';
import { database } from '../db/instance.ts';
import { consentRecord } from '../http/consent-record.ts';
import type { SubmissionContext, SubmissionHandler, SubmissionResult } from '../http/submission-endpoint.ts';
import { logger } from '../logger.ts';
import { submitWaitlist } from './waitlist.service.ts';

const homeWith = ({ locale }: SubmissionContext, status: string) => `${localizePath('/', locale)}?waitlist=${status}#beta`;
const refused = (context: SubmissionContext, status: number, message: string, code: string): SubmissionResult => ({
  status,
  body: { success: false, message },
  formRedirect: homeWith(context, code),
});
const joined = (context: SubmissionContext): SubmissionResult => ({
  status: 200,
  body: { success: true, message: translate(context.locale, 'waitlist.success') },
  formRedirect: homeWith(context, 'joined'),
});

/** spec §4/§5/§7/§8: the beta waiting list; answers { success, message }. */
export const waitlistSubmission: SubmissionHandler = {
  name: 'waitlist',
  rateLimitedMessage: WAITLIST_SERVER_MESSAGES.rateLimited,
  decoy: joined,
  async handle(context) {
    const check = checkWaitlist(context.data);
    if (!check.ok) {
      // The wizard recognises a bad address by the English marker; other problems carry the visitor's text.
      const message =
        check.messageKey === 'validation.waitlist.emailInvalid' ? WAITLIST_SERVER_MESSAGES.invalidEmail : translate(context.locale, check.messageKey);
      return refused(context, 400, message, 'invalid');
    }
    const result = await submitWaitlist((await database()).db, check.value, consentRecord(context));
    if (result.ok) {
      logger.info({ event: 'waitlist_joined', entryId: result.id, tier: check.value.tier }, 'waiting-list entry stored');
      return joined(context);
    }
    if (result.code === 'email_taken') return refused(context, 409, WAITLIST_SERVER_MESSAGES.emailTaken, 'taken');
    if (result.code === 'tier_full') return refused(context, 409, translate(context.locale, 'waitlist.tierFull'), 'full');
    return refused(context, 400, translate(context.locale, 'waitlist.unknownTier'), 'invalid');
  },
};
