import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate.ts';
import { checkWaitlist, waitlistErrorKey } from './waitlist.ts';

const valid = { email: 'gruender@example.ch', company: 'Start AG', tier: 'early_access', motivation: 'Wir wollen früh dabei sein.', consent: true };
const keyOf = (data: Record<string, unknown>) => {
  const result = checkWaitlist(data);
  return result.ok ? 'ok' : result.messageKey;
};

describe('checkWaitlist (spec §5, in this order)', () => {
  it('accepts a valid sign-up, trimmed', () => {
    expect(checkWaitlist({ ...valid, email: '  gruender@example.ch ', company: '  ' })).toEqual({
      ok: true,
      value: { email: 'gruender@example.ch', company: null, tier: 'early_access', motivation: 'Wir wollen früh dabei sein.' },
    });
  });
  it('joins the general waiting list without a tier', () => {
    const result = checkWaitlist({ ...valid, tier: '' });
    expect(result.ok && result.value.tier).toBe('general_waitlist');
  });
  it('1. email required', () => expect(keyOf({ ...valid, email: '   ', consent: false, company: 'x'.repeat(300) })).toBe('validation.waitlist.emailRequired'));
  it('2. email valid and 3-255 characters', () => {
    expect(keyOf({ ...valid, email: 'a@', consent: false })).toBe('validation.waitlist.emailInvalid');
    expect(keyOf({ ...valid, email: 'ohne-at.ch' })).toBe('validation.waitlist.emailInvalid');
    expect(keyOf({ ...valid, email: `${'x'.repeat(250)}@ex.ch` })).toBe('validation.waitlist.emailInvalid');
  });
  it('3. privacy consent required', () => {
    expect(keyOf({ ...valid, consent: false, company: 'x'.repeat(300) })).toBe('validation.waitlist.consent');
    expect(keyOf({ ...valid, consent: 'on' })).toBe('ok');
  });
  it('4. company at most 200 characters', () => {
    expect(keyOf({ ...valid, company: 'x'.repeat(200) })).toBe('ok');
    expect(keyOf({ ...valid, company: 'x'.repeat(201), motivation: 'x'.repeat(600) })).toBe('validation.waitlist.company');
  });
  it('5. motivation at most 500 characters', () => {
    expect(keyOf({ ...valid, motivation: 'x'.repeat(500) })).toBe('ok');
    expect(keyOf({ ...valid, motivation: 'x'.repeat(501) })).toBe('validation.waitlist.motivation');
  });
  it('refuses values that are not text', () => expect(keyOf({ ...valid, email: ['a@b.ch'] })).toBe('validation.waitlist.emailRequired'));
});

describe('waitlistErrorKey (spec §8)', () => {
  it.each([
    ['Email already registered', 'Diese E-Mail-Adresse ist bereits registriert.'],
    ['Error: Rate limit exceeded, retry later', 'Zu viele Versuche. Bitte versuche es später erneut.'],
    ['Invalid email format', 'Ungültiges E-Mail-Format.'],
    ['Submission failed', 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.'],
    ['', 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.'],
  ])('maps %j to the German text of spec §8', (message, german) => {
    expect(translate('de', waitlistErrorKey(message))).toBe(german);
  });

  it('has English equivalents for every text', () => {
    for (const message of ['Email already registered', 'Rate limit exceeded', 'Invalid email format', 'other']) {
      const key = waitlistErrorKey(message);
      expect(translate('en', key)).not.toBe(key);
      expect(translate('en', key)).not.toBe(translate('de', key));
    }
  });
});
