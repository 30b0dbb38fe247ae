import type { PlainKey } from '#i18n/translate.ts';
import { SERVICE_SLUGS } from '../routes.ts';
import { contactSchema } from './contact.ts';
import type { FormReply } from './reply.ts';
import { formText, lengthWithin, problem, trim } from './validate.ts';
import { z } from '../validation/zod.ts';
import { sanitizeText } from '../validation/sanitize.ts';

export const BOOKING_ENDPOINT = '/api/booking';

/** What a consultation is about: one of the six services, or something else. */
export const BOOKING_TOPICS = [...SERVICE_SLUGS, 'other'] as const;
export type BookingTopic = (typeof BOOKING_TOPICS)[number];

/** A short question for the consultation (decision 0049). */
export const BOOKING_QUESTION_LIMITS = { min: 10, max: 500 } as const;

const isTopic = (value: string): value is BookingTopic => (BOOKING_TOPICS as readonly string[]).includes(value);
/** A slot is named by its start as an ISO instant ("2026-12-03T13:30:00Z"); the service checks it is free. */
const isInstant = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The booking form: the slot chosen, then the contact form's own rules for name, address and company (one source
 * for what a name or an address may be), the topic and a short question. Messages are dictionary keys.
 */
export const bookingSchema = z.object({
  slot: z.pipe(formText(trim), z.string().check(z.refine(isInstant, problem('validation.booking.slot')))),
  name: contactSchema.shape.name,
  email: contactSchema.shape.email,
  company: contactSchema.shape.company,
  topic: z.pipe(
    formText(trim),
    z.pipe(
      z.string().check(z.refine(isTopic, problem('validation.booking.topic'))),
      z.transform((value: string) => value as BookingTopic),
    ),
  ),
  question: z.pipe(formText(sanitizeText), lengthWithin('validation.booking.question', BOOKING_QUESTION_LIMITS)),
});

export type BookingInput = z.infer<typeof bookingSchema>;
export type BookingField = keyof BookingInput;
export const BOOKING_FIELD_NAMES = Object.keys(bookingSchema.shape) as BookingField[];

/** The form's own messages; the name, address and company give the contact form's. */
export const BOOKING_PROBLEMS = [
  'validation.booking.slot',
  'validation.booking.topic',
  'validation.booking.question',
] as const satisfies PlainKey[];

/** `taken`: the slot went to someone else, or is no longer free; the message names the next free ones (409). */
export type BookingCode = 'ok' | 'invalid' | 'taken';
export type BookingReply = FormReply<BookingCode, BookingField>;

/** A free slot as the booking page shows it: its start, its time on Zurich's clock, and its name read aloud (day, time, zone). */
export interface SlotView {
  startsAt: string;
  time: string;
  label: string;
}

/** A day of free slots, named as the page shows it. */
export interface DayView {
  day: string;
  label: string;
  slots: SlotView[];
}
