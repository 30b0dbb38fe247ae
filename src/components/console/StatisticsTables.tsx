import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { statisticsLabel } from '#lib/console/statistics-labels.ts';
import { filterHref, moreHref } from '#lib/console/statistics-range.ts';
import {
  DASHBOARD_TABLES,
  TABLE_DIMENSION,
  type DashboardTable,
  MORE_ROWS,
  openTableOf,
  TABLE_ROWS,
  type DashboardTableName,
  type StatisticsDashboard,
} from '#lib/console/statistics-view.ts';
import { DataTable } from './DataTable.tsx';

const cell = 'px-2 py-1 align-top sm:px-3';
const numberCell = `${cell} text-right tabular-nums`;
/** A table's place in the columns: whole in one, its top margin kept at the top of a column (flow-root). */
const placed = 'flow-root min-w-0 break-inside-avoid pb-2';
const numberHeader = (label: string) => ({ label, className: 'text-right' });

interface TablesProps {
  locale: Locale;
  dashboard: StatisticsDashboard;
  path: string;
  params: URLSearchParams;
}

interface CountTableProps extends Omit<TablesProps, 'dashboard'> {
  name: DashboardTableName;
  table: DashboardTable;
  open: boolean;
}

/** A row's share as a bar behind its name: an SVG's own width, as the page's policy allows no inline style. */
function ShareBar({ share }: { share: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 100 1"
      preserveAspectRatio="none"
      className="absolute inset-x-0 inset-y-0.5 h-[calc(100%-0.25rem)] w-full"
    >
      <rect width={Math.min(1, Math.max(0, share)) * 100} height={1} className="fill-brand-100" />
    </svg>
  );
}

/** One table: its top rows with count, share and bar, each (but conversions) a link that filters the page by it. */
function CountTable({ locale, name, table, open, path, params }: CountTableProps) {
  const t = translator(locale);
  const dimension = name === 'conversions' ? undefined : TABLE_DIMENSION[name];
  const count =
    name === 'pages'
      ? t('console.statistics.views')
      : name === 'conversions'
        ? t('console.statistics.column.count')
        : t('console.statistics.visitors');
  const shown = table.rows.slice(0, open ? MORE_ROWS : TABLE_ROWS);
  const keys = Math.max(table.keys, table.rows.length);
  const caption = t(`console.statistics.caption.${name}`);
  if (shown.length === 0)
    return (
      <div className={placed}>
        <div className="mt-4 rounded-lg border border-slate-300 px-3 py-2">
          <h4 className="text-base font-semibold text-ink">{caption}</h4>
          <p className="text-sm text-slate-700">{t('console.statistics.empty')}</p>
        </div>
      </div>
    );
  return (
    <div className={placed}>
      <DataTable
        id={`statistics-${name}`}
        caption={caption}
        headers={[
          t(`console.statistics.column.${name}`),
          numberHeader(count),
          { label: t('console.statistics.column.share'), className: 'hidden text-right sm:table-cell' },
        ]}
      >
        {shown.map((row) => {
          const label = statisticsLabel(name, row.key, t);
          return (
            <tr key={row.key}>
              <th scope="row" className={`${cell} relative w-full font-normal break-all`}>
                <ShareBar share={row.share} />
                {dimension ? (
                  <a
                    href={filterHref(path, params, dimension, row.key)}
                    className="relative text-brand-900 underline-offset-2 hover:underline"
                  >
                    {label}
                  </a>
                ) : (
                  <span className="relative">{label}</span>
                )}
              </th>
              <td className={numberCell}>
                {formatNumber(row.count, locale)}
                {/* Below 640 px the share column makes way for the name: the bar shows it, and this says it. */}
                <span className="sr-only sm:hidden">, {formatPercent(row.share, locale)}</span>
              </td>
              <td className={`${numberCell} hidden text-slate-700 sm:table-cell`}>{formatPercent(row.share, locale)}</td>
            </tr>
          );
        })}
      </DataTable>
      {(keys > shown.length || open) && (
        <p className="mt-1 flex flex-wrap items-center gap-x-4 text-sm text-slate-700">
          {keys > shown.length && (
            <span>
              {t('console.statistics.truncated', { shown: formatNumber(shown.length, locale), count: formatNumber(keys, locale) })}
            </span>
          )}
          {(open || keys > TABLE_ROWS) && (
            <a
              href={moreHref(path, params, open ? undefined : name)}
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
            >
              {t(open ? 'console.statistics.showFewer' : 'console.statistics.showMore')}
              <span className="sr-only">: {caption}</span>
            </a>
          )}
        </p>
      )}
    </div>
  );
}

/** The period's tables, two columns on wide screens: what was viewed, what brought the visitors, what they used, what they did. */
export function StatisticsTables({ locale, dashboard, path, params }: TablesProps) {
  const t = translator(locale);
  const open = openTableOf(params);
  return (
    <section aria-labelledby="statistics-tables" className="mt-6">
      <h3 id="statistics-tables" className="sr-only">
        {t('console.statistics.tablesTitle')}
      </h3>
      <p className="text-sm text-slate-700">{t('console.statistics.filterHint')}</p>
      {/* Two columns that each table flows into whole: a short table leaves no hole beside a long one. */}
      <div className="lg:columns-2 lg:gap-x-6">
        {DASHBOARD_TABLES.map((name) => (
          <CountTable
            key={name}
            locale={locale}
            name={name}
            table={dashboard.tables[name]}
            open={open === name}
            path={path}
            params={params}
          />
        ))}
      </div>
    </section>
  );
}
