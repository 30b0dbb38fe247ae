import { describe, expect, it } from 'vitest';
import { baseIssueSlug, freeIssueSlug, ISSUE_SLUG_PATTERN, RESERVED_ISSUE_SLUGS, SLUG_WORDS_MAX, slugWords } from './newsletter-archive.ts';

describe('issue slugs', () => {
  it('spell out umlauts, drop accents and join words with dashes', () => {
    expect(slugWords('Steuertipps zum Jahresende')).toBe('steuertipps-zum-jahresende');
    expect(slugWords('Größere Änderungen für Übersetzer: Café & Co.!')).toBe('groessere-aenderungen-fuer-uebersetzer-cafe-co');
    expect(slugWords('  ---  ')).toBe('');
  });

  it('cut long subjects at a word', () => {
    const words = slugWords('Mehrwertsteuer '.repeat(10));
    expect(words.length).toBeLessThanOrEqual(SLUG_WORDS_MAX);
    expect(words).toMatch(/^(mehrwertsteuer-)*mehrwertsteuer$/);
  });

  it('start with the Zurich month it went out in', () => {
    expect(baseIssueSlug('Steuertipps zum Jahresende', new Date('2026-11-20T10:00:00Z'))).toBe('2026-11-steuertipps-zum-jahresende');
    // 23:30 UTC on 31 October is already November in Zurich.
    expect(baseIssueSlug('Herbst', new Date('2026-10-31T23:30:00Z'))).toBe('2026-11-herbst');
    expect(baseIssueSlug('!!!', new Date('2026-11-20T10:00:00Z'))).toBe('2026-11');
  });

  it('take a suffix when the slug is taken, and never a reserved name', () => {
    expect(freeIssueSlug('2026-11-a', new Set())).toBe('2026-11-a');
    expect(freeIssueSlug('2026-11-a', new Set(['2026-11-a', '2026-11-a-2']))).toBe('2026-11-a-3');
    for (const reserved of RESERVED_ISSUE_SLUGS) expect(freeIssueSlug(reserved, new Set())).not.toBe(reserved);
  });

  it('are what the issue route accepts, and the other pages under /newsletter are not', () => {
    expect(ISSUE_SLUG_PATTERN.test(baseIssueSlug('Größere Änderungen', new Date()))).toBe(true);
    for (const reserved of RESERVED_ISSUE_SLUGS) expect(ISSUE_SLUG_PATTERN.test(reserved)).toBe(false);
  });
});
