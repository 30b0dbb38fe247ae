import { zurichClock } from '../zurich-time.ts';

/** A range of Zurich days, both ends included ('YYYY-MM-DD'). */
export interface DayRange {
  from: string;
  to: string;
}

/** The ranges offered as links: the last 7, 30 and 90 days up to today (Zurich). */
export const RANGE_DAYS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];
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

export type RangeProblem = 'format' | 'order' | 'future' | 'tooLong';

/** The range a statistics address asks for: `from`/`to`, else `days`, else the default; a chosen range that is wrong gives its problem and the default range. */
export interface ChosenRange {
  range: DayRange;
  /** One of RANGE_DAYS when the range is one of the offered ones. */
  days?: RangeDays | undefined;
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
  if (!from && !to) return fallback();
  if (!isDay(from) || !isDay(to)) return fallback('format');
  if (from > to) return fallback('order');
  if (to > zurichClock(now).day) return fallback('future');
  if (daysIn({ from, to }) > MAX_RANGE_DAYS) return fallback('tooLong');
  return { range: { from, to }, typed: { from, to } };
}
