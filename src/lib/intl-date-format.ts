import { boundedMemo } from './bounded-memo.ts';

/** Language tags and options as keys: a few dozen in the code, at most a zone per visitor's clock beyond that. */
const formats = boundedMemo<Intl.DateTimeFormat>(500);

/**
 * One Intl.DateTimeFormat per language tag and options, made once: making one costs far more than formatting
 * with it, and the footer's hours and an event's times were most of the time an event page took to render.
 */
export const dateTimeFormat = (locales: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  formats(`${locales} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locales, options));
