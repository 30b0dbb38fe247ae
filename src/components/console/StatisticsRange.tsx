import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import type { ChosenRange } from '#lib/console/statistics-range.ts';
import { MAX_RANGE_DAYS, RANGE_DAYS } from '#lib/console/statistics-range.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { controlClasses, labelClasses } from './styles.ts';

interface StatisticsRangeProps {
  locale: Locale;
  chosen: ChosenRange;
  /** The page's address without a query. */
  action: string;
  /** The range shown, in words ("20.11.2026 to 26.11.2026 (7 days)"). */
  showing: string;
  csvHref: string;
}

const link = 'inline-flex min-h-11 items-center rounded-md px-3 font-medium';

/** The range: the last 7, 30 or 90 days as links, any other as a plain GET form, and the range's CSV. */
export function StatisticsRange({ locale, chosen, action, showing, csvHref }: StatisticsRangeProps) {
  const t = translator(locale);
  const problemId = 'statistics-range-problem';
  const problem = chosen.problem && t(`console.statistics.problem.${chosen.problem}`, { n: MAX_RANGE_DAYS });
  const custom = chosen.days === undefined;
  return (
    <div className="mt-6 flex flex-col gap-4">
      {problem && (
        <p id={problemId} role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-900">
          {problem}
        </p>
      )}
      <nav aria-label={t('console.statistics.rangeNav')}>
        <ul className="flex flex-wrap gap-1">
          {RANGE_DAYS.map((days) => {
            const current = !custom && !chosen.problem && chosen.days === days;
            return (
              <li key={days}>
                <a
                  href={`${action}?days=${days}`}
                  aria-current={current ? 'page' : undefined}
                  className={`${link} ${current ? 'bg-brand-900 text-white' : 'border border-slate-300 text-brand-800 hover:bg-brand-50'}`}
                >
                  {t('console.statistics.lastDays', { n: days })}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <form method="get" action={action} className="flex flex-wrap items-end gap-4">
        <fieldset className="flex min-w-0 flex-wrap items-end gap-4">
          <legend className={`${labelClasses} mb-1`}>{t('console.statistics.chooseRange')}</legend>
          {(['from', 'to'] as const).map((name) => (
            <div key={name} className="flex min-w-0 flex-col gap-1">
              <label htmlFor={`statistics-${name}`} className={labelClasses}>
                {t(`console.statistics.${name}`)}
              </label>
              <input
                id={`statistics-${name}`}
                type="date"
                name={name}
                required
                defaultValue={chosen.typed[name]}
                aria-invalid={chosen.problem ? true : undefined}
                aria-describedby={chosen.problem ? problemId : undefined}
                className={`${controlClasses} max-w-full`}
              />
            </div>
          ))}
          <button type="submit" className={buttonClasses('secondary')}>
            {t('console.statistics.show')}
          </button>
        </fieldset>
      </form>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <h2 className="text-xl font-semibold text-ink">{showing}</h2>
        <a href={csvHref} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
          {t('console.statistics.download')}
        </a>
      </div>
    </div>
  );
}
