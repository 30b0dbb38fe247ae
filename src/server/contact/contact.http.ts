import { localizePath } from '#i18n/paths.ts';
import { contactSchema, type ContactCode, type ContactField } from '#lib/forms/contact.ts';
import { validateForm } from '#lib/forms/validate.ts';
import { CONTACT_FORM_ANCHOR, PAGE_PATHS } from '#lib/routes.ts';
import { database } from '../db/instance.ts';
import { says, type SubmissionHandler } from '../http/submission-endpoint.ts';
import { logger } from '../logger.ts';
import { submitContact } from './contact.service.ts';

/** spec §5/§7/§8: a contact message, stored first, then the operator's notification through the outbox. */
export const contactSubmission: SubmissionHandler<ContactCode, ContactField> = {
  name: 'contact',
  conversion: () => ['contact_message'],
  answers: {
    ok: { status: 200, message: says('contact.success'), back: 'sent' },
    invalid: { status: 400, message: says('validation.fixErrors'), back: 'invalid' },
  },
  redirect: ({ locale }, back) => `${localizePath(PAGE_PATHS.contact, locale)}?status=${back}#${CONTACT_FORM_ANCHOR}`,
  async decoy(context) {
    const checked = validateForm(contactSchema, context.data);
    return checked.ok ? { code: 'ok' } : { code: 'invalid', errors: checked.errors };
  },
  async handle(context) {
    const checked = validateForm(contactSchema, context.data);
    if (!checked.ok) return { code: 'invalid', errors: checked.errors };
    const { id } = await submitContact((await database()).db, checked.value, {
      language: context.locale,
      sourcePage: context.sourcePage || localizePath(PAGE_PATHS.contact, context.locale),
      clientHash: context.clientHash,
    });
    logger.info({ event: 'contact_stored', contactId: id, language: context.locale }, 'contact message stored');
    return { code: 'ok' };
  },
};
