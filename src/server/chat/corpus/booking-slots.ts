import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/translate.ts';
import { consultationHours } from '#lib/consultation-hours.ts';
import { consultationTimeInWords } from '#lib/consultation-time.ts';
import { BOOKING_PATHS, PAGE_PATHS } from '#lib/routes.ts';

/** The passage whose text is the next free consultation slots at the moment of the question (live-facts.ts). */
export const BOOKING_SLOTS_PASSAGE_ID = 'booking/slots';

/** How many free slots the assistant names. */
export const SLOTS_NAMED = 3;

/** Words visitors ask about free slots with, beside the passage's own (search terms, not shown). */
const KEYWORDS = {
  de: ['Termin frei', 'freie Termine', 'Zeit für ein Beratungsgespräch', 'Beratung buchen'],
  en: ['free slot', 'free appointment', 'time for a consultation', 'book a consultation'],
} as const satisfies Record<Locale, readonly string[]>;

/**
 * decision 0004: "Kostenlose Beratungen gibt es Mittwoch bis Freitag, 14:00–16:00 Uhr; die nächsten freien Termine:
 * Do 3. Dez., 14:30 (Zürich); … – buchen können Sie unter /booking". No slot free: the contact page instead; the
 * slots unread (the database away, or the index being built): the booking page.
 */
export function slotsText(locale: Locale, slots: readonly Date[] | undefined): string {
  const t = translator(locale);
  const bookingPage = localizePath(BOOKING_PATHS.page, locale);
  // The hours from the booking rules (decision 0049), as the footer and the contact page say them.
  const hours = consultationHours(locale);
  if (!slots) return t('chat.slots.unknown', { hours, link: bookingPage });
  if (slots.length === 0) return t('chat.slots.none', { hours, link: localizePath(PAGE_PATHS.contact, locale) });
  const named = slots.map((slot) => consultationTimeInWords(slot, locale));
  const list = named.length === 1 ? named[0]! : `${named.slice(0, -1).join('; ')} ${t('chat.slots.and')} ${named.at(-1)!}`;
  return t('chat.slots.free', { hours, slots: list, link: bookingPage });
}

/** Words visitors ask about free slots with, beside the passage's own. */
export const slotsKeywords = (locale: Locale): readonly string[] => KEYWORDS[locale];
