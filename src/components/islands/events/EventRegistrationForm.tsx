import { useId, useState, type SubmitEvent } from 'react';
import type { Locale } from '#i18n/config.ts';
import {
  EVENT_ANSWER_LIMITS,
  EVENT_REGISTRATION_ENDPOINT,
  eventRegistrationSchema,
  unansweredQuestion,
  type EventRegistrationField,
  type EventRegistrationReply,
} from '#lib/forms/event-registration.ts';
import type { EventRegistrationFormStrings } from '#lib/forms/form-strings.ts';
import { HONEYPOT_FIELD } from '#lib/forms/honeypot.ts';
import { postForm } from '#lib/forms/post-form.ts';
import { fieldErrorText, invalidReply, type FieldErrors } from '#lib/forms/reply.ts';
import { validateForm } from '#lib/forms/validate.ts';
import { Field } from '../../ui/Field.tsx';
import { PersonFields } from '../../ui/PersonFields.tsx';
import { HoneypotField } from '../../ui/HoneypotField.tsx';
import { withErrorBoundary } from '../ErrorBoundary.tsx';
import { useKeepEntered } from '../keep-entered.ts';
import { useHydrated } from '../use-hydrated.ts';

/** What the visitor types (the event and the waiting list are the page's, not theirs). */
type TypedField = Exclude<EventRegistrationField, 'event' | 'waitingList'>;
type Values = Record<TypedField, string>;
type Status =
  { kind: 'idle' } | { kind: 'submitting' } | { kind: 'done'; waiting: boolean; message: string } | { kind: 'error'; message: string };

export const EMPTY_EVENT_REGISTRATION_VALUES: Values = { name: '', email: '', company: '', answer: '' };
export const EVENT_REGISTRATION_TYPED_FIELDS = Object.keys(EMPTY_EVENT_REGISTRATION_VALUES) as TypedField[];

/** How a plain form post left the form: the values sent and the server's reply (the page passes them on). */
export interface EventRegistrationFormState {
  values: Values;
  reply: EventRegistrationReply;
}

function afterReply(
  reply: EventRegistrationReply,
  strings: EventRegistrationFormStrings,
): { errors: FieldErrors<EventRegistrationField>; status: Status } {
  if (reply.success) return { errors: {}, status: { kind: 'done', waiting: reply.code === 'waiting', message: reply.message } };
  if (reply.code === 'invalid') return { errors: reply.errors ?? {}, status: { kind: 'error', message: strings.fixErrors } };
  return { errors: {}, status: { kind: 'error', message: reply.code === 'failed' || !reply.message ? strings.failure : reply.message } };
}

/**
 * Decision 0051: the registration form of an event's page. Server-rendered, so it registers without JavaScript (a
 * plain post to the page, whose button asks for the waiting list once the seats are gone); the island checks with
 * the shared schema, posts to the API, keeps every value on a refusal and offers the waiting list when the last
 * seat went meanwhile.
 */
function EventRegistrationForm({
  locale,
  event,
  action,
  full: initiallyFull,
  question,
  strings,
  privacyHref,
  initial,
}: {
  locale: Locale;
  /** The event's slug. */
  event: string;
  /** The page itself, where a plain post is answered. */
  action: string;
  full: boolean;
  question: string | null;
  strings: EventRegistrationFormStrings;
  privacyHref: string;
  initial?: EventRegistrationFormState | undefined;
}) {
  const id = useId();
  const start = initial && afterReply(initial.reply, strings);
  const [values, setValues] = useState<Values>(initial && !initial.reply.success ? initial.values : EMPTY_EVENT_REGISTRATION_VALUES);
  const form = useKeepEntered(setValues);
  const [errors, setErrors] = useState<FieldErrors<EventRegistrationField>>(start?.errors ?? {});
  const [status, setStatus] = useState<Status>(start?.status ?? { kind: 'idle' });
  const [full, setFull] = useState(initiallyFull || initial?.reply.code === 'full');
  const hydrated = useHydrated();
  const set = (field: TypedField) => (change: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: change.target.value }));
  const errorOf = (name: EventRegistrationField) => fieldErrorText(errors, strings.errors, name);

  async function submit(submitted: SubmitEvent<HTMLFormElement>) {
    submitted.preventDefault();
    const fields = { ...values, event, waitingList: full ? 'yes' : '' };
    const validated = validateForm(eventRegistrationSchema, fields);
    const checked: typeof validated =
      validated.ok && unansweredQuestion(question !== null, validated.value.answer)
        ? { ok: false, errors: { answer: 'validation.event.answerRequired' } }
        : validated;
    if (!checked.ok) {
      const next = afterReply(invalidReply(checked.errors), strings);
      setErrors(next.errors);
      setStatus(next.status);
      return;
    }
    const honeypot = new FormData(submitted.currentTarget).get(HONEYPOT_FIELD);
    setErrors({});
    setStatus({ kind: 'submitting' });
    const reply = await postForm<EventRegistrationReply>(EVENT_REGISTRATION_ENDPOINT, {
      ...fields,
      lang: locale,
      [HONEYPOT_FIELD]: honeypot ?? '',
    });
    // The last seat went meanwhile: the button now offers the waiting list, and what was typed stays.
    if (reply.code === 'full') setFull(true);
    if (reply.success) setValues(EMPTY_EVENT_REGISTRATION_VALUES);
    const next = afterReply(reply, strings);
    setErrors(next.errors);
    setStatus(next.status);
  }

  if (status.kind === 'done')
    return (
      <div role="status" className="rounded-lg bg-green-50 p-6 text-green-900">
        <h3 className="text-xl font-bold">{status.waiting ? strings.waitingTitle : strings.successTitle}</h3>
        <p className="mt-2">{status.message}</p>
      </div>
    );

  const submitting = status.kind === 'submitting';
  return (
    <form
      ref={form}
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-describedby={`${id}-status`}
      data-event-registration
    >
      <input type="hidden" name="lang" value={locale} />
      <input type="hidden" name="event" value={event} />
      <div id={`${id}-status`} role="status" aria-live="polite">
        {status.kind === 'error' && <p className="rounded-lg bg-red-50 p-4 font-medium text-red-900">{status.message}</p>}
      </div>
      {full && <p className="rounded-lg bg-brand-50 p-4 text-ink">{strings.waitingNote}</p>}
      <PersonFields id={id} labels={strings.labels} optional={strings.optional} values={values} onChange={set} errorOf={errorOf} />
      {question && (
        <Field
          id={`${id}-answer`}
          label={question}
          error={errorOf('answer')}
          multiline
          inputProps={{
            name: 'answer',
            value: values.answer,
            onChange: set('answer'),
            required: true,
            maxLength: EVENT_ANSWER_LIMITS.max,
            rows: 3,
          }}
        />
      )}
      <HoneypotField id={`${id}-website`} />
      <p className="text-sm text-slate-700">
        {strings.privacy}{' '}
        <a href={privacyHref} className="font-medium text-brand-700 underline">
          {strings.privacyLink}
        </a>
      </p>
      <button
        type="submit"
        name="waitingList"
        value={full ? 'yes' : ''}
        disabled={submitting}
        className="min-h-11 self-start rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {submitting ? strings.sending : full ? strings.submitWaiting : strings.submit}
      </button>
    </form>
  );
}

export const EventRegistrationFormIsland = withErrorBoundary(EventRegistrationForm, 'EventRegistrationForm');
