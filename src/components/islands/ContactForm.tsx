import { useId, useState, type SubmitEvent } from 'react';
import type { Locale } from '../../i18n/config.ts';
import { CONTACT_LIMITS } from '../../lib/validation/limits.ts';
import { contactErrors, contactSchema, type ContactField } from '../../lib/validation/contact.ts';
import { localizePath } from '../../i18n/paths.ts';
import { CONTACT_FORM_ANCHOR, FORM_ANSWER_PATHS } from '../../lib/routes.ts';
import { Field } from '../ui/Field.tsx';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useHydrated } from './use-hydrated.ts';
import { HONEYPOT_FIELD } from '../../lib/validation/honeypot.ts';
import { reportSecurityEvent } from '../../lib/security/report.ts';
import { HoneypotField } from '../ui/HoneypotField.tsx';

export const CONTACT_ENDPOINT = '/api/contact';

export interface ContactFormStrings {
  name: string;
  email: string;
  company: string;
  optional: string;
  message: string;
  submit: string;
  sending: string;
  fixErrors: string;
  success: string;
  failure: string;
  /** Validation messages by dictionary key (validation.contact.*). */
  errors: Record<string, string>;
}

type Values = Record<ContactField, string>;
type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

/** Where the form starts: empty, or as the server left it after a plain form post. */
export interface ContactFormState {
  values: Values;
  errors: Partial<Record<ContactField, string>>;
  status: Status;
}

/** The form's fields, empty: where it starts and what a sent message leaves. */
export const EMPTY_CONTACT_VALUES: Values = { name: '', email: '', company: '', message: '' };

/**
 * spec §4/§5/§8: the contact form. Checks on submit with the shared schema, shows each error at its
 * field, keeps the values on failure and clears them on success. Without JavaScript the same form
 * posts to the server.
 */
function ContactForm({ locale, strings, initial }: { locale: Locale; strings: ContactFormStrings; initial?: ContactFormState | undefined }) {
  const id = useId();
  const [values, setValues] = useState<Values>(initial?.values ?? EMPTY_CONTACT_VALUES);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>(initial?.errors ?? {});
  const [status, setStatus] = useState<Status>(initial?.status ?? { kind: 'idle' });
  // Before hydration (and without JavaScript) the browser's own constraint checks apply; after it, ours.
  const hydrated = useHydrated();
  const set = (field: ContactField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const keys = contactErrors(parsed.error);
      // spec §8: medium severity on the server; field names only, never what was typed.
      reportSecurityEvent('form_validation_failure', { form: 'contact', fields: Object.keys(keys) });
      setErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, strings.errors[key] ?? key])));
      setStatus({ kind: 'error', message: strings.fixErrors });
      return;
    }
    setErrors({});
    setStatus({ kind: 'submitting' });
    try {
      const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
      const response = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...parsed.data, lang: locale, [HONEYPOT_FIELD]: honeypot ?? '' }),
      });
      const body = (await response.json()) as { success?: boolean; message?: string; errors?: Partial<Record<ContactField, string>> };
      if (response.ok && body.success) {
        setValues(EMPTY_CONTACT_VALUES);
        setStatus({ kind: 'success', message: strings.success });
      } else {
        setErrors(body.errors ?? {});
        setStatus({ kind: 'error', message: body.errors ? strings.fixErrors : strings.failure });
      }
    } catch {
      setStatus({ kind: 'error', message: strings.failure });
    }
  }

  const submitting = status.kind === 'submitting';
  const field = (name: ContactField, extra: Record<string, unknown> = {}) => ({
    name,
    value: values[name],
    onChange: set(name),
    ...extra,
  });

  return (
    <form method="post" action={`${localizePath(FORM_ANSWER_PATHS.contact, locale)}#${CONTACT_FORM_ANCHOR}`} noValidate={hydrated} onSubmit={submit} className="flex flex-col gap-5" aria-describedby={`${id}-status`}>
      <input type="hidden" name="lang" value={locale} />
      <div id={`${id}-status`} role="status" aria-live="polite">
        {(status.kind === 'success' || status.kind === 'error') && (
          <p className={`rounded-lg p-4 font-medium ${status.kind === 'success' ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}>{status.message}</p>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-name`} label={strings.name} error={errors.name} inputProps={field('name', { type: 'text', required: true, autoComplete: 'name', minLength: CONTACT_LIMITS.name.min, maxLength: CONTACT_LIMITS.name.max })} />
        <Field id={`${id}-email`} label={strings.email} error={errors.email} inputProps={field('email', { type: 'email', required: true, autoComplete: 'email' })} />
      </div>
      <Field id={`${id}-company`} label={`${strings.company} ${strings.optional}`} error={errors.company} inputProps={field('company', { type: 'text', autoComplete: 'organization', maxLength: CONTACT_LIMITS.company.max })} />
      <Field id={`${id}-message`} label={strings.message} error={errors.message} multiline inputProps={field('message', { required: true, minLength: CONTACT_LIMITS.message.min, maxLength: CONTACT_LIMITS.message.max })} />
      <HoneypotField id={`${id}-website`} />
      <button type="submit" disabled={submitting} className="min-h-11 self-start rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70">
        {submitting ? strings.sending : strings.submit}
      </button>
    </form>
  );
}

export const ContactFormIsland = withErrorBoundary(ContactForm, 'ContactForm');
