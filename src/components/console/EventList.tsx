import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { eventConsolePath } from '#lib/console/routes.ts';
import { localizePath } from '#i18n/paths.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';
import type { ListedEvent } from '#server/events/events-admin.repo.ts';
import { Moment } from './Moment.tsx';
import { cellClasses } from './styles.ts';

interface EventListProps {
  locale: Locale;
  id: string;
  caption: string;
  empty: string;
  events: readonly ListedEvent[];
}

/** Events in a table: title (to its page), start, seats taken of the capacity, waiting, status, published or draft. */
export function EventList({ locale, id, caption, empty, events }: EventListProps) {
  const t = translator(locale);
  const title = (listed: ListedEvent) => neutraliseLine(locale === 'en' ? listed.event.titleEn : listed.event.titleDe);
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {caption}
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                {(['title', 'start', 'seats', 'waiting', 'status', 'published'] as const).map((column) => (
                  <th key={column} scope="col" className="border-b border-slate-200 px-3 py-2 text-left align-bottom">
                    {t(`console.events.column.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {events.map((listed) => (
                <tr key={listed.event.id} className="border-b border-slate-100">
                  <td className={cellClasses}>
                    <a href={localizePath(eventConsolePath(listed.event.id), locale)} className="font-medium text-brand-800 underline">
                      {title(listed)}
                    </a>
                  </td>
                  <td className={cellClasses}>
                    <Moment at={listed.event.startsAt} />
                  </td>
                  <td className={cellClasses}>
                    {t('console.events.seats', { taken: listed.event.seatsTaken, capacity: listed.event.capacity })}
                  </td>
                  <td className={cellClasses}>{listed.counts.waiting}</td>
                  <td className={cellClasses}>{t(`console.events.status.${listed.event.status}`)}</td>
                  <td className={cellClasses}>{listed.event.publishedAt ? t('console.events.published') : t('console.events.draft')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
