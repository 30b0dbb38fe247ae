import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import type { EventStatus } from '#lib/events/event-kinds.ts';
import type { EventRow } from '#server/events/registrations.repo.ts';
import type { EventIntent } from '#server/console/web/events.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { PostButton } from './PostButton.tsx';
import { dangerButtonClasses } from './styles.ts';

interface EventStatusActionsProps {
  locale: Locale;
  event: EventRow;
  actionHref: string;
  /** The status change asked for, shown with its confirm step. */
  confirming?: EventStatus | undefined;
  now: Date;
}

const CHOICES: Record<EventStatus, 'schedule' | 'cancel' | 'postpone' | 'moveOnline'> = {
  scheduled: 'schedule',
  cancelled: 'cancel',
  postponed: 'postpone',
  moved_online: 'moveOnline',
};

/** Publishing a draft, and the status changes of an event that has not ended, each asked once more before it is made. */
export function EventStatusActions({ locale, event, actionHref, confirming, now }: EventStatusActionsProps) {
  const t = translator(locale);
  const over = event.endsAt <= now;
  const statuses = (Object.keys(CHOICES) as EventStatus[]).filter((status) => status !== event.status);
  return (
    <section aria-labelledby="status-heading" className="mt-8">
      <h2 id="status-heading" className="text-xl font-semibold text-ink">
        {t('console.events.statusTitle')}
      </h2>
      <p className="mt-2">
        {t('console.events.statusNow', {
          status: t(`console.events.status.${event.status}`),
          published: event.publishedAt ? t('console.events.published') : t('console.events.draft'),
        })}
      </p>
      {confirming && (
        <div role="alertdialog" aria-labelledby="confirm-status-heading" className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4">
          <h3 id="confirm-status-heading" className="text-lg font-semibold text-ink">
            {t(`console.events.confirm.${CHOICES[confirming]}`)}
          </h3>
          <p className="mt-2 text-slate-800">{t(event.publishedAt ? 'console.events.confirm.told' : 'console.events.confirm.draft')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <PostButton<EventIntent> action={actionHref} intent="status" fields={{ status: confirming }} className={dangerButtonClasses}>
              {t('console.events.confirm.yes')}
            </PostButton>
            <a href={actionHref} className={buttonClasses('secondary')}>
              {t('console.events.confirm.keep')}
            </a>
          </div>
        </div>
      )}
      {!over && (
        <div className="mt-4 flex flex-wrap gap-3">
          {!event.publishedAt && (
            <PostButton<EventIntent> action={actionHref} intent="publish" className={buttonClasses('primary')}>
              {t('console.events.publish')}
            </PostButton>
          )}
          {statuses.map((status) => (
            <PostButton<EventIntent>
              key={status}
              action={actionHref}
              intent="confirm_status"
              fields={{ status }}
              className={buttonClasses('secondary')}
            >
              {t(`console.events.action.${CHOICES[status]}`)}
            </PostButton>
          ))}
        </div>
      )}
    </section>
  );
}
