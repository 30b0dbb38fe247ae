import type { Locale } from '#i18n/config.ts';
import { translator, type Translate } from '#i18n/console-translate.ts';
import { formatDateTime } from '#lib/format.ts';
import type { CalendarFeed } from '#server/booking/firm-calendar-feed.repo.ts';
import type { BookingsIntent } from '#server/console/web/bookings.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { IntentField, PostButton } from './PostButton.tsx';
import { controlClasses, labelClasses } from './styles.ts';

const FEED_ERRORS = ['feed_status', 'feed_timeout', 'feed_too_large', 'feed_unreachable', 'feed_not_calendar'] as const;

/** Why the last read failed, in words; an unknown code (a later version's) as itself. */
function feedError(feed: CalendarFeed, t: Translate): string {
  const code = FEED_ERRORS.find((known) => known === feed.errorCode);
  if (!code) return feed.errorCode ?? '';
  return code === 'feed_status'
    ? t('console.bookings.feedError.feed_status', { status: feed.errorDetail ?? '–' })
    : t(`console.bookings.feedError.${code}`);
}

/** The host of the firm's calendar address: the address itself opens the calendar, so the page does not show it again. */
const hostOf = (url: string) => {
  try {
    return new URL(url.replace(/^webcals?:/i, 'https:')).host;
  } catch {
    return '–';
  }
};

interface BookingFeedsProps {
  locale: Locale;
  actionHref: string;
  feed: CalendarFeed | null;
  busyCount: number;
  /** When the private feed's key was made, or null while there is none. */
  ownFeedMadeAt: Date | null;
  /** The private feed's new address, right after it was made (shown this once). */
  newAddress?: string | undefined;
}

/** The firm's calendar feed (its state, its last error) and the private feed of the bookings (make, make anew, revoke). */
export function BookingFeeds({ locale, actionHref, feed, busyCount, ownFeedMadeAt, newAddress }: BookingFeedsProps) {
  const t = translator(locale);
  return (
    <>
      <section aria-labelledby="feed-heading" className="mt-12">
        <h2 id="feed-heading" className="text-xl font-semibold text-ink">
          {t('console.bookings.feedTitle')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('console.bookings.feedIntro')}</p>
        <div className="mt-3 flex flex-col gap-1" role="status">
          {feed ? (
            <>
              <p>{t('console.bookings.feedHost', { host: hostOf(feed.url) })}</p>
              <p>
                {feed.succeededAt
                  ? t('console.bookings.feedSucceeded', { at: formatDateTime(feed.succeededAt) })
                  : t('console.bookings.feedNeverRead')}
              </p>
              {feed.succeededAt && <p>{t('console.bookings.feedBusy', { count: String(busyCount) })}</p>}
              {feed.errorCode && (
                <p className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
                  {t('console.bookings.feedFailed', {
                    at: feed.checkedAt ? formatDateTime(feed.checkedAt) : '–',
                    error: feedError(feed, t),
                  })}
                </p>
              )}
            </>
          ) : (
            <p>{t('console.bookings.feedNone')}</p>
          )}
        </div>
        <form method="post" action={actionHref} className="mt-4 flex flex-wrap items-end gap-3">
          <IntentField<BookingsIntent> intent="set_feed" />
          <div className="flex w-full max-w-xl min-w-0 flex-col gap-1">
            <label htmlFor="feed-url" className={labelClasses}>
              {t('console.bookings.feedUrl')}
            </label>
            <input
              id="feed-url"
              name="url"
              type="text"
              inputMode="url"
              required
              autoComplete="off"
              className={`${controlClasses} w-full`}
            />
          </div>
          <button type="submit" className={buttonClasses('primary')}>
            {t('console.bookings.feedSave')}
          </button>
        </form>
        {feed && (
          <PostButton<BookingsIntent> action={actionHref} intent="remove_feed" className={buttonClasses('secondary')} formClassName="mt-3">
            {t('console.bookings.feedRemove')}
          </PostButton>
        )}
      </section>
      <section aria-labelledby="own-feed-heading" className="mt-12">
        <h2 id="own-feed-heading" className="text-xl font-semibold text-ink">
          {t('console.bookings.ownFeedTitle')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('console.bookings.ownFeedIntro')}</p>
        {newAddress && (
          <div className="mt-3 rounded-lg bg-green-50 p-3 text-green-900" role="status">
            <p className="font-medium">{t('console.bookings.ownFeedShown')}</p>
            <label htmlFor="own-feed-address" className={`${labelClasses} mt-2 block`}>
              {t('console.bookings.ownFeedAddress')}
            </label>
            <input id="own-feed-address" readOnly value={newAddress} className={`${controlClasses} mt-1 w-full`} />
          </div>
        )}
        <p className="mt-3">
          {ownFeedMadeAt ? t('console.bookings.ownFeedMade', { at: formatDateTime(ownFeedMadeAt) }) : t('console.bookings.ownFeedNone')}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <PostButton<BookingsIntent> action={actionHref} intent="make_feed_key" className={buttonClasses('primary')}>
            {t(ownFeedMadeAt ? 'console.bookings.ownFeedRemake' : 'console.bookings.ownFeedMake')}
          </PostButton>
          {ownFeedMadeAt && (
            <PostButton<BookingsIntent> action={actionHref} intent="revoke_feed_key" className={buttonClasses('secondary')}>
              {t('console.bookings.ownFeedRevoke')}
            </PostButton>
          )}
        </div>
      </section>
    </>
  );
}
