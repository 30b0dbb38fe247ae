import type { PlainKey } from '#i18n/translate.ts';
import type { FieldErrors } from './reply.ts';
import { hasDisplayControl } from '../validation/display-controls.ts';
import { isValidEmail, normaliseEmail } from '../validation/email-address.ts';
import { z } from '../validation/zod.ts';

/**
 * A schema message: a dictionary key, so the island and the server show the same text in the visitor's
 * language. Every message of the form schemas is written through this, which is what lets
 * `validateForm` read the messages back as keys. A key of the public site's dictionary unless a form of
 * another wing names its own key type (the console's invite form, decision 0045).
 */
export const problem = <Key extends string = PlainKey>(key: NoInfer<Key>): { error: Key } => ({ error: key });

const same = (value: string) => value;

/**
 * A form value as text, cleaned (trimmed, sanitised): what is not text (a number, a list, nothing)
 * counts as empty, so the field fails with its own message rather than a type error.
 */
export const formText = (clean: (value: string) => string = same) =>
  z.pipe(
    z.transform((value: unknown) => clean(typeof value === 'string' ? value : '')),
    z.string(),
  );

export const trim = (value: string) => value.trim();

/**
 * Text within a length (at least 0 unless told), failing with the one message of its field. Lengths are
 * UTF-16 code units, as the browser's minlength and maxlength count them (docs/decisions/0012).
 */
export const lengthWithin = (key: PlainKey, { min = 0, max }: { min?: number; max: number }) =>
  // Not zod's minLength/maxLength: past the limit they count code points, which the browser does not.
  z.string().check(z.refine((value: string) => value.length >= min && value.length <= max, problem(key)));

/**
 * Text without bidirectional controls, line or paragraph separators and control characters (decision 0025):
 * a name or company is shown in the operator's mail and console as one line, in the order it was typed.
 */
export const withoutDisplayControls = (key: PlainKey) =>
  z.string().check(z.refine((value: string) => !hasDisplayControl(value), problem(key)));

/**
 * An e-mail address by the one rule set (lib/validation/email-address.ts), failing with the form's message; what passes is
 * the normalised form, which is what is stored and compared.
 */
export const emailAddress = <Key extends string = PlainKey>(key: NoInfer<Key>) =>
  z.pipe(
    z.string().check(z.refine(isValidEmail, problem<Key>(key))),
    z.transform((value: string) => normaliseEmail(value) ?? value),
  );

export type Validated<Value, Field extends string, Key extends string = PlainKey> =
  { ok: true; value: Value } | { ok: false; errors: FieldErrors<Field, Key> };

/**
 * Checks a form's values with its schema. On failure each field gets its first problem, in the order
 * the schema checks them: the first entry is the first rule broken (spec §5 waiting list: it wins).
 * The problems are keys of the dictionary the schema's messages were written with (`problem`).
 */
export function validateForm<Value, Field extends string = Extract<keyof Value, string>, Key extends string = PlainKey>(
  schema: z.ZodMiniType<Value>,
  data: unknown,
): Validated<Value, Field, Key> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors<Field, Key> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined && !(field in errors)) errors[field] = issue.message as Key;
  }
  return { ok: false, errors };
}

/** The first problem of a failed check: the one a form that shows a single message shows. */
export const firstError = <Field extends string>(errors: FieldErrors<Field>): PlainKey | undefined =>
  Object.values<PlainKey | undefined>(errors)[0];
