import { describe, expect, it } from 'vitest';
import { DEFAULT_TIER_AVAILABILITY, parseTierAvailability } from './tiers.ts';

describe('parseTierAvailability', () => {
  it('takes a list of availability records', () => {
    expect(parseTierAvailability([...DEFAULT_TIER_AVAILABILITY])).toEqual(DEFAULT_TIER_AVAILABILITY);
  });

  it.each([
    ['an error body', { success: false, message: 'nope' }],
    ['null', null],
    ['a record without a tier', [{ total_slots: 3, accepted_count: 3, available_slots: 0 }]],
    ['a negative count', [{ tier: 'early_access', total_slots: 25, accepted_count: 8, available_slots: -1 }]],
    ['a count as text', [{ tier: 'early_access', total_slots: '25', accepted_count: 8, available_slots: 17 }]],
  ])('refuses %s', (_, value) => {
    expect(parseTierAvailability(value)).toBeNull();
  });
});
