import { describe, expect, it } from 'vitest';
import { translator } from '#i18n/console-translate.ts';
import { conversionLabel } from './statistics-labels.ts';

// Decision 0051: the statistics name a registration for an event, and an interest-list sign-up with its format.
describe('conversion labels of the events', () => {
  it.each([
    ['de', 'Auf eine Interessenliste eingetragen: live-vat'],
    ['en', 'Joined an interest list: live-vat'],
  ] as const)('name the kinds in words (%s)', (locale, interest) => {
    const t = translator(locale);
    expect(conversionLabel('event_interest:live-vat', t)).toBe(interest);
    expect(conversionLabel('event_registration', t)).not.toBe('event_registration');
    expect(conversionLabel('event_interest', t)).not.toBe('event_interest');
  });
});
