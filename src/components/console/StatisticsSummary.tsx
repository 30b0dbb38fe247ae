import { INTL_LOCALES, type Locale } from '#i18n/config.ts';
import { translator, type Translate } from '#i18n/console-translate.ts';
import { formatNumber, formatPercent } from '#lib/format.ts';
import { DIMENSION_TABLE, statisticsLabel } from '#lib/console/statistics-labels.ts';
import { withoutFilterHref, withoutFiltersHref } from '#lib/console/statistics-range.ts';
import { STATISTICS_DIMENSIONS, type Compared, type StatisticsDashboard } from '#lib/console/statistics-view.ts';

interface SummaryProps {
  locale: Locale;
  dashboard: StatisticsDashboard;
  path: string;
  params: URLSearchParams;
  /** The period compared with, in words ("Compared with 13.11.2026 to 19.11.2026"). */
  compared: string;
}

/** A share of visitors; 0 when there were none. */
const rateOf = (conversions: number, visitors: number) => (visitors > 0 ? conversions / visitors : 0);

interface Change {
  /** What is shown: an arrow and the change, or "new". */
  shown: string;
  /** The same in words, for screen readers. */
  words: string;
}

/** A count's change against the period before: relative, in percent; "new" when there was nothing before. */
function countChange({ value, previous }: Compared, locale: Locale, t: Translate): Change {
  if (value === previous) return { shown: '±0', words: t('console.statistics.change.same') };
  if (previous === 0) return { shown: t('console.statistics.change.new'), words: t('console.statistics.change.newWords') };
  const change = formatPercent(Math.abs(value - previous) / previous, locale);
  const words = { change, previous: formatNumber(previous, locale) };
  return value > previous
    ? { shown: `▲ ${change}`, words: t('console.statistics.change.up', words) }
    : { shown: `▼ ${change}`, words: t('console.statistics.change.down', words) };
}

/** A rate's change: in percentage points, as a relative change of a percentage reads wrongly. */
function rateChange(value: number, previous: number, previousVisitors: number, locale: Locale, t: Translate): Change {
  if (value === previous) return { shown: '±0', words: t('console.statistics.change.same') };
  if (previousVisitors === 0) return { shown: t('console.statistics.change.new'), words: t('console.statistics.change.newWords') };
  const points = new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 1 }).format(Math.abs(value - previous) * 100);
  const words = { change: t('console.statistics.pointsWords', { n: points }), previous: formatPercent(previous, locale) };
  const shown = t('console.statistics.points', { n: points });
  return value > previous
    ? { shown: `▲ ${shown}`, words: t('console.statistics.change.up', words) }
    : { shown: `▼ ${shown}`, words: t('console.statistics.change.down', words) };
}

/** The filters in force as removable chips, each a link to the page without it. */
function ActiveFilters({ locale, dashboard, path, params }: Omit<SummaryProps, 'compared'>) {
  const t = translator(locale);
  const active = STATISTICS_DIMENSIONS.flatMap((dimension) => {
    const value = dashboard.filters[dimension];
    return value === undefined ? [] : [{ dimension, value }];
  });
  if (active.length === 0) return null;
  return (
    <section aria-labelledby="statistics-filters" className="mt-4 flex flex-wrap items-center gap-2">
      <h3 id="statistics-filters" className="text-sm font-semibold text-slate-800">
        {t('console.statistics.filteredBy')}
      </h3>
      <ul className="flex min-w-0 flex-wrap gap-2">
        {active.map(({ dimension, value }) => (
          <li key={dimension} className="min-w-0">
            <a
              href={withoutFilterHref(path, params, dimension)}
              className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border border-brand-600 bg-brand-50 px-3 text-sm font-medium break-all text-brand-900 hover:bg-brand-100"
            >
              <span aria-hidden="true">×</span>
              <span className="sr-only">{t('console.statistics.removeFilter')} </span>
              {t(`console.statistics.dimension.${dimension}`)}: {statisticsLabel(DIMENSION_TABLE[dimension], value, t)}
            </a>
          </li>
        ))}
      </ul>
      <a href={withoutFiltersHref(path, params)} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline">
        {t('console.statistics.clearFilters')}
      </a>
    </section>
  );
}

/**
 * The filters in force, then the period's visitors, page views, conversions and conversion rate, each with its change
 * against the period before (arrow and figure, in words for screen readers; no colour carries the meaning).
 */
export function StatisticsSummary({ locale, dashboard, path, params, compared }: SummaryProps) {
  const t = translator(locale);
  const { visitors, views, conversions } = dashboard.totals;
  const rate = rateOf(conversions.value, visitors.value);
  const previousRate = rateOf(conversions.previous, visitors.previous);
  const figures = [
    { label: t('console.statistics.visitors'), value: formatNumber(visitors.value, locale), change: countChange(visitors, locale, t) },
    { label: t('console.statistics.views'), value: formatNumber(views.value, locale), change: countChange(views, locale, t) },
    {
      label: t('console.statistics.conversions'),
      value: formatNumber(conversions.value, locale),
      change: countChange(conversions, locale, t),
    },
    {
      label: t('console.statistics.rate'),
      value: formatPercent(rate, locale),
      change: rateChange(rate, previousRate, visitors.previous, locale, t),
    },
  ];
  return (
    <>
      <ActiveFilters locale={locale} dashboard={dashboard} path={path} params={params} />
      <section aria-labelledby="statistics-totals" className="mt-4">
        <h3 id="statistics-totals" className="sr-only">
          {t('console.statistics.totalsTitle')}
        </h3>
        <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          {figures.map(({ label, value, change }) => (
            <div key={label} className="min-w-0 rounded-lg border border-slate-300 px-3 py-2">
              <dt className="text-sm font-medium text-slate-700">{label}</dt>
              <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
              <dd className="text-sm text-slate-700 tabular-nums">
                <span aria-hidden="true">{change.shown}</span>
                <span className="sr-only">{change.words}</span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-slate-700">{compared}</p>
        {dashboard.folded > 0 && (
          <p className="mt-2 text-sm text-slate-700">{t('console.statistics.folded', { n: formatNumber(dashboard.folded, locale) })}</p>
        )}
      </section>
    </>
  );
}
