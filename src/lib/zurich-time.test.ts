import { describe, expect, it } from 'vitest';
import { rfc822InZurich, zurichClock, zurichDay, zurichInstant, zurichMinute, zurichStartOfDay } from './zurich-time.ts';

describe('Zurich time for feeds', () => {
  it('starts a calendar day at midnight in Zurich, in winter and in summer time', () => {
    expect(zurichStartOfDay(new Date('2025-01-20')).toISOString()).toBe('2025-01-19T23:00:00.000Z');
    expect(zurichStartOfDay(new Date('2025-07-01')).toISOString()).toBe('2025-06-30T22:00:00.000Z');
  });

  it('writes an instant as RFC 822 with the offset in force in Zurich', () => {
    expect(rfc822InZurich(zurichStartOfDay(new Date('2025-01-20')))).toBe('Mon, 20 Jan 2025 00:00:00 +0100');
    expect(rfc822InZurich(zurichStartOfDay(new Date('2025-07-01')))).toBe('Tue, 01 Jul 2025 00:00:00 +0200');
    expect(rfc822InZurich(new Date('2025-09-15T12:34:56Z'))).toBe('Mon, 15 Sep 2025 14:34:56 +0200');
  });
});

describe('a Zurich date-time of a form, to the minute', () => {
  it('reads winter and summer times with their offsets, and writes them back', () => {
    expect(zurichInstant('2026-12-24T09:30')).toEqual(new Date('2026-12-24T08:30:00Z'));
    expect(zurichInstant('2026-07-01T09:30')).toEqual(new Date('2026-07-01T07:30:00Z'));
    expect(zurichMinute(new Date('2026-12-24T08:30:00Z'))).toBe('2026-12-24T09:30');
    expect(zurichMinute(new Date('2026-07-01T07:30:00Z'))).toBe('2026-07-01T09:30');
  });

  it('takes the first of the hour that repeats and moves a time summer skips an hour on', () => {
    // 25 October 2026: 02:00–03:00 comes twice; 29 March 2026: 02:00–03:00 does not come.
    expect(zurichInstant('2026-10-25T02:30')).toEqual(new Date('2026-10-25T00:30:00Z'));
    expect(zurichInstant('2026-03-29T02:30')).toEqual(new Date('2026-03-29T01:30:00Z'));
  });

  it('refuses what is no date-time', () => {
    for (const value of ['', '2026-12-24', '2026-12-24 09:30', '2026-02-30T09:30', '2026-12-24T24:00', '2026-12-24T09:30:00']) {
      expect(zurichInstant(value)).toBeUndefined();
    }
  });
});

describe('the Zurich day of an instant, asked on every request', () => {
  it('turns at midnight in Zurich, winter and summer, whatever minute was asked before', () => {
    const instants = [
      '2026-12-24T22:59:59.999Z',
      '2026-12-24T23:00:00.000Z',
      '2026-12-24T22:59:30.000Z',
      '2026-07-01T21:59:59.000Z',
      '2026-07-01T22:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
    ].map((iso) => new Date(iso));
    expect(instants.map(zurichDay)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-24',
      '2026-07-01',
      '2026-07-02',
      '2026-03-29',
      '2026-10-25',
    ]);
    // The same answers as zurichClock, asked in a different order.
    for (const instant of instants.reverse()) expect(zurichDay(instant)).toBe(zurichClock(instant).day);
    // And as milliseconds, as the visitor counter asks.
    for (const instant of instants) expect(zurichDay(instant.getTime())).toBe(zurichClock(instant).day);
  });
});
