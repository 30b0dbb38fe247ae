import { describe, expect, it } from 'vitest';
import { translate } from '#i18n/translate.ts';
import { firstError, validateForm } from './validate.ts';
import { WAITLIST_REFUSALS, waitlistRefusalKey, waitlistSchema, type WaitlistEntry, type WaitlistField } from './waitlist.ts';

const valid = {
  email: 'gruender@example.ch',
  company: 'Start AG',
  tier: 'early_access',
  motivation: 'Wir wollen früh dabei sein.',
  consent: true,
};
const checkWaitlist = (data: Record<string, unknown>) => validateForm<WaitlistEntry, WaitlistField>(waitlistSchema, data);
const keyOf = (data: Record<string, unknown>) => {
  const result = checkWaitlist(data);
  return result.ok ? 'ok' : firstError(result.errors);
};

describe('waitlistSchema (spec §5, in this order)', () => {
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
  it('takes the field names of spec §3: agreeToPrivacy, and industry for the tier', () => {
    const { consent: _, tier: __, ...rest } = valid;
    expect(checkWaitlist({ ...rest, agreeToPrivacy: true, industry: 'early_access' })).toMatchObject({
      ok: true,
      value: { tier: 'early_access' },
    });
    expect(keyOf({ ...rest, agreeToPrivacy: false })).toBe('validation.waitlist.consent');
  });
  it('1. email required', () =>
    expect(keyOf({ ...valid, email: '   ', consent: false, company: 'x'.repeat(300) })).toBe('validation.waitlist.emailRequired'));
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

describe('the refusals the wizard words itself (spec §8)', () => {
  it.each([
    ['email_taken', 'Email already registered', 'Diese E-Mail-Adresse ist bereits registriert.'],
    ['rate_limited', 'Rate limit exceeded', 'Zu viele Versuche. Bitte versuche es später erneut.'],
    ['invalid_email', 'Invalid email format', 'Ungültiges E-Mail-Format.'],
  ] as const)('%s: the server says %j, the visitor reads the German text of spec §8', (code, marker, german) => {
    expect(WAITLIST_REFUSALS[code].marker).toBe(marker);
    expect(translate('de', waitlistRefusalKey(code))).toBe(german);
  });

  it.each(['tier_full', 'invalid', 'failed', 'cross_site'] as const)('any other refusal (%s) gets the general error', (code) => {
    expect(translate('de', waitlistRefusalKey(code))).toBe('Ein Fehler ist aufgetreten. Bitte versuche es später erneut.');
  });

  it('has English equivalents for every text', () => {
    for (const code of ['email_taken', 'rate_limited', 'invalid_email', 'failed'] as const) {
      const key = waitlistRefusalKey(code);
      expect(translate('en', key)).not.toBe(key);
      expect(translate('en', key)).not.toBe(translate('de', key));
    }
  });
});

describe('a waiting-list company with display controls (decision 0025)', () => {
  it.each(['\u202e', '\u2066', '\u200f', '\u2028', '\u0085'])('is refused with its own message (%j)', (control) => {
    expect(keyOf({ ...valid, company: `Start${control} AG` })).toBe('validation.waitlist.companyControls');
    expect(translate('en', 'validation.waitlist.companyControls')).toMatch(/control characters/);
  });
  it('is left out when missing, as before', () => {
    const { company: _, ...withoutCompany } = valid;
    expect(checkWaitlist(withoutCompany)).toMatchObject({ ok: true, value: { company: null } });
  });
});
