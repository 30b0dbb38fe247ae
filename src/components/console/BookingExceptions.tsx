import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { dateInWords } from '#lib/console/booking-times.ts';
import type { BookingException } from '#server/booking/booking-exceptions.repo.ts';
import type { BookingsIntent } from '#server/console/web/bookings.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { IntentField, PostButton } from './PostButton.tsx';
import { controlClasses, labelClasses } from './styles.ts';

interface BookingExceptionsProps {
  locale: Locale;
  exceptions: readonly BookingException[];
  actionHref: string;
  /** Today on the firm's clock, the earliest day the form takes. */
  today: string;
}

/** The form for a day off or extra hours, and the ones set from today on, each with its removal. */
export function BookingExceptions({ locale, exceptions, actionHref, today }: BookingExceptionsProps) {
  const t = translator(locale);
  const what = (exception: BookingException) =>
    exception.kind === 'off'
      ? t('console.bookings.kind.off')
      : `${t('console.bookings.kind.extra')} ${t('console.bookings.hours', { from: exception.fromTime ?? '', to: exception.toTime ?? '' })}`;
  return (
    <section aria-labelledby="calendar-heading" className="mt-12">
      <h2 id="calendar-heading" className="text-xl font-semibold text-ink">
        {t('console.bookings.calendarTitle')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('console.bookings.calendarIntro')}</p>
      <form method="post" action={actionHref} className="mt-4 flex flex-wrap items-end gap-4">
        <IntentField<BookingsIntent> intent="add_exception" />
        <div className="flex flex-col gap-1">
          <label htmlFor="exception-day" className={labelClasses}>
            {t('console.bookings.day')}
          </label>
          <input id="exception-day" name="day" type="date" required min={today} className={controlClasses} />
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className={labelClasses}>{t('console.bookings.kind')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['off', 'extra'] as const).map((kind) => (
              <label key={kind} className="inline-flex min-h-11 items-center gap-2">
                <input type="radio" name="kind" value={kind} defaultChecked={kind === 'off'} className="size-5" />
                {t(`console.bookings.kind.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {(['from', 'to'] as const).map((edge) => (
          <div key={edge} className="flex flex-col gap-1">
            <label htmlFor={`exception-${edge}`} className={labelClasses}>
              {t(`console.bookings.${edge}`)}
            </label>
            <input id={`exception-${edge}`} name={edge} type="time" step={300} className={controlClasses} />
          </div>
        ))}
        <button type="submit" className={buttonClasses('primary')}>
          {t('console.bookings.add')}
        </button>
      </form>
      {exceptions.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('console.bookings.exceptionsEmpty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2" aria-label={t('console.bookings.exceptionsCaption')}>
          {exceptions.map((exception) => {
            const day = dateInWords(exception.day, locale);
            return (
              <li
                key={exception.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white p-3"
              >
                <span>
                  <span className="font-medium">{day}</span>: {what(exception)}
                </span>
                <PostButton<BookingsIntent>
                  action={actionHref}
                  intent="remove_exception"
                  fields={{ id: exception.id }}
                  label={t('console.bookings.removeLabel', { what: what(exception), day })}
                  className={buttonClasses('secondary')}
                >
                  {t('console.bookings.remove')}
                </PostButton>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
