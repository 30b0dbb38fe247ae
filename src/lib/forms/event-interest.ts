import type { PlainKey } from '#i18n/translate.ts';
import { EVENT_FORMATS } from '../events/event-kinds.ts';
import type { FormReply } from './reply.ts';
import { emailAddress, formText, problem, trim } from './validate.ts';
import { z } from '../validation/zod.ts';

export const EVENT_INTEREST_ENDPOINT = '/api/events/interest';

/** The form's own messages: an unknown format (only a forged post sends one), an empty address, a malformed one. */
export const EVENT_INTEREST_PROBLEMS = {
  format: 'validation.eventInterest.format',
  empty: 'validation.eventInterest.emailRequired',
  malformed: 'validation.contact.email',
} as const satisfies Record<string, PlainKey>;

/** Asking to hear of a format's next date (decision 0051): the format the page offers, and an address. */
export const eventInterestSchema = z.object({
  format: z.pipe(formText(trim), z.enum(EVENT_FORMATS, problem(EVENT_INTEREST_PROBLEMS.format))),
  email: z.pipe(
    z.pipe(formText(trim), z.string().check(z.minLength(1, problem(EVENT_INTEREST_PROBLEMS.empty)))),
    emailAddress(EVENT_INTEREST_PROBLEMS.malformed),
  ),
});

export type EventInterestInput = z.infer<typeof eventInterestSchema>;
export type EventInterestField = keyof EventInterestInput;

/** `ok` for a new, a pending and a confirmed address alike (it never tells who is on a list); `invalid` for a field at fault. */
export type EventInterestCode = 'ok' | 'invalid';
export type EventInterestReply = FormReply<EventInterestCode, EventInterestField>;

/** The island's anchor on its page, and the results a plain form post is sent back with (`#{anchor}-{back}`). */
export const eventInterestAnchor = (format: string): string => `event-interest-${format}`;
export const EVENT_INTEREST_BACK = ['sent', 'invalid'] as const;
