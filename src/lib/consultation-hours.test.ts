import { describe, expect, it } from 'vitest';
import { consultationHours } from './consultation-hours.ts';

describe('the consultation hours in words', () => {
  it('say the spec’s hours from the booking’s weekly hours (spec §9)', () => {
    expect(consultationHours('de')).toBe('Mittwoch bis Freitag, 14:00–16:00 Uhr');
    expect(consultationHours('en')).toBe('Wednesday to Friday, 14:00–16:00');
  });

  it('follow other weekly hours: days apart listed, different hours each said', () => {
    const hours = [
      { weekday: 1, from: '09:00', to: '11:00' },
      { weekday: 3, from: '09:00', to: '11:00' },
      { weekday: 5, from: '14:00', to: '16:00' },
    ] as const;
    expect(consultationHours('de', [...hours])).toBe('Montag, Mittwoch, 09:00–11:00 Uhr; Freitag, 14:00–16:00 Uhr');
    expect(consultationHours('en', [...hours])).toBe('Monday, Wednesday, 09:00–11:00; Friday, 14:00–16:00');
  });
});
