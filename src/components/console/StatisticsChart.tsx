import { INTL_LOCALES, type Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { formatDateShort, formatNumber } from '#lib/format.ts';
import { dayHref } from '#lib/console/statistics-range.ts';
import type { DashboardDay } from '#lib/console/statistics-view.ts';
import { zurichMidnight } from '#lib/zurich-time.ts';
import { DataTable } from './DataTable.tsx';
import { cellClasses } from './styles.ts';

interface StatisticsChartProps {
  locale: Locale;
  days: DashboardDay[];
  /** The page's path and parameters: each day of the chart links to that day, the filters kept. */
  path: string;
  params: URLSearchParams;
}

/** A Zurich day as the console writes dates: 20.11.2026. */
export const dayLabel = (day: string): string => formatDateShort(zurichMidnight(day));

/** The top of the scale: twice a round number (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten), at least `max`. */
export function scaleTop(max: number): number {
  const half = Math.max(max, 1) / 2;
  const power = 10 ** Math.floor(Math.log10(half));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((factor) => factor * power).find((candidate) => candidate >= half) ?? 10 * power;
  return Math.max(2, Math.ceil(step)) * 2;
}

/**
 * The days that get a date under the axis: every day of a week, every 7th of a month, every 14th of a quarter; in
 * longer ranges the first of every month (or of every second or third), at most seven. At 320 px every other one
 * is hidden.
 */
export function tickDays(days: string[]): number[] {
  const every = (step: number) => days.flatMap((_, index) => (index % step === 0 ? [index] : []));
  if (days.length <= 7) return every(1);
  if (days.length <= 31) return every(7);
  if (days.length <= 92) return every(14);
  const firsts = days.flatMap((day, index) => (day.endsWith('-01') ? [index] : []));
  const step = Math.ceil(firsts.length / 7);
  return firsts.filter((_, index) => index % step === 0);
}

const CENTRED = 'left-1/2 -translate-x-1/2';

/** Where the box over a column stands: from the column on in the chart's first third, up to it in the last. */
function tooltipAnchor(index: number, count: number): string {
  if (index < count / 3) return 'left-0';
  if (index >= (count * 2) / 3) return 'right-0';
  return CENTRED;
}

/** A date under the axis is centred under its day, but ends with its day near the right end (the left has the scale's margin). */
const tickAnchor = (index: number, count: number): string => (index >= count - Math.max(1, Math.ceil(count / 10)) ? 'right-0' : CENTRED);

/** The figures of the chart, one row per day. */
function DailyTable({ locale, days }: { locale: Locale; days: DashboardDay[] }) {
  const t = translator(locale);
  const number = `${cellClasses} text-right tabular-nums`;
  const numberHeader = (label: string) => ({ label, className: 'text-right' });
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
      {days.map((day) => (
        <tr key={day.day}>
          <th scope="row" className={`${cellClasses} font-medium whitespace-nowrap`}>
            <time dateTime={day.day}>{dayLabel(day.day)}</time>
          </th>
          <td className={number}>{formatNumber(day.visitors, locale)}</td>
          <td className={number}>{formatNumber(day.views, locale)}</td>
          <td className={number}>{formatNumber(day.conversions, locale)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * Visitors per day as bars drawn on the server (SVG, no script), on a scale from 0 to a round number. Each day is a
 * link to that day, named with its figures, which a box over the bar shows on hover and keyboard focus (CSS only);
 * the dates stand under the axis, and the figures as a table behind the chart.
 */
export function StatisticsChart({ locale, days, path, params }: StatisticsChartProps) {
  const t = translator(locale);
  const top = scaleTop(Math.max(0, ...days.map((day) => day.visitors)));
  const count = days.length;
  const ticks = tickDays(days.map(({ day }) => day));
  const month = new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const tickLabel = (day: string) => (count <= 92 ? `${day.slice(8, 10)}.${day.slice(5, 7)}.` : month.format(new Date(`${day}T00:00:00Z`)));
  // A bar is as wide as a week's would be at most: a single day is not one block across the chart.
  const bar = Math.min(count > 60 ? 0.8 : 0.6, (0.6 * count) / 7);
  const gap = (1 - bar) / 2;
  return (
    <figure aria-labelledby="statistics-chart-title" className="mt-6">
      <figcaption id="statistics-chart-title" className="text-base font-semibold text-ink">
        {t('console.statistics.chartTitle')}
      </figcaption>
      <div className="mt-2 mb-7 flex">
        <div aria-hidden="true" className="relative mr-1 h-40 w-10 shrink-0 text-right text-xs text-slate-700 tabular-nums">
          <span className="absolute top-0 right-0 -translate-y-1/2">{formatNumber(top, locale)}</span>
          <span className="absolute top-1/2 right-0 -translate-y-1/2">{formatNumber(top / 2, locale)}</span>
          <span className="absolute right-0 bottom-0 translate-y-1/2">0</span>
        </div>
        <div className="relative h-40 min-w-0 flex-1 border-b border-l border-slate-400">
          <svg
            aria-hidden="true"
            viewBox={`0 0 ${Math.max(count, 1)} ${top}`}
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full"
          >
            {[0, top / 2].map((y) => (
              <line
                key={y}
                x1={0}
                x2={count}
                y1={y}
                y2={y}
                className="stroke-slate-200"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {days.map(({ day, visitors }, index) =>
              visitors > 0 ? (
                <rect
                  key={day}
                  x={index + gap}
                  width={bar}
                  y={top - Math.max(visitors, top / 100)}
                  height={Math.max(visitors, top / 100)}
                  className="fill-brand-700"
                />
              ) : null,
            )}
          </svg>
          <ol className="absolute inset-0 flex">
            {days.map(({ day, visitors, views }, index) => {
              const name = t('console.statistics.chartPoint', {
                day: dayLabel(day),
                visitors: formatNumber(visitors, locale),
                views: formatNumber(views, locale),
              });
              const tick = ticks.indexOf(index);
              return (
                <li key={day} className="group relative min-w-0 flex-1">
                  <a href={dayHref(path, params, day)} className="block h-full hover:bg-brand-900/10 focus-visible:bg-brand-900/10">
                    <span className="sr-only">{name}</span>
                  </a>
                  <span
                    aria-hidden="true"
                    className={`pointer-events-none absolute -top-2 z-10 hidden -translate-y-full rounded bg-ink px-2 py-1 text-xs whitespace-nowrap text-white group-focus-within:block group-hover:block ${tooltipAnchor(index, count)}`}
                  >
                    {name}
                  </span>
                  {tick >= 0 && (
                    <span
                      aria-hidden="true"
                      className={`absolute top-full mt-1 text-xs whitespace-nowrap text-slate-700 ${tick % 2 === 1 ? 'hidden sm:block' : ''} ${tickAnchor(index, count)}`}
                    >
                      {tickLabel(day)}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      </div>
      <details>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800">
          {t('console.statistics.showTable')}
        </summary>
        <DailyTable locale={locale} days={days} />
      </details>
    </figure>
  );
}
