import { describe, expect, it } from 'vitest';
import { dayBefore, zurichClock, zurichMidnight } from './zurich-time.ts';

describe('Zurich days', () => {
  it('begin at midnight in Zurich, in winter and in summer and on the days the clocks change', () => {
    expect(zurichMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(zurichMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(zurichMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(zurichMidnight('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(zurichMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(zurichMidnight('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('tell the day and hour in Zurich, which is not the UTC day around midnight', () => {
    expect(zurichClock(new Date('2026-07-01T21:59:00Z'))).toEqual({ day: '2026-07-01', hour: 23 });
    expect(zurichClock(new Date('2026-07-01T22:00:00Z'))).toEqual({ day: '2026-07-02', hour: 0 });
    expect(zurichClock(new Date('2026-11-23T06:00:00Z'))).toEqual({ day: '2026-11-23', hour: 7 });
  });

  it('count back across months and years', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });
});
