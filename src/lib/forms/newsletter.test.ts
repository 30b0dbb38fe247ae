import { describe, expect, it } from 'vitest';
import { newsletterSchema } from './newsletter.ts';
import { validateForm } from './validate.ts';

const check = (data: Record<string, unknown>) => {
  const result = validateForm(newsletterSchema, data);
  return result.ok ? result.value : result.errors;
};

describe('newsletterSchema', () => {
  it.each([[{}], [{ email: '' }], [{ email: '   ' }], [{ email: 42 }]])('refuses a missing address %j with its own message', (data) => {
    expect(check(data)).toEqual({ email: 'newsletter.emailRequired' });
  });

  it.each(['anna', 'anna@example', 'anna@@example.ch', 'an na@example.ch', `${'a'.repeat(250)}@example.ch`])(
    'refuses the malformed address %s',
    (email) => {
      expect(check({ email })).toEqual({ email: 'validation.contact.email' });
    },
  );

  it('accepts a valid address, trimmed', () => {
    expect(check({ email: '  anna@example.ch ' })).toEqual({ email: 'anna@example.ch' });
  });
});
