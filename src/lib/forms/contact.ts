import type { PlainKey } from '#i18n/translate.ts';
import type { FormReply } from './reply.ts';
import { emailAddress, formText, lengthWithin, trim, withoutDisplayControls } from './validate.ts';
import { z } from '../validation/zod.ts';
import { EMAIL_MAX_LENGTH } from '../validation/email-address.ts';
import { sanitizeText, singleLine } from '../validation/sanitize.ts';

export const CONTACT_ENDPOINT = '/api/contact';

/** spec §9 field limits of the contact form. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  message: { min: 10, max: 2000 },
  company: { max: 200 },
} as const;

/** spec §5: a field's message is validation.contact.<field> (a field without one is a type error here). */
const problemOf = <Field extends string>(field: Field) => `validation.contact.${field}` as const;

/** Decision 0025: the second message of the one-line fields the operator sees, for a value with display controls. */
const CONTROL_PROBLEMS = {
  name: 'validation.contact.nameControls',
  company: 'validation.contact.companyControls',
} as const satisfies Record<string, PlainKey>;

const oneLine = formText((value) => sanitizeText(singleLine(value)));
/** A one-line field shown to the operator: refused with display controls, then checked for its length. */
const shownLine = (field: keyof typeof CONTROL_PROBLEMS, limits: { min?: number; max: number }) =>
  z.pipe(z.pipe(oneLine, withoutDisplayControls(CONTROL_PROBLEMS[field])), lengthWithin(problemOf(field), limits));
/** An optional field: missing or empty, it is left out. */
const optional = (text: z.ZodMiniType<string>) =>
  z.optional(
    z.pipe(
      text,
      z.transform((value: string) => value || undefined),
    ),
  );

/**
 * spec §5 contact form. Messages are dictionary keys, so the island and the endpoint show the same
 * text in the visitor's language.
 */
export const contactSchema = z.object({
  name: shownLine('name', CONTACT_LIMITS.name),
  email: z.pipe(formText(trim), emailAddress(problemOf('email'))),
  company: optional(shownLine('company', CONTACT_LIMITS.company)),
  message: z.pipe(formText(sanitizeText), lengthWithin(problemOf('message'), CONTACT_LIMITS.message)),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;

/** A field's texts, by convention: its label, its spec §5 message and its label in the operator's mail. */
export const contactFieldTexts = (field: ContactField) =>
  ({ label: `contact.form.${field}`, problem: problemOf(field), mail: `mail.field.${field}` }) as const satisfies Record<string, PlainKey>;

/** How a field is shown: its input's kind and the browser's own checks (for the form before its script arrives, or without it). */
export interface ContactFieldView {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  multiline?: boolean;
  /** Shares a row with the other half fields on wider screens. */
  half?: boolean;
}

/** The fields in the order the form shows them; the browser's checks repeat the limits above. */
export const CONTACT_FIELDS: Record<ContactField, ContactFieldView> = {
  name: {
    type: 'text',
    autoComplete: 'name',
    required: true,
    minLength: CONTACT_LIMITS.name.min,
    maxLength: CONTACT_LIMITS.name.max,
    half: true,
  },
  email: { type: 'email', autoComplete: 'email', required: true, maxLength: EMAIL_MAX_LENGTH, half: true },
  company: { type: 'text', autoComplete: 'organization', maxLength: CONTACT_LIMITS.company.max },
  message: { multiline: true, required: true, minLength: CONTACT_LIMITS.message.min, maxLength: CONTACT_LIMITS.message.max },
};

export const CONTACT_FIELD_NAMES = Object.keys(CONTACT_FIELDS) as ContactField[];

/** Every message the schema can give: each field's own, and the display-control refusals (the form's texts hold them all). */
export const CONTACT_PROBLEMS: PlainKey[] = [...CONTACT_FIELD_NAMES.map(problemOf), ...Object.values(CONTROL_PROBLEMS)];

export type ContactCode = 'ok' | 'invalid';
export type ContactReply = FormReply<ContactCode, ContactField>;
