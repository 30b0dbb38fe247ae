import { useId, useMemo, useState, type SubmitEvent } from 'react';
import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { clockTime, cityOfZone } from '#lib/booking-time.ts';
import {
  BOOKING_ENDPOINT,
  BOOKING_QUESTION_LIMITS,
  bookingSchema,
  type BookingField,
  type BookingReply,
  type DayView,
} from '#lib/forms/booking.ts';
import type { BookingFormStrings } from '#lib/forms/form-strings.ts';
import { HONEYPOT_FIELD } from '#lib/forms/honeypot.ts';
import { postForm } from '#lib/forms/post-form.ts';
import { fieldErrorText, invalidReply, type FieldErrors } from '#lib/forms/reply.ts';
import { validateForm } from '#lib/forms/validate.ts';
import { BOOKING_PATHS } from '#lib/routes.ts';
import { ZURICH_TIME_ZONE } from '#lib/zurich-time.ts';
import { Field } from '../../ui/Field.tsx';
import { PersonFields } from '../../ui/PersonFields.tsx';
import { HoneypotField } from '../../ui/HoneypotField.tsx';
import { SLOT_CHIP } from '../../ui/slot-chip.ts';
import { withErrorBoundary } from '../ErrorBoundary.tsx';
import { useKeepEntered } from '../keep-entered.ts';
import { useHydrated } from '../use-hydrated.ts';

type Values = Record<BookingField, string>;
type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'booked'; message: string } | { kind: 'error'; message: string };

export const EMPTY_BOOKING_VALUES: Values = { slot: '', name: '', email: '', company: '', topic: '', question: '' };

/** How a plain form post left the form: the values sent and the server's reply (the page passes them on). */
export interface BookingFormState {
  values: Values;
  reply: BookingReply;
}

/** The days shown at once; the rest open on request (a long list of weeks at 320 px is a long scroll). */
const DAYS_AT_ONCE = 6;

function afterReply(reply: BookingReply, strings: BookingFormStrings): { errors: FieldErrors<BookingField>; status: Status } {
  if (reply.success) return { errors: {}, status: { kind: 'booked', message: reply.message } };
  if (reply.code === 'invalid') return { errors: reply.errors ?? {}, status: { kind: 'error', message: strings.fixErrors } };
  return { errors: {}, status: { kind: 'error', message: reply.code === 'failed' ? strings.failure : reply.message } };
}

const WEEK_MS = 7 * 86_400_000;

/** The browser's time zone when its clock differs from Zurich's in any of the next weeks (summer time starts apart). */
function otherZone(): string | undefined {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = Date.now();
  const differs = Array.from({ length: 8 }, (_, week) => new Date(now + week * WEEK_MS)).some(
    (at) => clockTime(at, own) !== clockTime(at, ZURICH_TIME_ZONE),
  );
  return differs ? own : undefined;
}

/** The visitor's own time zone once the island runs, when it is not the firm's: its slots then show their time there too. */
function useVisitorZone(): string | undefined {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? otherZone() : undefined), [hydrated]);
}

/**
 * Decision 0050: the booking form. Server-rendered with the free slots as radio buttons grouped by day, so it books
 * without JavaScript (a plain post to the page); the island checks on submit with the shared schema, posts to the
 * API, keeps every value on failure, and shows each slot's time in the visitor's zone when it is not Zurich's.
 */
function BookingForm({
  locale,
  strings,
  days: initialDays,
  topics,
  privacyHref,
  initial,
}: {
  locale: Locale;
  strings: BookingFormStrings;
  days: DayView[];
  topics: { value: string; label: string }[];
  privacyHref: string;
  initial?: BookingFormState | undefined;
}) {
  const id = useId();
  const start = initial && afterReply(initial.reply, strings);
  const [days, setDays] = useState(initialDays);
  const [values, setValues] = useState<Values>(initial && !initial.reply.success ? initial.values : EMPTY_BOOKING_VALUES);
  const form = useKeepEntered(setValues);
  const [errors, setErrors] = useState<FieldErrors<BookingField>>(start?.errors ?? {});
  const [status, setStatus] = useState<Status>(start?.status ?? { kind: 'idle' });
  const hydrated = useHydrated();
  const zone = useVisitorZone();
  const set = (field: BookingField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const errorOf = (name: BookingField) => fieldErrorText(errors, strings.errors, name);
  const dropSlot = (startsAt: string) =>
    setDays((current) =>
      current
        .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.startsAt !== startsAt) }))
        .filter((day) => day.slots.length > 0),
    );

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm(bookingSchema, values);
    if (!checked.ok) {
      const next = afterReply(invalidReply(checked.errors), strings);
      setErrors(next.errors);
      setStatus(next.status);
      return;
    }
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    setErrors({});
    setStatus({ kind: 'submitting' });
    const reply = await postForm<BookingReply>(BOOKING_ENDPOINT, { ...values, lang: locale, [HONEYPOT_FIELD]: honeypot ?? '' });
    const next = afterReply(reply, strings);
    // A slot booked, or taken by someone else meanwhile, is no longer offered; the rest of what was typed stays.
    if (reply.success || reply.code === 'taken') {
      dropSlot(values.slot);
      setValues((current) => ({ ...current, slot: '' }));
    }
    if (reply.success) setValues(EMPTY_BOOKING_VALUES);
    setErrors(next.errors);
    setStatus(next.status);
  }

  if (status.kind === 'booked')
    return (
      <div role="status" className="rounded-lg bg-green-50 p-6 text-green-900">
        <h2 className="text-xl font-bold">{strings.successTitle}</h2>
        <p className="mt-2">{status.message}</p>
        <a href={localizePath(BOOKING_PATHS.page, locale)} className="mt-4 inline-block font-semibold underline">
          {strings.bookAnother}
        </a>
      </div>
    );

  const submitting = status.kind === 'submitting';
  const slotError = errorOf('slot');
  const yourTime = (startsAt: string) => zone && clockTime(new Date(startsAt), zone);
  const dayList = (list: DayView[]) =>
    list.map((day) => (
      <div key={day.day} role="group" aria-labelledby={`${id}-${day.day}`} data-slot-day={day.day} className="mt-4">
        <p id={`${id}-${day.day}`} className="font-semibold text-ink">
          {day.label}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {day.slots.map((slot) => (
            <label key={slot.startsAt} className={SLOT_CHIP}>
              <input
                type="radio"
                name="slot"
                value={slot.startsAt}
                checked={values.slot === slot.startsAt}
                onChange={set('slot')}
                required
                className="sr-only"
                aria-label={zone ? `${slot.label} – ${yourTime(slot.startsAt)} (${cityOfZone(zone)})` : slot.label}
              />
              <span aria-hidden="true" className="font-semibold tabular-nums">
                {slot.time}
              </span>
              {zone && (
                <span aria-hidden="true" className="text-xs tabular-nums">
                  ({yourTime(slot.startsAt)})
                </span>
              )}
            </label>
          ))}
        </div>
      </div>
    ));
  const first = days.slice(0, DAYS_AT_ONCE);
  const rest = days.slice(DAYS_AT_ONCE);
  const chosenLater = rest.some((day) => day.slots.some((slot) => slot.startsAt === values.slot));

  return (
    <form
      ref={form}
      method="post"
      action={localizePath(BOOKING_PATHS.page, locale)}
      noValidate={hydrated}
      onSubmit={submit}
      className="flex flex-col gap-8"
      aria-describedby={`${id}-status`}
    >
      <input type="hidden" name="lang" value={locale} />
      <div id={`${id}-status`} role="status" aria-live="polite">
        {status.kind === 'error' && <p className="rounded-lg bg-red-50 p-4 font-medium text-red-900">{status.message}</p>}
      </div>
      <fieldset aria-describedby={slotError ? `${id}-slot-error` : undefined} aria-invalid={slotError ? true : undefined}>
        <legend className="text-xl font-bold text-ink">{strings.slotsTitle}</legend>
        <p className="mt-1 text-slate-700">
          {strings.zoneNote}
          {zone && ` ${strings.zoneNoteYours.replace('{zone}', cityOfZone(zone))}`}
        </p>
        {slotError && (
          <p id={`${id}-slot-error`} className="mt-2 text-sm font-medium text-red-800">
            {slotError}
          </p>
        )}
        {dayList(first)}
        {rest.length > 0 && (
          <details className="mt-4" open={chosenLater}>
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700 underline">
              {strings.moreDays.replace('{count}', String(rest.length))}
            </summary>
            {dayList(rest)}
          </details>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-xl font-bold text-ink">{strings.detailsTitle}</legend>
        <PersonFields id={id} labels={strings.labels} optional={strings.optional} values={values} onChange={set} errorOf={errorOf} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-topic`} className="font-medium text-slate-800">
            {strings.labels.topic}
          </label>
          <select
            id={`${id}-topic`}
            name="topic"
            value={values.topic}
            onChange={set('topic')}
            required
            aria-invalid={errorOf('topic') ? true : undefined}
            aria-describedby={errorOf('topic') ? `${id}-topic-error` : undefined}
            className={`min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-ink ${errorOf('topic') ? 'border-red-700' : 'border-slate-500'}`}
          >
            <option value="">{strings.topicChoose}</option>
            {topics.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
          {errorOf('topic') && (
            <p id={`${id}-topic-error`} className="text-sm font-medium text-red-800">
              {errorOf('topic')}
            </p>
          )}
        </div>
        <Field
          id={`${id}-question`}
          label={strings.labels.question}
          error={errorOf('question')}
          multiline
          inputProps={{
            name: 'question',
            value: values.question,
            onChange: set('question'),
            required: true,
            minLength: BOOKING_QUESTION_LIMITS.min,
            maxLength: BOOKING_QUESTION_LIMITS.max,
            rows: 3,
          }}
        />
      </fieldset>
      <HoneypotField id={`${id}-website`} />
      <p className="text-sm text-slate-700">
        {strings.privacy}{' '}
        <a href={privacyHref} className="font-medium text-brand-700 underline">
          {strings.privacyLink}
        </a>
      </p>
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

export const BookingFormIsland = withErrorBoundary(BookingForm, 'BookingForm');
