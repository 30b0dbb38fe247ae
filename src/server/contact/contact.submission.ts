import { localizePath } from '../../i18n/paths.ts';
import { translate } from '../../i18n/translate.ts';
import { CONTACT_FORM_ANCHOR, PAGE_PATHS } from '../../lib/routes.ts';
import { contactErrors, contactSchema } from '../../lib/validation/contact.ts';
import { submitContact } from './contact.service.ts';
import { database } from '../db/instance.ts';
import type { SubmissionContext, SubmissionHandler } from '../http/submission-endpoint.ts';
import { logger } from '../logger.ts';

const backTo = ({ locale }: SubmissionContext, status: string) => `${localizePath(PAGE_PATHS.contact, locale)}?status=${status}#${CONTACT_FORM_ANCHOR}`;
const sent = (context: SubmissionContext) => ({
  status: 200,
  body: { success: true, message: translate(context.locale, 'contact.success') },
  formRedirect: backTo(context, 'sent'),
});

/** spec §5/§7/§8: a contact message, stored first, then the operator's notification through the outbox. */
export const contactSubmission: SubmissionHandler = {
  name: 'contact',
  decoy: sent,
  async handle(context) {
    const parsed = contactSchema.safeParse(context.data);
    if (!parsed.success) {
      const errors = Object.fromEntries(Object.entries(contactErrors(parsed.error)).map(([field, key]) => [field, translate(context.locale, key)]));
      return {
        status: 400,
        body: { success: false, message: translate(context.locale, 'validation.fixErrors'), errors },
        formRedirect: backTo(context, 'invalid'),
      };
    }
    const { id } = await submitContact((await database()).db, parsed.data, {
      language: context.locale,
      sourcePage: context.sourcePage || localizePath(PAGE_PATHS.contact, context.locale),
      clientHash: context.clientHash,
    });
    logger.info({ event: 'contact_stored', contactId: id, language: context.locale }, 'contact message stored');
    return sent(context);
  },
};
