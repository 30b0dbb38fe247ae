import type { PlainKey } from '#i18n/translate.ts';

/** Why the server refused a request before any rule of the form ran, or could not run them (`unavailable`: the database is away). */
export type RequestProblem = 'cross_site' | 'unsupported_type' | 'too_large' | 'bad_request' | 'rate_limited' | 'method' | 'unavailable';

/** Codes every form reply may carry besides its own: the front's refusals, and `failed` when no reply could be had. */
export type CommonCode = RequestProblem | 'failed';

/** Field → dictionary key of its first problem: the schemas' messages are keys, shown in the visitor's language. */
export type FieldErrors<Field extends string, Key extends string = PlainKey> = Partial<Record<Field, Key>>;

/**
 * What a form endpoint answers. spec §7: `success` and `message`, the text for people (with the
 * markers of spec §8); `code` is what the islands and answer pages act on, `errors` the fields at fault.
 */
export interface FormReply<Code extends string, Field extends string = never> {
  success: boolean;
  message: string;
  code: Code | CommonCode;
  errors?: FieldErrors<Field>;
}

/** The reply standing in for one that never came: no connection, a server error, an answer that is not a form reply. */
export const FAILED_REPLY = { success: false, message: '', code: 'failed' } as const satisfies FormReply<never>;

/** True for a value of the reply's shape (its code is read as one of the form's; an unknown one counts as a failure where it is read). */
export function isFormReply(value: unknown): value is FormReply<string, string> {
  if (typeof value !== 'object' || value === null) return false;
  const { success, message, code } = value as Record<string, unknown>;
  return typeof success === 'boolean' && typeof message === 'string' && typeof code === 'string';
}

/** A form's own check failed before anything was sent: shown like the server's refusal of the same values. */
export const invalidReply = <Field extends string>(errors: FieldErrors<Field>) =>
  ({ success: false, message: '', code: 'invalid', errors }) as const;

/** The texts of the dictionary keys a form may show, by key (an island gets only these, never a dictionary). */
export type ErrorTexts = Partial<Record<PlainKey, string>>;

/** The error a form shows at `field`: its text, or the key itself where the form was not given that text. */
export function fieldErrorText<Field extends string>(errors: FieldErrors<Field>, texts: ErrorTexts, field: Field): string | undefined {
  const key = errors[field];
  return key && (texts[key] ?? key);
}
