import { zurichClock } from '../zurich-time.ts';
import { FILTER_PARAM_PREFIX, type DayRange, type StatisticsDimension } from './statistics-view.ts';

export type { DayRange };

/** The ranges offered as links: the last 7, 30 and 90 days up to today (Zurich). */
export const RANGE_DAYS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];
/** The calendar periods offered as links (`period=`): today, this month up to today, the whole of last month (Zurich). */
export const NAMED_PERIODS = ['today', 'month', 'last-month'] as const;
export type NamedPeriod = (typeof NAMED_PERIODS)[number];
/** A period link: a number of days up to today, or a named period. */
export type OfferedPeriod = { days: RangeDays } | { period: NamedPeriod };
/** The period links in the order they are offered. */
export const OFFERED_PERIODS: readonly OfferedPeriod[] = [
  { period: 'today' },
  { days: 7 },
  { days: 30 },
  { days: 90 },
  { period: 'month' },
  { period: 'last-month' },
];
export const DEFAULT_RANGE_DAYS: RangeDays = 30;
/** The longest chosen range: two years and a day (the counts are kept 25 months by default). */
export const MAX_RANGE_DAYS = 731;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** A real calendar day written as 'YYYY-MM-DD' (not 2026-02-30). */
const isDay = (text: string): boolean => ISO_DAY.test(text) && dayOf(dayNumber(text)) === text;

/** How many days a range has, both ends counted. */
export const daysIn = ({ from, to }: DayRange): number => dayNumber(to) - dayNumber(from) + 1;

/** Every day of a range in order. */
export const daysOf = (range: DayRange): string[] => Array.from({ length: daysIn(range) }, (_, n) => dayOf(dayNumber(range.from) + n));

/** The last `days` days up to today (Zurich). */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const to = zurichClock(now).day;
  return { from: dayOf(dayNumber(to) - days + 1), to };
}

/** A named period's days on the Zurich calendar. */
export function namedRange(period: NamedPeriod, now: Date = new Date()): DayRange {
  const today = zurichClock(now).day;
  if (period === 'today') return { from: today, to: today };
  const firstOfMonth = `${today.slice(0, 8)}01`;
  if (period === 'month') return { from: firstOfMonth, to: today };
  const lastOfPrevious = dayOf(dayNumber(firstOfMonth) - 1);
  return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
}

export type RangeProblem = 'format' | 'order' | 'future' | 'tooLong';

/** The range a statistics address asks for: `from`/`to`, else `days`, else the default; a chosen range that is wrong gives its problem and the default range. */
export interface ChosenRange {
  range: DayRange;
  /** One of RANGE_DAYS when the range is one of the offered ones. */
  days?: RangeDays | undefined;
  /** The named period asked for, when it is one. */
  period?: NamedPeriod | undefined;
  problem?: RangeProblem | undefined;
  /** What was typed into the form, to show it again. */
  typed: { from: string; to: string };
}

export function chosenRange(params: URLSearchParams, now: Date = new Date()): ChosenRange {
  const from = params.get('from')?.trim() ?? '';
  const to = params.get('to')?.trim() ?? '';
  const fallback = (problem?: RangeProblem): ChosenRange => {
    const asked = Number(params.get('days'));
    const days = RANGE_DAYS.find((offered) => offered === asked) ?? DEFAULT_RANGE_DAYS;
    const range = lastDays(days, now);
    return { range, days, problem, typed: problem ? { from, to } : range };
  };
  if (!from && !to) {
    const period = NAMED_PERIODS.find((named) => named === params.get('period'));
    if (period) {
      const range = namedRange(period, now);
      return { range, period, typed: range };
    }
    return fallback();
  }
  if (!isDay(from) || !isDay(to)) return fallback('format');
  if (from > to) return fallback('order');
  if (to > zurichClock(now).day) return fallback('future');
  if (daysIn({ from, to }) > MAX_RANGE_DAYS) return fallback('tooLong');
  return { range: { from, to }, typed: { from, to } };
}

/** Whether the range shown is the one a period link asks for (that link is marked as the current one). */
export const isChosenPeriod = (chosen: ChosenRange, offered: OfferedPeriod): boolean =>
  !chosen.problem && ('days' in offered ? chosen.period === undefined && chosen.days === offered.days : chosen.period === offered.period);

/** The address parameters that choose a range; a new period replaces them all and keeps everything else (the filters). */
const RANGE_PARAMS = ['days', 'period', 'from', 'to'] as const;

/** The page's address for another period, the current filters kept (`path` is the page's own path). */
export const periodHref = (path: string, params: URLSearchParams, offered: OfferedPeriod): string =>
  changed(path, params, (next) => {
    for (const name of RANGE_PARAMS) next.delete(name);
    if ('days' in offered) next.set('days', String(offered.days));
    else next.set('period', offered.period);
  });

/** The parameters a custom range's form carries besides from and to, so that choosing dates keeps the filters. */
export const keptByRangeForm = (params: URLSearchParams): [string, string][] =>
  [...params.entries()].filter(([name]) => !(RANGE_PARAMS as readonly string[]).includes(name) && name !== 'more');

/** The page's address with `change` made to a copy of its parameters; a table opened to more rows closes again. */
function changed(path: string, params: URLSearchParams, change: (next: URLSearchParams) => void): string {
  const next = new URLSearchParams(params);
  next.delete('more');
  change(next);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** The address that narrows the page by one more filter (a table's row), replacing that dimension's value. */
export const filterHref = (path: string, params: URLSearchParams, dimension: StatisticsDimension, value: string): string =>
  changed(path, params, (next) => next.set(`${FILTER_PARAM_PREFIX}${dimension}`, value));

/** The address without one filter. */
export const withoutFilterHref = (path: string, params: URLSearchParams, dimension: StatisticsDimension): string =>
  changed(path, params, (next) => next.delete(`${FILTER_PARAM_PREFIX}${dimension}`));

/** The address without any filter, the period kept. */
export const withoutFiltersHref = (path: string, params: URLSearchParams): string =>
  changed(path, params, (next) => {
    for (const name of [...next.keys()]) if (name.startsWith(FILTER_PARAM_PREFIX)) next.delete(name);
  });

/** The address that shows more rows of one table (`more=<table>`), or none when `table` is undefined. */
export const moreHref = (path: string, params: URLSearchParams, table: string | undefined): string =>
  changed(path, params, (next) => {
    if (table) next.set('more', table);
  });

/** The address of one day of the range (a point of the chart), the filters kept. */
export const dayHref = (path: string, params: URLSearchParams, day: string): string =>
  changed(path, params, (next) => {
    for (const name of RANGE_PARAMS) next.delete(name);
    next.set('from', day);
    next.set('to', day);
  });
