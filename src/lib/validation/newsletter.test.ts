import { describe, expect, it } from 'vitest';
import { checkNewsletter } from './newsletter.ts';

describe('checkNewsletter', () => {
  it.each([[{}], [{ email: '' }], [{ email: '   ' }], [{ email: 42 }]])('refuses a missing address %j with its own message', (data) => {
    expect(checkNewsletter(data)).toEqual({ ok: false, problem: 'required', messageKey: 'newsletter.emailRequired' });
  });

  it.each(['anna', 'anna@example', 'anna@@example.ch', 'an na@example.ch', `${'a'.repeat(250)}@example.ch`])('refuses the malformed address %s', (email) => {
    expect(checkNewsletter({ email })).toEqual({ ok: false, problem: 'invalid', messageKey: 'validation.contact.email' });
  });

  it('accepts a valid address, trimmed', () => {
    expect(checkNewsletter({ email: '  anna@example.ch ' })).toEqual({ ok: true, email: 'anna@example.ch' });
  });
});
