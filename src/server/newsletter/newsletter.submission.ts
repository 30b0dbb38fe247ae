import { localizePath } from '../../i18n/paths.ts';
import { translate } from '../../i18n/translate.ts';
import { checkNewsletter } from '../../lib/validation/newsletter.ts';
import { database } from '../db/instance.ts';
import { env } from '../env.ts';
import { consentRecord } from '../http/consent-record.ts';
import type { SubmissionContext, SubmissionHandler, SubmissionResult } from '../http/submission-endpoint.ts';
import { subscribe } from './newsletter.service.ts';

const back = (context: SubmissionContext, status: string) => `${context.sourcePage || localizePath('/', context.locale)}?newsletter=${status}#footer-newsletter`;
// The same answer for a new, a pending and a confirmed address: it never reveals who subscribed.
const thanks = (context: SubmissionContext): SubmissionResult => ({
  status: 200,
  body: { success: true, message: translate(context.locale, 'newsletter.success') },
  formRedirect: back(context, 'sent'),
});

/** spec §7: newsletter sign-up with double opt-in. */
export const newsletterSubmission: SubmissionHandler = {
  name: 'newsletter',
  decoy: thanks,
  async handle(context) {
    const check = checkNewsletter(context.data);
    if (!check.ok) {
      return { status: 400, body: { success: false, message: translate(context.locale, check.messageKey) }, formRedirect: back(context, 'invalid') };
    }
    await subscribe((await database()).db, check.email, consentRecord(context), env().SITE_URL);
    return thanks(context);
  },
};
