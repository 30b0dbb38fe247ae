import type { PlainKey } from '#i18n/translate.ts';
import { contactSchema } from './contact.ts';
import type { FormReply } from './reply.ts';
import { formText, lengthWithin, problem, trim } from './validate.ts';
import { z } from '../validation/zod.ts';
import { sanitizeText } from '../validation/sanitize.ts';

export const EVENT_REGISTRATION_ENDPOINT = '/api/events/register';

/** The answer to an event's own question, when it asks one (decision 0051). */
export const EVENT_ANSWER_LIMITS = { min: 0, max: 500 } as const;

/** An event is named by its slug: lowercase words joined by hyphens. */
export const EVENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EVENT_SLUG_MAX = 80;

/**
 * The registration form: the event, then the contact form's own rules for name, address and company, the answer
 * to the event's question (the service asks for it when the event has one), and whether the visitor takes a place
 * on the waiting list when the seats are gone ("yes" from the button the full event shows).
 */
export const eventRegistrationSchema = z.object({
  event: z.pipe(
    formText(trim),
    z.string().check(z.refine((value) => value.length <= EVENT_SLUG_MAX && EVENT_SLUG.test(value), problem('validation.event.event'))),
  ),
  name: contactSchema.shape.name,
  email: contactSchema.shape.email,
  company: contactSchema.shape.company,
  answer: z.pipe(formText(sanitizeText), lengthWithin('validation.event.answer', EVENT_ANSWER_LIMITS)),
  waitingList: z.pipe(
    formText(trim),
    z.transform((value: string) => value === 'yes'),
  ),
});

export type EventRegistrationInput = z.infer<typeof eventRegistrationSchema>;
export type EventRegistrationField = keyof EventRegistrationInput;
export const EVENT_REGISTRATION_FIELD_NAMES = Object.keys(eventRegistrationSchema.shape) as EventRegistrationField[];

/** An event that asks its own question wants it answered (decision 0051): the island checks before sending, the service again. */
export const unansweredQuestion = (asked: boolean, answer: string | undefined): boolean => asked && !answer?.trim();

/** The form's own messages; the name, address and company give the contact form's. */
export const EVENT_REGISTRATION_PROBLEMS = [
  'validation.event.event',
  'validation.event.answer',
  'validation.event.answerRequired',
] as const satisfies PlainKey[];

/**
 * `ok`: a seat is held for the visitor (200). `waiting`: on the waiting list (200). `full`: no seat left and the
 * visitor did not ask for the waiting list; the form offers it (409). `closed`: registration is over, the event
 * was cancelled or is not published (410). `invalid`: a field breaks its rule (400).
 */
export type EventRegistrationCode = 'ok' | 'waiting' | 'full' | 'closed' | 'invalid';
export type EventRegistrationReply = FormReply<EventRegistrationCode, EventRegistrationField>;
