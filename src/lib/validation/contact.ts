import type { DictionaryKey } from '../../i18n/dictionaries/de.ts';
import { z } from './zod.ts';
import { CONTACT_LIMITS } from './limits.ts';
import { isValidEmail, sanitizeText, singleLine } from './sanitize.ts';

/**
 * spec §5 contact form. Messages are dictionary keys (validation.contact.*), so the island and the
 * endpoint show the same text in the visitor's language.
 */
const oneLine = z.string().transform((value) => sanitizeText(singleLine(value)));

export const contactSchema = z.object({
  name: oneLine.pipe(
    z.string().min(CONTACT_LIMITS.name.min, 'validation.contact.name').max(CONTACT_LIMITS.name.max, 'validation.contact.name'),
  ),
  email: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().refine(isValidEmail, 'validation.contact.email')),
  company: oneLine
    .pipe(z.string().max(CONTACT_LIMITS.company.max, 'validation.contact.company'))
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: z
    .string()
    .transform(sanitizeText)
    .pipe(
      z.string().min(CONTACT_LIMITS.message.min, 'validation.contact.message').max(CONTACT_LIMITS.message.max, 'validation.contact.message'),
    ),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;

/** Field → dictionary key of its first problem, for showing each error at its field. */
export function contactErrors(error: z.ZodError): Partial<Record<ContactField, DictionaryKey>> {
  const errors: Partial<Record<ContactField, DictionaryKey>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message as DictionaryKey; // the schema's messages are dictionary keys
  }
  return errors;
}
