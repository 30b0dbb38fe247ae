import { describe, expect, it } from 'vitest';
import { periodStarts, startOfZurichDay } from './periods.ts';

describe('the console periods', () => {
  it('start today at midnight in Swiss time, winter and summer', () => {
    expect(startOfZurichDay(new Date('2025-01-20T13:05:00Z')).toISOString()).toBe('2025-01-19T23:00:00.000Z');
    expect(startOfZurichDay(new Date('2025-07-01T21:59:00Z')).toISOString()).toBe('2025-06-30T22:00:00.000Z');
    // Past midnight in Zurich while still the previous day in UTC.
    expect(startOfZurichDay(new Date('2025-07-01T22:30:00Z')).toISOString()).toBe('2025-07-01T22:00:00.000Z');
  });

  it('start the day of a clock change at its midnight', () => {
    expect(startOfZurichDay(new Date('2025-03-30T12:00:00Z')).toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(startOfZurichDay(new Date('2025-10-26T12:00:00Z')).toISOString()).toBe('2025-10-25T22:00:00.000Z');
  });

  it('count 7 and 30 days back from now', () => {
    const now = new Date('2025-01-20T13:05:00Z');
    expect(periodStarts(now)).toEqual({
      today: new Date('2025-01-19T23:00:00Z'),
      week: new Date('2025-01-13T13:05:00Z'),
      month: new Date('2024-12-21T13:05:00Z'),
    });
  });
});
