import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { formatDateShort, formatNumber, formatPercent } from '#lib/format.ts';
import { STATISTICS_TABLES, statisticsLabel, type StatisticsTable } from '#lib/console/statistics-labels.ts';
import { zurichMidnight } from '#lib/zurich-time.ts';
import type { ConversionRate, KeyCount, Statistics } from '#server/analytics/statistics.service.ts';
import { DataTable } from './DataTable.tsx';
import { cellClasses } from './styles.ts';

/** The rows a table shows at most; the CSV has them all. */
export const TABLE_ROWS = 25;

const numberCell = `${cellClasses} text-right tabular-nums`;
const numberHeader = (label: string) => ({ label, className: 'text-right' });

/** A Zurich day as the console writes dates: 20.11.2026. */
export const dayLabel = (day: string): string => formatDateShort(zurichMidnight(day));

function Truncated({ locale, count }: { locale: Locale; count: number }) {
  if (count <= TABLE_ROWS) return null;
  const t = translator(locale);
  return <p className="mt-2 text-sm text-slate-700">{t('console.statistics.truncated', { shown: TABLE_ROWS, count })}</p>;
}

/** The figures of the chart, one row per day. */
export function DailyTable({ locale, statistics }: { locale: Locale; statistics: Statistics }) {
  const t = translator(locale);
  return (
    <DataTable
      id="statistics-daily"
      caption={t('console.statistics.dailyCaption')}
      headers={[
        t('console.statistics.day'),
        numberHeader(t('console.statistics.visitors')),
        numberHeader(t('console.statistics.views')),
        numberHeader(t('console.statistics.conversions')),
      ]}
    >
      {statistics.days.map((day) => (
        <tr key={day.day}>
          <th scope="row" className={`${cellClasses} font-medium whitespace-nowrap`}>
            <time dateTime={day.day}>{dayLabel(day.day)}</time>
          </th>
          <td className={numberCell}>{formatNumber(day.visitors, locale)}</td>
          <td className={numberCell}>{formatNumber(day.views, locale)}</td>
          <td className={numberCell}>{formatNumber(day.conversions, locale)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function CountTable({ locale, table, rows }: { locale: Locale; table: StatisticsTable; rows: KeyCount[] }) {
  const t = translator(locale);
  const count =
    table === 'pages'
      ? t('console.statistics.views')
      : table === 'conversions'
        ? t('console.statistics.column.count')
        : t('console.statistics.visitors');
  return (
    <div className="min-w-0">
      <DataTable
        id={`statistics-${table}`}
        caption={t(`console.statistics.caption.${table}`)}
        headers={[t(`console.statistics.column.${table}`), numberHeader(count)]}
      >
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2} className={`${cellClasses} text-slate-700`}>
              {t('console.statistics.empty')}
            </td>
          </tr>
        ) : (
          rows.slice(0, TABLE_ROWS).map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cellClasses} font-normal break-all`}>
                {statisticsLabel(table, row.key, t)}
              </th>
              <td className={numberCell}>{formatNumber(row.count, locale)}</td>
            </tr>
          ))
        )}
      </DataTable>
      <Truncated locale={locale} count={rows.length} />
    </div>
  );
}

function RateTable({ locale, by, rows }: { locale: Locale; by: 'entries' | 'referrers'; rows: ConversionRate[] }) {
  const t = translator(locale);
  const id = by === 'entries' ? 'ratesByEntry' : 'ratesByReferrer';
  return (
    <div className="min-w-0">
      <DataTable
        id={`statistics-${id}`}
        caption={t(`console.statistics.caption.${id}`)}
        headers={[
          t(`console.statistics.column.${by}`),
          numberHeader(t('console.statistics.visitors')),
          numberHeader(t('console.statistics.conversions')),
          numberHeader(t('console.statistics.column.rate')),
        ]}
      >
        {rows.length === 0 ? (
          <tr>
            <td colSpan={4} className={`${cellClasses} text-slate-700`}>
              {t('console.statistics.empty')}
            </td>
          </tr>
        ) : (
          rows.slice(0, TABLE_ROWS).map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cellClasses} font-normal break-all`}>
                {statisticsLabel(by, row.key, t)}
              </th>
              <td className={numberCell}>{formatNumber(row.visitors, locale)}</td>
              <td className={numberCell}>{formatNumber(row.conversions, locale)}</td>
              <td className={numberCell}>{row.rate === null ? t('console.statistics.noRate') : formatPercent(row.rate, locale)}</td>
            </tr>
          ))
        )}
      </DataTable>
      <Truncated locale={locale} count={rows.length} />
    </div>
  );
}

/** The range's tables: what was viewed, what brought the visitors, what they used, what they did. */
export function StatisticsTables({ locale, statistics }: { locale: Locale; statistics: Statistics }) {
  return (
    <div className="mt-8 grid gap-x-6 gap-y-8 lg:grid-cols-2">
      {STATISTICS_TABLES.map((table) => (
        <CountTable key={table} locale={locale} table={table} rows={statistics[table]} />
      ))}
      <RateTable locale={locale} by="entries" rows={statistics.ratesByEntry} />
      <RateTable locale={locale} by="referrers" rows={statistics.ratesByReferrer} />
    </div>
  );
}
