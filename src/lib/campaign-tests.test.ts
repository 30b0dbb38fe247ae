import { describe, expect, it } from 'vitest';
import { firmAddressField, tickedFirmAddresses } from './campaign-tests.ts';

describe('the firm’s addresses ticked on a campaign’s test form', () => {
  it('are the values of the ticked boxes, whatever else the form posts', () => {
    const posted = {
      intent: 'test',
      [firmAddressField(0)]: 'hallo@example.ch',
      [firmAddressField(2)]: 'team@example.ch',
      also: 'x@example.ch',
    };
    expect(tickedFirmAddresses(posted)).toEqual(['hallo@example.ch', 'team@example.ch']);
    expect(tickedFirmAddresses({ intent: 'test' })).toEqual([]);
  });
});
