import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import type { ChosenRange } from '#lib/console/statistics-range.ts';
import { isChosenPeriod, keptByRangeForm, MAX_RANGE_DAYS, OFFERED_PERIODS, periodHref } from '#lib/console/statistics-range.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { controlClasses, labelClasses } from './styles.ts';

interface StatisticsRangeProps {
  locale: Locale;
  chosen: ChosenRange;
  /** The page's path (no query) and its current parameters: a period link or the form keeps the filters. */
  path: string;
  params: URLSearchParams;
  /** The range shown, in words ("20.11.2026 to 26.11.2026 (7 days)"). */
  showing: string;
  csvHref: string;
}

const link = 'inline-flex min-h-11 items-center rounded-md px-3 font-medium whitespace-nowrap';

/**
 * The period: today, the last 7, 30 or 90 days, this month and last month as links, any other range as a plain GET
 * form; what is shown in words and the range's CSV.
 */
export function StatisticsRange({ locale, chosen, path, params, showing, csvHref }: StatisticsRangeProps) {
  const t = translator(locale);
  const problemId = 'statistics-range-problem';
  const problem = chosen.problem && t(`console.statistics.problem.${chosen.problem}`, { n: MAX_RANGE_DAYS });
  return (
    <div className="mt-4 flex flex-col gap-3">
      {problem && (
        <p id={problemId} role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-900">
          {problem}
        </p>
      )}
      <nav aria-label={t('console.statistics.rangeNav')}>
        <ul className="flex flex-wrap gap-1">
          {OFFERED_PERIODS.map((offered) => {
            const current = isChosenPeriod(chosen, offered);
            const name = 'days' in offered ? String(offered.days) : offered.period;
            return (
              <li key={name}>
                <a
                  href={periodHref(path, params, offered)}
                  aria-current={current ? 'page' : undefined}
                  className={`${link} ${current ? 'bg-brand-900 text-white' : 'border border-slate-300 text-brand-800 hover:bg-brand-50'}`}
                >
                  {'days' in offered
                    ? t('console.statistics.lastDays', { n: offered.days })
                    : t(`console.statistics.period.${offered.period}`)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <details open={chosen.problem !== undefined || (chosen.days === undefined && chosen.period === undefined)}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800">
          {t('console.statistics.chooseRange')}
        </summary>
        <form method="get" action={path} className="mt-2 flex flex-wrap items-end gap-4">
          {keptByRangeForm(params).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <fieldset className="flex min-w-0 flex-wrap items-end gap-4">
            <legend className="sr-only">{t('console.statistics.chooseRange')}</legend>
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
      </details>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
        <h2 className="text-xl font-semibold text-ink">{showing}</h2>
        <a href={csvHref} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
          {t('console.statistics.download')}
        </a>
      </div>
    </div>
  );
}
