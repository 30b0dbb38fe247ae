import { describe, expect, it } from 'vitest';
import {
  chosenRange,
  dayHref,
  filterHref,
  isChosenPeriod,
  keptByRangeForm,
  moreHref,
  namedRange,
  OFFERED_PERIODS,
  periodHref,
  withoutFilterHref,
  withoutFiltersHref,
} from './statistics-range.ts';

// 2026-03-10 00:30 in Zurich is still 9 March in UTC: the calendar is Zurich's.
const now = new Date('2026-03-09T23:30:00Z');
const PATH = '/admin/statistics';

describe('the named periods', () => {
  it('are today, this month up to today and the whole of last month, on the Zurich calendar', () => {
    expect(namedRange('today', now)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(namedRange('month', now)).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(namedRange('last-month', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(namedRange('last-month', new Date('2026-01-15T12:00:00Z'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('are chosen by `period`, a custom range before them, and mark their own link only', () => {
    const month = chosenRange(new URLSearchParams('period=month'), now);
    expect(month).toMatchObject({ range: { from: '2026-03-01', to: '2026-03-10' }, period: 'month' });
    expect(OFFERED_PERIODS.filter((offered) => isChosenPeriod(month, offered))).toEqual([{ period: 'month' }]);
    const seven = chosenRange(new URLSearchParams('days=7'), now);
    expect(OFFERED_PERIODS.filter((offered) => isChosenPeriod(seven, offered))).toEqual([{ days: 7 }]);
    const custom = chosenRange(new URLSearchParams('period=month&from=2026-01-01&to=2026-01-31'), now);
    expect(custom.range).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(OFFERED_PERIODS.some((offered) => isChosenPeriod(custom, offered))).toBe(false);
    expect(chosenRange(new URLSearchParams('period=year'), now).days).toBe(30);
  });
});

describe('the page address', () => {
  const params = new URLSearchParams('days=7&f.referrer=linkedin.com&more=pages');

  it('keeps the filters when the period changes, and a day of the chart is a range of its own', () => {
    expect(periodHref(PATH, params, { period: 'today' })).toBe(`${PATH}?f.referrer=linkedin.com&period=today`);
    expect(periodHref(PATH, new URLSearchParams('from=2026-01-01&to=2026-01-02'), { days: 30 })).toBe(`${PATH}?days=30`);
    expect(dayHref(PATH, params, '2026-03-05')).toBe(`${PATH}?f.referrer=linkedin.com&from=2026-03-05&to=2026-03-05`);
    expect(keptByRangeForm(params)).toEqual([['f.referrer', 'linkedin.com']]);
  });

  it('adds, replaces and removes filters, the period kept', () => {
    expect(filterHref(PATH, params, 'page', '/en/')).toBe(`${PATH}?days=7&f.referrer=linkedin.com&f.page=%2Fen%2F`);
    expect(filterHref(PATH, params, 'referrer', 'google.com')).toBe(`${PATH}?days=7&f.referrer=google.com`);
    expect(withoutFilterHref(PATH, params, 'referrer')).toBe(`${PATH}?days=7`);
    expect(withoutFiltersHref(PATH, new URLSearchParams('f.page=%2F&period=month&f.device=mobile'))).toBe(`${PATH}?period=month`);
    expect(withoutFiltersHref(PATH, new URLSearchParams('f.page=%2F'))).toBe(PATH);
  });

  it('opens one table to more rows and closes it again', () => {
    expect(moreHref(PATH, new URLSearchParams('days=7'), 'referrers')).toBe(`${PATH}?days=7&more=referrers`);
    expect(moreHref(PATH, params, undefined)).toBe(`${PATH}?days=7&f.referrer=linkedin.com`);
  });
});
