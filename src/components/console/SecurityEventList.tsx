import type { Locale } from '#i18n/config.ts';
import { translator, type Translate } from '#i18n/console-translate.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';
import type { Page } from '#server/db/paging.ts';
import type { SecurityEventRow } from '#server/security/security-event-list.repo.ts';
import { DataTable } from './DataTable.tsx';
import { FilterForm, type Choice } from './FilterForm.tsx';
import { Moment } from './Moment.tsx';
import { cellClasses } from './styles.ts';
import { listCount } from './list-count.ts';

interface SecurityEventListProps {
  locale: Locale;
  events: Page<SecurityEventRow>;
  filters: readonly Choice[];
  listHref: string;
}

const DATA_PREVIEW = 160;
const preview = (data: unknown) => {
  if (data === null || data === undefined) return '–';
  const text = neutraliseLine(JSON.stringify(data));
  return text.length > DATA_PREVIEW ? `${text.slice(0, DATA_PREVIEW)}…` : text;
};

/** How many further events a row stands for (decision 0024: a flood is counted on one row, src/server/security/repeat-count.ts). */
function RepeatedNote({ data, t }: { data: unknown; t: Translate }) {
  const repeated = data && typeof data === 'object' ? (data as { repeated?: unknown }).repeated : undefined;
  return typeof repeated === 'number' ? <p className="mb-1 font-medium">{t('console.security.repeated', { count: repeated })}</p> : null;
}

const SEVERITY_CLASSES = {
  low: 'bg-slate-100 text-slate-800',
  medium: 'bg-amber-100 text-amber-900',
  high: 'bg-orange-100 text-orange-900',
  critical: 'bg-red-100 text-red-900',
} as const;

/** The stored security events, newest first, by severity and type. */
export function SecurityEventList({ locale, events, filters, listHref }: SecurityEventListProps) {
  const t = translator(locale);
  return (
    <>
      <FilterForm id="security-filter" action={listHref} submitLabel={t('console.common.filter')} choices={filters} />
      {events.rows.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('console.security.empty')}</p>
      ) : (
        <DataTable
          id="security-events"
          caption={t('console.security.caption', { total: listCount(events.total, t) })}
          headers={[
            t('console.security.time'),
            t('console.security.type'),
            t('console.security.severity'),
            t('console.security.user'),
            t('console.security.network'),
            t('console.security.userAgent'),
            t('console.security.data'),
          ]}
        >
          {events.rows.map((event) => (
            <tr key={event.id}>
              <td className={cellClasses}>
                <Moment at={event.createdAt} />
              </td>
              <td className={`${cellClasses} whitespace-nowrap`}>{event.eventType}</td>
              <td className={cellClasses}>
                <span className={`rounded px-2 py-0.5 font-medium whitespace-nowrap ${SEVERITY_CLASSES[event.severity]}`}>
                  {t(`console.security.severity.${event.severity}`)}
                </span>
              </td>
              <td className={`${cellClasses} wrap-anywhere`}>{neutraliseLine(event.userIdentifier ?? '–')}</td>
              <td className={`${cellClasses} whitespace-nowrap`}>{event.clientNetwork ?? '–'}</td>
              <td className={`${cellClasses} min-w-48 wrap-anywhere`}>{neutraliseLine(event.userAgent ?? '–')}</td>
              <td className={`${cellClasses} min-w-56`}>
                <RepeatedNote data={event.eventData} t={t} />
                <code className="text-xs wrap-anywhere">{preview(event.eventData)}</code>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
