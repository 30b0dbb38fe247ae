import { localizePath } from '#i18n/paths.ts';
import { NEWSLETTER_PROBLEMS, newsletterSchema, type NewsletterCode, type NewsletterField } from '#lib/forms/newsletter.ts';
import { validateForm } from '#lib/forms/validate.ts';
import { database } from '../db/instance.ts';
import { env } from '../env.ts';
import { consentRecord } from '../http/consent-record.ts';
import { firstProblem, says, type SubmissionHandler } from '../http/submission-endpoint.ts';
import { subscribe } from './newsletter.service.ts';

/** spec §7: newsletter sign-up with double opt-in. */
export const newsletterSubmission: SubmissionHandler<NewsletterCode, NewsletterField> = {
  name: 'newsletter',
  conversion: () => ['newsletter_signup'],
  answers: {
    // The same answer for a new, a pending and a confirmed address: it never reveals who subscribed.
    ok: { status: 200, message: says('newsletter.success'), back: 'sent' },
    invalid: { status: 400, message: firstProblem(NEWSLETTER_PROBLEMS.empty), back: 'invalid' },
  },
  redirect: (context, back) => `${context.sourcePage || localizePath('/', context.locale)}?newsletter=${back}#footer-newsletter`,
  async decoy(context) {
    const checked = validateForm(newsletterSchema, context.data);
    if (!checked.ok) return { code: 'invalid', errors: checked.errors };
    return { code: 'ok' };
  },
  async handle(context) {
    const checked = validateForm(newsletterSchema, context.data);
    if (!checked.ok) return { code: 'invalid', errors: checked.errors };
    const { email } = checked.value;
    // The same answer for a new, a pending and a confirmed address, held to the forms' common floor.
    await subscribe((await database()).db, email, consentRecord(context), env().SITE_URL);
    return { code: 'ok' };
  },
};
