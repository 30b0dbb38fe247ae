import type { PlainKey } from '#i18n/translate.ts';
import type { FormReply } from './reply.ts';
import { emailAddress, formText, problem, trim } from './validate.ts';
import { z } from '../validation/zod.ts';

export const NEWSLETTER_ENDPOINT = '/api/newsletter';

/** spec §5/§8: an empty address has its own message (worded by place in the forms); a malformed one the contact form's. */
export const NEWSLETTER_PROBLEMS = { empty: 'newsletter.emailRequired', malformed: 'validation.contact.email' } as const satisfies Record<
  string,
  PlainKey
>;

export const newsletterSchema = z.object({
  email: z.pipe(
    z.pipe(formText(trim), z.string().check(z.minLength(1, problem(NEWSLETTER_PROBLEMS.empty)))),
    emailAddress(NEWSLETTER_PROBLEMS.malformed),
  ),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
export type NewsletterField = keyof NewsletterInput;

export type NewsletterCode = 'ok' | 'invalid';
export type NewsletterReply = FormReply<NewsletterCode, NewsletterField>;
