import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import { clockTime, longDay, slotText } from '#lib/booking-time.ts';
import { BOOKING_TOPICS, type DayView } from '#lib/forms/booking.ts';
import { ZURICH_TIME_ZONE } from '#lib/zurich-time.ts';
import type { SlotDay } from './availability.ts';
import { topicName } from '#lib/booking-topic.ts';

/** The free slots as the page names them, in its language (decision 0050: 24-hour times, each with its zone). */
export function dayViews(days: readonly SlotDay[], locale: Locale): DayView[] {
  const zone = translator(locale)('booking.zone');
  return days.map((day) => {
    const first = new Date(day.slots[0]!.startsAt);
    return {
      day: day.day,
      label: longDay(first, locale, ZURICH_TIME_ZONE),
      slots: day.slots.map((slot) => {
        const at = new Date(slot.startsAt);
        return { startsAt: slot.startsAt, time: clockTime(at, ZURICH_TIME_ZONE), label: slotText(at, locale, ZURICH_TIME_ZONE, zone) };
      }),
    };
  });
}

/** The topics the form offers: the six services by name, then "something else". */
export const topicOptions = (locale: Locale): { value: string; label: string }[] => {
  const t = translator(locale);
  return BOOKING_TOPICS.map((topic) => ({ value: topic, label: topicName(topic, t) }));
};
