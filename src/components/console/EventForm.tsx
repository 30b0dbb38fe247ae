import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { EVENT_CAPACITY, EVENT_FORM_LIMITS, type EventFormField } from '#lib/events/event-form.ts';
import { EVENT_FORMATS, EVENT_MODES } from '#lib/events/event-kinds.ts';
import type { EventForm as EventFormState, EventIntent, NewEventIntent } from '#server/console/web/events.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { Field } from '../ui/Field.tsx';
import { IntentField } from './PostButton.tsx';
import { controlClasses } from './styles.ts';

type FormIntent = NewEventIntent | Extract<EventIntent, 'save'>;

interface EventFormProps {
  locale: Locale;
  action: string;
  /** `create` on the new event's page, `save` on an event's own. */
  intent: FormIntent;
  form: EventFormState;
  /** A published event keeps its address: the field is shown, not editable. */
  slugFixed?: boolean;
}

const VERSIONS = [
  { version: 'de', title: 'titleDe', summary: 'summaryDe', description: 'descriptionDe', question: 'questionDe' },
  { version: 'en', title: 'titleEn', summary: 'summaryEn', description: 'descriptionEn', question: 'questionEn' },
] as const;

/** An event's form (decision 0051): its address and format, its text per language, its time, place, seats and price. */
export function EventForm({ locale, action, intent, form, slugFixed = false }: EventFormProps) {
  const t = translator(locale);
  const { values, errors } = form;
  const failed = Object.keys(errors).length > 0;
  const error = (field: EventFormField) => (errors[field] ? t(errors[field]) : undefined);
  const input = (field: EventFormField, props: Record<string, unknown> = {}) => ({
    name: field,
    defaultValue: values[field] ?? '',
    ...props,
  });
  const select = (field: 'format' | 'mode', options: readonly string[], text: (option: string) => string, fallback: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`event-${field}`} className="font-medium text-slate-800">
        {t(`console.events.field.${field}`)}
      </label>
      <select
        id={`event-${field}`}
        name={field}
        defaultValue={values[field] ?? fallback}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `event-${field}-error` : undefined}
        className={`${controlClasses} max-w-full`}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
      {errors[field] && (
        <p id={`event-${field}-error`} className="text-sm font-medium text-red-800">
          {error(field)}
        </p>
      )}
    </div>
  );
  return (
    <form method="post" action={action} noValidate className="mt-6 flex max-w-3xl flex-col gap-6">
      <IntentField<FormIntent> intent={intent} />
      {failed && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-900">
          {t('console.events.error.summary')}
        </p>
      )}
      <Field
        id="event-slug"
        label={t('console.events.field.slug')}
        hint={t(slugFixed ? 'console.events.hint.slugFixed' : 'console.events.hint.slug')}
        error={error('slug')}
        inputProps={input('slug', { type: 'text', maxLength: 80, readOnly: slugFixed, autoComplete: 'off', spellCheck: false })}
      />
      {select(
        'format',
        ['', ...EVENT_FORMATS],
        (option) =>
          option === '' ? t('console.events.format.none') : t(`console.events.format.${option as (typeof EVENT_FORMATS)[number]}`),
        '',
      )}
      {VERSIONS.map(({ version, title, summary, description, question }) => (
        <fieldset key={version} className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-300 p-4">
          <legend className="px-1 text-lg font-semibold text-ink">{t(`console.events.version.${version}`)}</legend>
          <Field
            id={`event-${title}`}
            label={t('console.events.field.title')}
            error={error(title)}
            inputProps={input(title, { type: 'text', maxLength: EVENT_FORM_LIMITS.title, lang: version })}
          />
          <Field
            id={`event-${summary}`}
            label={t('console.events.field.summary')}
            error={error(summary)}
            inputProps={input(summary, { type: 'text', maxLength: EVENT_FORM_LIMITS.summary, lang: version })}
          />
          <Field
            id={`event-${description}`}
            label={t('console.events.field.description')}
            hint={t('console.events.hint.description')}
            error={error(description)}
            multiline
            inputProps={input(description, { rows: 10, maxLength: EVENT_FORM_LIMITS.description, lang: version })}
          />
          <Field
            id={`event-${question}`}
            label={t('console.events.field.question')}
            hint={t('console.events.hint.question')}
            error={error(question)}
            inputProps={input(question, { type: 'text', maxLength: EVENT_FORM_LIMITS.question, lang: version })}
          />
        </fieldset>
      ))}
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-300 p-4">
        <legend className="px-1 text-lg font-semibold text-ink">{t('console.events.when')}</legend>
        <p className="text-sm text-slate-700">{t('console.events.hint.zurich')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="event-startDate"
            label={t('console.events.field.startDate')}
            error={error('startDate')}
            inputProps={input('startDate', { type: 'date' })}
          />
          <Field
            id="event-startTime"
            label={t('console.events.field.startTime')}
            error={error('startTime')}
            inputProps={input('startTime', { type: 'time' })}
          />
          <Field
            id="event-endDate"
            label={t('console.events.field.endDate')}
            hint={t('console.events.hint.endDate')}
            error={error('endDate')}
            inputProps={input('endDate', { type: 'date' })}
          />
          <Field
            id="event-endTime"
            label={t('console.events.field.endTime')}
            error={error('endTime')}
            inputProps={input('endTime', { type: 'time' })}
          />
          <Field
            id="event-closesDate"
            label={t('console.events.field.closesDate')}
            hint={t('console.events.hint.closes')}
            error={error('closesDate')}
            inputProps={input('closesDate', { type: 'date' })}
          />
          <Field
            id="event-closesTime"
            label={t('console.events.field.closesTime')}
            error={error('closesTime')}
            inputProps={input('closesTime', { type: 'time' })}
          />
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-300 p-4">
        <legend className="px-1 text-lg font-semibold text-ink">{t('console.events.where')}</legend>
        {select('mode', EVENT_MODES, (option) => t(`console.events.mode.${option as (typeof EVENT_MODES)[number]}`), 'online')}
        <Field
          id="event-address"
          label={t('console.events.field.address')}
          hint={t('console.events.hint.address')}
          error={error('address')}
          inputProps={input('address', { type: 'text', maxLength: EVENT_FORM_LIMITS.address })}
        />
        <Field
          id="event-roomUrl"
          label={t('console.events.field.roomUrl')}
          hint={t('console.events.hint.roomUrl')}
          error={error('roomUrl')}
          inputProps={input('roomUrl', { type: 'url', maxLength: EVENT_FORM_LIMITS.roomUrl, inputMode: 'url', spellCheck: false })}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="event-capacity"
          label={t('console.events.field.capacity')}
          error={error('capacity')}
          inputProps={input('capacity', {
            type: 'number',
            min: EVENT_CAPACITY.min,
            max: EVENT_CAPACITY.max,
            step: 1,
            inputMode: 'numeric',
          })}
        />
        <Field
          id="event-price"
          label={t('console.events.field.price')}
          hint={t('console.events.hint.price')}
          error={error('price')}
          inputProps={input('price', { type: 'text', inputMode: 'numeric' })}
        />
      </div>
      <div>
        <button type="submit" className={buttonClasses('primary')}>
          {intent === 'create' ? t('console.events.create') : t('console.events.save')}
        </button>
      </div>
    </form>
  );
}
