import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { formatNumber } from '#lib/format.ts';
import type { StatisticsDay } from '#server/analytics/statistics.service.ts';

interface StatisticsChartProps {
  locale: Locale;
  days: StatisticsDay[];
  /** The range's first and last day as shown (dd.mm.yyyy). */
  from: string;
  to: string;
}

/** The drawing's own units: it scales to its box (down to 320 px) through the viewBox. */
const WIDTH = 720;
const TOP = 180;
const GAP = 16;
const BOTTOM = 64;
const HEIGHT = TOP + GAP + BOTTOM;

const SWATCHES = [
  { key: 'console.statistics.views', className: 'fill-brand-100 stroke-brand-600' },
  { key: 'console.statistics.visitors', className: 'fill-brand-800' },
  { key: 'console.statistics.conversions', className: 'fill-amber-600' },
] as const;

/** A bar's height in a panel of `height` for `value` of `max`: a count above zero is always visible. */
const barHeight = (value: number, max: number, height: number) => (value <= 0 || max <= 0 ? 0 : Math.max(2, (value / max) * height));

/**
 * Visitors and page views per day as bars in one panel (visitors inside the page views, as a visitor
 * makes at least one view), conversions as bars in a panel below on their own scale; drawn on the
 * server, named for assistive technology, its figures in the "Per day" table.
 */
export function StatisticsChart({ locale, days, from, to }: StatisticsChartProps) {
  const t = translator(locale);
  const slot = WIDTH / Math.max(days.length, 1);
  const maxTop = Math.max(0, ...days.map((day) => Math.max(day.views, day.visitors)));
  const maxConversions = Math.max(0, ...days.map((day) => day.conversions));
  const bar = (index: number, share: number) => {
    const width = Math.max(slot * share, 1);
    return { x: index * slot + (slot - width) / 2, width };
  };
  return (
    <figure className="mt-6">
      <svg
        role="img"
        aria-label={t('console.statistics.chartLabel', { from, to })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="block h-56 w-full rounded-lg border border-slate-300 bg-white"
      >
        <line x1={0} x2={WIDTH} y1={TOP} y2={TOP} className="stroke-slate-400" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - 1}
          y2={HEIGHT - 1}
          className="stroke-slate-400"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, index) => {
          const views = barHeight(day.views, maxTop, TOP - 4);
          const visitors = barHeight(day.visitors, maxTop, TOP - 4);
          const conversions = barHeight(day.conversions, maxConversions, BOTTOM - 4);
          return (
            <g key={day.day}>
              {views > 0 && (
                <rect
                  {...bar(index, 0.8)}
                  y={TOP - views}
                  height={views}
                  className={SWATCHES[0].className}
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              )}
              {visitors > 0 && <rect {...bar(index, 0.4)} y={TOP - visitors} height={visitors} className={SWATCHES[1].className} />}
              {conversions > 0 && (
                <rect {...bar(index, 0.6)} y={HEIGHT - 1 - conversions} height={conversions} className={SWATCHES[2].className} />
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-700">
        {SWATCHES.map(({ key, className }) => (
          <span key={key} className="inline-flex items-center gap-2">
            <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3">
              <rect x={0.5} y={0.5} width={11} height={11} className={className} strokeWidth={1} />
            </svg>
            {t(key)}
          </span>
        ))}
        <span>
          {t('console.statistics.chartScale', { views: formatNumber(maxTop, locale), conversions: formatNumber(maxConversions, locale) })}
        </span>
      </figcaption>
    </figure>
  );
}
