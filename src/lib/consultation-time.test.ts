import { describe, expect, it } from 'vitest';
import { consultationTimeInWords } from './consultation-time.ts';

describe('a consultation time in words', () => {
  it('says the weekday, date and Zurich time in the language of the page', () => {
    expect(consultationTimeInWords(new Date('2025-12-03T13:30:00Z'), 'de')).toBe('Mi 3. Dez., 14:30 (Zürich)');
    expect(consultationTimeInWords(new Date('2025-12-03T13:30:00Z'), 'en')).toBe('Wed 3 Dec, 14:30 (Zurich)');
  });

  it("keeps to Zurich's clock across summer time, whatever the server's zone", () => {
    // 14:00 in Zurich is 12:00 UTC in summer and 13:00 UTC in winter.
    expect(consultationTimeInWords(new Date('2026-10-23T12:00:00Z'), 'de')).toBe('Fr 23. Okt., 14:00 (Zürich)');
    expect(consultationTimeInWords(new Date('2026-10-30T13:00:00Z'), 'en')).toBe('Fri 30 Oct, 14:00 (Zurich)');
  });
});
