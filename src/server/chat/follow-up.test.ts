import { describe, expect, it } from 'vitest';
import { isFollowUp } from './follow-up.ts';

describe('isFollowUp', () => {
  it.each([
    ['de', 'Und was kostet das?', true],
    ['de', 'Wie lange dauert es?', true],
    ['de', 'und für Treuhänder?', false],
    ['de', 'Was kostet das Hosting?', false],
    ['de', 'Gibt es eine Kündigungsfrist?', false],
    ['de', 'Wie lange dauert der Pilot?', false],
    ['en', 'And how much is it?', true],
    ['en', 'what does that cost?', true],
    ['en', 'How long does the pilot take?', false],
    ['en', 'And how long does the pilot take?', false],
    ['de', 'Und wie lange?', true],
  ] as const)('%s: "%s" → %s', (locale, question, followUp) => {
    expect(isFollowUp(question, locale)).toBe(followUp);
  });
});
