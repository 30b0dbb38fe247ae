import { describe, expect, it } from 'vitest';
import { formatChf, formatDateLong, formatDateShort, formatDateTime, formatNumber, isoDate } from './format.ts';

describe('formatChf', () => {
  it('writes Swiss thousands with an apostrophe in both languages', () => {
    expect(formatChf(2390, 'de')).toBe("CHF 2'390");
    expect(formatChf(2390, 'en')).toBe("CHF 2'390");
    expect(formatChf(390, 'de')).toBe('CHF 390');
    expect(formatChf(1234567, 'de')).toBe("CHF 1'234'567");
  });
});

describe('formatNumber', () => {
  it('writes Swiss thousands with an apostrophe in both languages', () => {
    expect(formatNumber(3000, 'de')).toBe("3'000");
    expect(formatNumber(3000, 'en')).toBe("3'000");
    expect(formatNumber(999, 'en')).toBe('999');
  });
});

describe('dates', () => {
  const date = new Date('2025-01-20');
  it('uses the de-CH short format', () => expect(formatDateShort(date)).toBe('20.01.2025'));
  it('uses the long format of the language', () => {
    expect(formatDateLong(date, 'de')).toBe('20. Januar 2025');
    expect(formatDateLong(date, 'en')).toBe('20 January 2025');
  });
  it('gives the ISO day', () => expect(isoDate(date)).toBe('2025-01-20'));
  it('writes a moment in Swiss time, winter and summer', () => {
    expect(formatDateTime(new Date('2025-01-20T13:05:00Z'))).toBe('20.01.2025, 14:05');
    expect(formatDateTime(new Date('2025-07-01T22:30:00Z'))).toBe('02.07.2025, 00:30');
  });
});
