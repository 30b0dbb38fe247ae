import { describe, expect, it } from 'vitest';
import { chosenRange } from '#lib/console/statistics-range.ts';

describe('the statistics range', () => {
  // 26 November 2026, 00:30 in Zurich (still the 25th in UTC).
  const now = new Date('2026-11-25T23:30:00Z');
  const ask = (query: string) => chosenRange(new URLSearchParams(query), now);

  it('is the last 7, 30 or 90 days up to today in Zurich, 30 by default', () => {
    expect(ask('').range).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(ask('days=7')).toMatchObject({ range: { from: '2026-11-20', to: '2026-11-26' }, days: 7 });
    expect(ask('days=7').problem).toBeUndefined();
    expect(ask('days=90').range.from).toBe('2026-08-29');
    expect(ask('days=12').days).toBe(30);
  });

  it('takes a chosen range and refuses a wrong one with its reason, falling back to the default', () => {
    expect(ask('from=2026-01-01&to=2026-01-31')).toEqual({
      range: { from: '2026-01-01', to: '2026-01-31' },
      typed: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(ask('from=2026-11-26&to=2026-11-26').range).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(ask('from=2026-02-30&to=2026-03-01')).toMatchObject({ problem: 'format', days: 30, typed: { from: '2026-02-30' } });
    expect(ask('from=2026-03-02&to=2026-03-01').problem).toBe('order');
    expect(ask('from=2026-11-20&to=2026-11-27').problem).toBe('future');
    expect(ask('from=2024-11-25&to=2026-11-26').problem).toBe('tooLong');
    expect(ask('from=2024-11-26&to=2026-11-26').problem).toBeUndefined();
    expect(ask('from=2026-01-01').problem).toBe('format');
  });
});
