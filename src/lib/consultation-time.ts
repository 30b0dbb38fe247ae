import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { slotText } from './booking-time.ts';
import { ZURICH_TIME_ZONE } from './zurich-time.ts';

/**
 * A consultation's start on the firm's clock with the city whose clock it is (decision 0049: the slots are Zurich
 * wall-clock times), as its mails, its page and the assistant say it: "Do 3. Dez., 14:30 (Zürich)".
 */
export const consultationTimeInWords = (startsAt: Date, locale: Locale): string =>
  slotText(startsAt, locale, ZURICH_TIME_ZONE, translate(locale, 'booking.zone'));
