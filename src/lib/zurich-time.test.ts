import { describe, expect, it } from 'vitest';
import { rfc822InZurich, zurichStartOfDay } from './zurich-time.ts';

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
