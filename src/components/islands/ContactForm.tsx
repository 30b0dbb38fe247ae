import { useId, useState, type SubmitEvent } from 'react';
import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import {
  CONTACT_ENDPOINT,
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  contactSchema,
  type ContactField,
  type ContactReply,
} from '#lib/forms/contact.ts';
import { HONEYPOT_FIELD } from '#lib/forms/honeypot.ts';
import { postForm } from '#lib/forms/post-form.ts';
import type { ContactFormStrings } from '#lib/forms/form-strings.ts';
import { fieldErrorText, invalidReply, type FieldErrors } from '#lib/forms/reply.ts';
import { validateForm } from '#lib/forms/validate.ts';
import { CONTACT_FORM_ANCHOR, FORM_ANSWER_PATHS } from '#lib/routes.ts';
import { reportSecurityEvent } from '#lib/security/report.ts';
import { Field } from '../ui/Field.tsx';
import { HoneypotField } from '../ui/HoneypotField.tsx';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useKeepEntered } from './keep-entered.ts';
import { useHydrated } from './use-hydrated.ts';

type Values = Record<ContactField, string>;
type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

/** The form's fields, empty: where it starts and what a sent message leaves. */
export const EMPTY_CONTACT_VALUES = Object.fromEntries(CONTACT_FIELD_NAMES.map((field) => [field, ''])) as Values;

/** How a plain form post left the form: the values sent and the server's reply (the answer page passes them on). */
export interface ContactFormState {
  values: Values;
  reply: ContactReply;
}

/** What the form shows after a reply, the island's own or the one a plain form post got: the same either way. A success also clears the values. */
function afterReply(reply: ContactReply, strings: ContactFormStrings): { errors: FieldErrors<ContactField>; status: Status } {
  if (reply.success) return { errors: {}, status: { kind: 'success', message: strings.success } };
  if (reply.code === 'invalid') return { errors: reply.errors ?? {}, status: { kind: 'error', message: strings.fixErrors } };
  // Any other refusal is told in the server's words; without a reply, the form's own failure message.
  return { errors: {}, status: { kind: 'error', message: reply.code === 'failed' ? strings.failure : reply.message } };
}

/**
 * spec §4/§5/§8: the contact form. Checks on submit with the shared schema, shows each error at its
 * field, keeps the values on failure and clears them on success. Without JavaScript the same form
 * posts to the server.
 */
function ContactForm({
  locale,
  strings,
  initial,
}: {
  locale: Locale;
  strings: ContactFormStrings;
  initial?: ContactFormState | undefined;
}) {
  const id = useId();
  const start = initial && afterReply(initial.reply, strings);
  const [values, setValues] = useState<Values>(initial && !initial.reply.success ? initial.values : EMPTY_CONTACT_VALUES);
  const form = useKeepEntered(setValues);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>(start?.errors ?? {});
  const [status, setStatus] = useState<Status>(start?.status ?? { kind: 'idle' });
  // Before hydration (and without JavaScript) the browser's own constraint checks apply; after it, ours.
  const hydrated = useHydrated();
  const set = (field: ContactField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const show = (reply: ContactReply) => {
    const next = afterReply(reply, strings);
    if (reply.success) setValues(EMPTY_CONTACT_VALUES);
    setErrors(next.errors);
    setStatus(next.status);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(contactSchema, values);
    if (!checked.ok) {
      // spec §8: medium severity on the server; field names only, never what was typed.
      reportSecurityEvent('form_validation_failure', { form: 'contact', fields: Object.keys(checked.errors) });
      show(invalidReply(checked.errors));
      return;
    }
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    setErrors({});
    setStatus({ kind: 'submitting' });
    show(await postForm<ContactReply>(CONTACT_ENDPOINT, { ...checked.value, lang: locale, [HONEYPOT_FIELD]: honeypot ?? '' }));
  }

  const submitting = status.kind === 'submitting';
  const errorOf = (name: ContactField) => fieldErrorText(errors, strings.errors, name);
  const field = (name: ContactField) => {
    const { multiline, half: _, ...checks } = CONTACT_FIELDS[name];
    const label = checks.required ? strings.labels[name] : `${strings.labels[name]} ${strings.optional}`;
    return (
      <Field
        key={name}
        id={`${id}-${name}`}
        label={label}
        error={errorOf(name)}
        multiline={multiline}
        inputProps={{ name, value: values[name], onChange: set(name), ...checks }}
      />
    );
  };
  const halves = CONTACT_FIELD_NAMES.filter((name) => CONTACT_FIELDS[name].half);

  return (
    <form
      ref={form}
      method="post"
      action={`${localizePath(FORM_ANSWER_PATHS.contact, locale)}#${CONTACT_FORM_ANCHOR}`}
      noValidate={hydrated}
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-describedby={`${id}-status`}
    >
      <input type="hidden" name="lang" value={locale} />
      <div id={`${id}-status`} role="status" aria-live="polite">
        {(status.kind === 'success' || status.kind === 'error') && (
          <p
            className={`rounded-lg p-4 font-medium ${status.kind === 'success' ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
          >
            {status.message}
          </p>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">{halves.map(field)}</div>
      {CONTACT_FIELD_NAMES.filter((name) => !halves.includes(name)).map(field)}
      <HoneypotField id={`${id}-website`} />
      <button
        type="submit"
        disabled={submitting}
        className="min-h-11 self-start rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {submitting ? strings.sending : strings.submit}
      </button>
    </form>
  );
}

export const ContactFormIsland = withErrorBoundary(ContactForm, 'ContactForm');
