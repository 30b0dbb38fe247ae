import type { DictionaryKey } from '../../i18n/dictionaries/de.ts';
import type { FormReply } from './reply.ts';
import { formText, lengthWithin, problem, trim } from './validate.ts';
import { z } from '../validation/zod.ts';
import { isValidEmail, sanitizeText, singleLine } from '../validation/sanitize.ts';

export const CONTACT_ENDPOINT = '/api/contact';

/** spec §9 field limits of the contact form. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  message: { min: 10, max: 2000 },
  company: { max: 200 },
} as const;

/** spec §5: each field's message, as its dictionary key. */
export const CONTACT_PROBLEMS = {
  name: 'validation.contact.name',
  email: 'validation.contact.email',
  company: 'validation.contact.company',
  message: 'validation.contact.message',
} as const satisfies Record<string, DictionaryKey>;

const oneLine = formText((value) => sanitizeText(singleLine(value)));

/**
 * spec §5 contact form. Messages are dictionary keys (validation.contact.*), so the island and the
 * endpoint show the same text in the visitor's language.
 */
export const contactSchema = z.object({
  name: z.pipe(oneLine, lengthWithin(CONTACT_PROBLEMS.name, CONTACT_LIMITS.name)),
  email: z.pipe(formText(trim), z.string().check(z.refine(isValidEmail, problem(CONTACT_PROBLEMS.email)))),
  company: z.pipe(
    z.pipe(oneLine, lengthWithin(CONTACT_PROBLEMS.company, CONTACT_LIMITS.company)),
    z.transform((value: string) => value || undefined),
  ),
  message: z.pipe(formText(sanitizeText), lengthWithin(CONTACT_PROBLEMS.message, CONTACT_LIMITS.message)),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput & keyof typeof CONTACT_PROBLEMS;

export type ContactCode = 'ok' | 'invalid';
export type ContactReply = FormReply<ContactCode, ContactField>;
