import type { PlainKey } from '#i18n/console-translate.ts';
import { CAMPAIGN_LIMITS } from '../campaigns.ts';
import { EVENT_SLUG, EVENT_SLUG_MAX } from '../forms/event-registration.ts';
import { formText, problem } from '../forms/validate.ts';
import { strippedLine, strippedText } from '../validation/display-controls.ts';
import { z } from '../validation/zod.ts';
import { zurichInstant, zurichMinute } from '../zurich-time.ts';
import { EVENT_FORMATS, EVENT_MODES, type EventFormat, type EventMode } from './event-kinds.ts';

/** The lengths of an event's texts; the description is Markdown with a campaign body's limit (decision 0051). */
export const EVENT_FORM_LIMITS = {
  title: 200,
  summary: 500,
  description: CAMPAIGN_LIMITS.body.max,
  address: 300,
  question: 300,
  roomUrl: 2000,
} as const;

export const EVENT_CAPACITY = { min: 1, max: 1000 } as const;
/** Whole francs; a price above this is a typing error rather than a workshop. */
export const EVENT_PRICE_MAX = 100_000;

/** The event form's fields, as the console's form and the command line send them (every value text). */
export const EVENT_FORM_FIELDS = [
  'slug',
  'format',
  'titleDe',
  'titleEn',
  'summaryDe',
  'summaryEn',
  'descriptionDe',
  'descriptionEn',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'mode',
  'address',
  'roomUrl',
  'capacity',
  'closesDate',
  'closesTime',
  'price',
  'questionDe',
  'questionEn',
] as const;
export type EventFormField = (typeof EVENT_FORM_FIELDS)[number];
export type EventFormValues = Partial<Record<EventFormField, string>>;

/** An event as the form describes it: the columns of `events` the operator writes. */
export interface EventDraft {
  slug: string;
  format: EventFormat | null;
  titleDe: string;
  titleEn: string;
  summaryDe: string;
  summaryEn: string;
  descriptionDe: string;
  descriptionEn: string;
  startsAt: Date;
  endsAt: Date;
  mode: EventMode;
  address: string | null;
  roomUrl: string | null;
  capacity: number;
  registrationClosesAt: Date;
  priceChf: number | null;
  questionDe: string | null;
  questionEn: string | null;
}

const line = formText((value) => strippedLine(value).trim());
const text = formText((value) => strippedText(value).trim());

const within = (max: number, required: boolean) =>
  z.string().check(
    z.superRefine((value: string, context) => {
      if (required && value === '')
        context.issues.push({ code: 'custom', input: value, message: 'console.events.error.required' satisfies PlainKey });
      else if (value.length > max)
        context.issues.push({ code: 'custom', input: value, message: 'console.events.error.tooLong' satisfies PlainKey });
    }),
  );

const requiredLine = (max: number) => z.pipe(line, within(max, true));
const optionalLine = (max: number) => z.pipe(line, within(max, false));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const WHOLE = /^\d+$/;

/** A Zurich wall-clock date and time as the instant it names (summer time included), or undefined. */
export const zurichDateTime = (date: string, time: string): Date | undefined =>
  DATE.test(date) && TIME.test(time) ? zurichInstant(`${date}T${time}`) : undefined;

/** An instant as the form's date and time fields show it, on Zurich's clock. */
export function zurichDateAndTime(instant: Date): { date: string; time: string } {
  const [date = '', time = ''] = zurichMinute(instant).split('T');
  return { date, time };
}

const isHttps = (value: string): boolean => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** The fields each checked on its own; the rules between them come after (`eventFormSchema`). */
const fieldsSchema = z.object({
  slug: z.pipe(
    formText((value) => value.trim().toLowerCase()),
    z
      .string()
      .check(z.refine((value) => value.length <= EVENT_SLUG_MAX && EVENT_SLUG.test(value), problem<PlainKey>('console.events.error.slug'))),
  ),
  format: z.pipe(
    formText((value) => value.trim()),
    z
      .string()
      .check(
        z.refine(
          (value) => value === '' || (EVENT_FORMATS as readonly string[]).includes(value),
          problem<PlainKey>('console.events.error.format'),
        ),
      ),
  ),
  titleDe: requiredLine(EVENT_FORM_LIMITS.title),
  titleEn: requiredLine(EVENT_FORM_LIMITS.title),
  summaryDe: requiredLine(EVENT_FORM_LIMITS.summary),
  summaryEn: requiredLine(EVENT_FORM_LIMITS.summary),
  descriptionDe: z.pipe(text, within(EVENT_FORM_LIMITS.description, true)),
  descriptionEn: z.pipe(text, within(EVENT_FORM_LIMITS.description, true)),
  startDate: z.pipe(line, z.string().check(z.refine((value) => DATE.test(value), problem<PlainKey>('console.events.error.date')))),
  startTime: z.pipe(line, z.string().check(z.refine((value) => TIME.test(value), problem<PlainKey>('console.events.error.time')))),
  endDate: z.pipe(
    line,
    z.string().check(z.refine((value) => value === '' || DATE.test(value), problem<PlainKey>('console.events.error.date'))),
  ),
  endTime: z.pipe(line, z.string().check(z.refine((value) => TIME.test(value), problem<PlainKey>('console.events.error.time')))),
  mode: z.pipe(
    line,
    z
      .string()
      .check(z.refine((value) => (EVENT_MODES as readonly string[]).includes(value), problem<PlainKey>('console.events.error.mode'))),
  ),
  address: optionalLine(EVENT_FORM_LIMITS.address),
  roomUrl: z.pipe(
    line,
    z
      .string()
      .check(
        z.refine(
          (value) => value === '' || (value.length <= EVENT_FORM_LIMITS.roomUrl && isHttps(value)),
          problem<PlainKey>('console.events.error.roomUrl'),
        ),
      ),
  ),
  capacity: z.pipe(
    line,
    z
      .string()
      .check(
        z.refine(
          (value) => WHOLE.test(value) && Number(value) >= EVENT_CAPACITY.min && Number(value) <= EVENT_CAPACITY.max,
          problem<PlainKey>('console.events.error.capacity'),
        ),
      ),
  ),
  closesDate: z.pipe(
    line,
    z.string().check(z.refine((value) => value === '' || DATE.test(value), problem<PlainKey>('console.events.error.date'))),
  ),
  closesTime: z.pipe(
    line,
    z.string().check(z.refine((value) => value === '' || TIME.test(value), problem<PlainKey>('console.events.error.time'))),
  ),
  price: z.pipe(
    formText((value) => value.trim().replace(/^CHF\s*/i, '')),
    z
      .string()
      .check(
        z.refine(
          (value) => value === '' || (WHOLE.test(value) && Number(value) <= EVENT_PRICE_MAX),
          problem<PlainKey>('console.events.error.price'),
        ),
      ),
  ),
  questionDe: optionalLine(EVENT_FORM_LIMITS.question),
  questionEn: optionalLine(EVENT_FORM_LIMITS.question),
});

type Fields = z.infer<typeof fieldsSchema>;

const issue = (field: EventFormField, key: PlainKey) => ({
  code: 'custom' as const,
  input: field,
  path: [field],
  message: key,
});

/** The instants the fields name: the end on the start's day unless told, the deadline the start unless told. */
function timesOf(fields: Fields): { startsAt?: Date; endsAt?: Date; closesAt?: Date } {
  const startsAt = zurichDateTime(fields.startDate, fields.startTime);
  const endsAt = zurichDateTime(fields.endDate || fields.startDate, fields.endTime);
  const closesAt =
    fields.closesDate === '' && fields.closesTime === ''
      ? startsAt
      : zurichDateTime(fields.closesDate || fields.startDate, fields.closesTime || fields.startTime);
  return { startsAt, endsAt, closesAt };
}

/**
 * The event form (decision 0051): each field's own rule, then the rules between fields. Times are wall-clock
 * dates and times in Zurich, each turned into its instant on its own (a day later is a date, never 24 hours).
 */
export const eventFormSchema = z.pipe(
  fieldsSchema.check(
    z.superRefine((fields, context) => {
      const { startsAt, endsAt, closesAt } = timesOf(fields);
      // A date the calendar does not have (30 February) passes the field's pattern, not its instant.
      if (DATE.test(fields.startDate) && TIME.test(fields.startTime) && !startsAt)
        context.issues.push(issue('startDate', 'console.events.error.date'));
      if (startsAt && TIME.test(fields.endTime) && !endsAt) context.issues.push(issue('endDate', 'console.events.error.date'));
      if (startsAt && endsAt && endsAt <= startsAt) context.issues.push(issue('endTime', 'console.events.error.endBeforeStart'));
      if (startsAt && closesAt && closesAt > startsAt) context.issues.push(issue('closesDate', 'console.events.error.deadline'));
      if (fields.mode !== 'online' && fields.address === '') context.issues.push(issue('address', 'console.events.error.addressRequired'));
      if (fields.mode !== 'onsite' && fields.roomUrl === '') context.issues.push(issue('roomUrl', 'console.events.error.roomRequired'));
      if ((fields.questionDe === '') !== (fields.questionEn === ''))
        context.issues.push(issue(fields.questionDe === '' ? 'questionDe' : 'questionEn', 'console.events.error.questionPair'));
    }),
  ),
  z.transform((fields: Fields): EventDraft => {
    const { startsAt, endsAt, closesAt } = timesOf(fields);
    const mode = fields.mode as EventMode;
    return {
      slug: fields.slug,
      format: fields.format === '' ? null : (fields.format as EventFormat),
      titleDe: fields.titleDe,
      titleEn: fields.titleEn,
      summaryDe: fields.summaryDe,
      summaryEn: fields.summaryEn,
      descriptionDe: fields.descriptionDe,
      descriptionEn: fields.descriptionEn,
      startsAt: startsAt!,
      endsAt: endsAt!,
      mode,
      // An online event has no address and an on-site one no room, whatever the form still held.
      address: mode === 'online' || fields.address === '' ? null : fields.address,
      roomUrl: mode === 'onsite' || fields.roomUrl === '' ? null : fields.roomUrl,
      capacity: Number(fields.capacity),
      registrationClosesAt: closesAt!,
      priceChf: fields.price === '' ? null : Number(fields.price),
      questionDe: fields.questionDe === '' ? null : fields.questionDe,
      questionEn: fields.questionEn === '' ? null : fields.questionEn,
    };
  }),
);

/** The form filled with an event as stored: times on Zurich's clock, empty for what is not set. */
export function eventFormValues(event: Omit<EventDraft, never>): EventFormValues {
  const start = zurichDateAndTime(event.startsAt);
  const end = zurichDateAndTime(event.endsAt);
  const closes = zurichDateAndTime(event.registrationClosesAt);
  const closesAtStart = event.registrationClosesAt.getTime() === event.startsAt.getTime();
  return {
    slug: event.slug,
    format: event.format ?? '',
    titleDe: event.titleDe,
    titleEn: event.titleEn,
    summaryDe: event.summaryDe,
    summaryEn: event.summaryEn,
    descriptionDe: event.descriptionDe,
    descriptionEn: event.descriptionEn,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    mode: event.mode,
    address: event.address ?? '',
    roomUrl: event.roomUrl ?? '',
    capacity: String(event.capacity),
    closesDate: closesAtStart ? '' : closes.date,
    closesTime: closesAtStart ? '' : closes.time,
    price: event.priceChf === null ? '' : String(event.priceChf),
    questionDe: event.questionDe ?? '',
    questionEn: event.questionEn ?? '',
  };
}

/** The form's fields out of a post: text values only, the others left out (they then fail as empty). */
export const eventFormFields = (data: Record<string, unknown>): EventFormValues =>
  Object.fromEntries(EVENT_FORM_FIELDS.flatMap((field) => (typeof data[field] === 'string' ? [[field, data[field]]] : [])));
