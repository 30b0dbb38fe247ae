import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { OVERVIEW_METRICS, type OverviewMetric } from '#lib/console/overview-metrics.ts';
import { formatNumber } from '#lib/format.ts';
import type { Overview } from '#server/console/records/overview.service.ts';
import { DataTable } from './DataTable.tsx';
import { formattedCount } from './list-count.ts';
import { Moment } from './Moment.tsx';
import { cellClasses } from './styles.ts';

interface OverviewSectionProps {
  locale: Locale;
  overview: Overview;
  /** The console page where each count's entries are listed. */
  links: Record<OverviewMetric, string>;
}

const PERIODS = ['today', 'week', 'month'] as const;

/** What came in per period, and the state of the system as /api/health reports it. */
export function OverviewSection({ locale, overview, links }: OverviewSectionProps) {
  const t = translator(locale);
  const { engine, outbox } = overview.system;
  return (
    <>
      <DataTable
        id="overview-counts"
        caption={t('console.overview.countsCaption')}
        headers={[t('console.overview.what'), ...PERIODS.map((period) => t(`console.overview.period.${period}`))]}
      >
        {OVERVIEW_METRICS.map((metric) => (
          <tr key={metric}>
            <th scope="row" className={`${cellClasses} font-medium`}>
              <a href={links[metric]} className="text-brand-800 underline">
                {t(`console.overview.metric.${metric}`)}
              </a>
            </th>
            {PERIODS.map((period) => (
              <td key={period} className={`${cellClasses} tabular-nums`}>
                {formattedCount(overview.counts[metric][period], t, locale)}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
      <section aria-labelledby="overview-system" className="mt-10">
        <h2 id="overview-system" className="text-xl font-semibold text-ink">
          {t('console.overview.systemTitle')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-800">{t('console.overview.engine')}</dt>
          <dd>{t(`console.overview.engine.${engine}`)}</dd>
          <dt className="font-medium text-slate-800">{t('console.overview.mailPending')}</dt>
          <dd className="tabular-nums">{formatNumber(outbox.pending, locale)}</dd>
          <dt className="font-medium text-slate-800">{t('console.overview.mailFailed')}</dt>
          <dd className="tabular-nums">{formatNumber(outbox.failed, locale)}</dd>
          <dt className="font-medium text-slate-800">{t('console.overview.mailOldest')}</dt>
          <dd>
            <Moment at={outbox.oldestPendingSince} />
          </dd>
        </dl>
      </section>
    </>
  );
}
