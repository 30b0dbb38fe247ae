import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { dayInWords } from '#lib/console/booking-times.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';
import type { ListedBooking } from '#server/booking/operator-bookings.repo.ts';
import type { BookingsIntent } from '#server/console/web/bookings.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { bookingTime } from './BookingCard.tsx';
import { PostButton } from './PostButton.tsx';
import { dangerButtonClasses } from './styles.ts';

/** The step before a cancel: which booking, what the cancel does, and the choice to go on or keep it. */
export function BookingCancelConfirm({ locale, booking, actionHref }: { locale: Locale; booking: ListedBooking; actionHref: string }) {
  const t = translator(locale);
  return (
    <section aria-labelledby="confirm-cancel-heading" role="alertdialog" className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4">
      <h2 id="confirm-cancel-heading" className="text-xl font-semibold text-ink">
        {t('console.bookings.confirmCancelTitle')}
      </h2>
      <p className="mt-2 font-medium">
        {neutraliseLine(booking.name)}, {dayInWords(booking.startsAt, locale)}, {bookingTime(booking, t)}
      </p>
      <p className="mt-2 text-slate-800">{t('console.bookings.confirmCancelText')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <PostButton<BookingsIntent> action={actionHref} intent="cancel" fields={{ id: booking.id }} className={dangerButtonClasses}>
          {t('console.bookings.confirmCancel')}
        </PostButton>
        <a href={actionHref} className={buttonClasses('secondary')}>
          {t('console.bookings.keep')}
        </a>
      </div>
    </section>
  );
}
