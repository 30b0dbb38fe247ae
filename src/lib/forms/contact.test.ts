import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.ts';
import { validateForm } from './validate.ts';

const valid = { name: 'Anna Muster', email: 'anna@example.ch', message: 'Bitte melden Sie sich bei mir.' };
const errorsOf = (input: Record<string, unknown>) => {
  const result = validateForm(contactSchema, input);
  return result.ok ? {} : result.errors;
};

describe('contactSchema (spec §5)', () => {
  it('accepts a valid message and drops an empty company', () => {
    expect(contactSchema.parse({ ...valid, company: '  ' })).toEqual({ ...valid, company: undefined });
  });
  it.each([
    ['x', 'validation.contact.name'],
    ['x'.repeat(101), 'validation.contact.name'],
  ])('refuses the name %#', (name, key) => expect(errorsOf({ ...valid, name }).name).toBe(key));
  it('accepts names of 2 and 100 characters', () => {
    expect(errorsOf({ ...valid, name: 'xy' })).toEqual({});
    expect(errorsOf({ ...valid, name: 'x'.repeat(100) })).toEqual({});
  });
  it('bounds the message at 10 and 2000 characters', () => {
    expect(errorsOf({ ...valid, message: 'x'.repeat(9) }).message).toBe('validation.contact.message');
    expect(errorsOf({ ...valid, message: 'x'.repeat(10) })).toEqual({});
    expect(errorsOf({ ...valid, message: 'x'.repeat(2000) })).toEqual({});
    expect(errorsOf({ ...valid, message: 'x'.repeat(2001) }).message).toBe('validation.contact.message');
  });
  it('bounds the company at 200 characters', () => {
    expect(errorsOf({ ...valid, company: 'x'.repeat(200) })).toEqual({});
    expect(errorsOf({ ...valid, company: 'x'.repeat(201) }).company).toBe('validation.contact.company');
  });
  it.each(['', 'anna', 'anna@', '@example.ch', 'anna@example', 'a b@example.ch', `${'x'.repeat(246)}@example.ch`, 'anna@example.ch\r\nBcc: x@y.ch'])(
    'refuses the address %j',
    (email) => expect(errorsOf({ ...valid, email }).email).toBe('validation.contact.email'),
  );
  it('accepts an address of 254 characters', () => expect(errorsOf({ ...valid, email: `${'x'.repeat(243)}@example.ch` })).toEqual({}));
  it('sanitises: no angle brackets, script protocols, inline handlers or line breaks in one-line fields', () => {
    const parsed = contactSchema.parse({ ...valid, name: 'Anna\r\nBcc: <b>x</b>', message: '<script>alert(1)</script> javascript:go() <img onerror=x> Danke!' });
    expect(parsed.name).toBe('Anna Bcc: bx/b');
    expect(parsed.message).not.toMatch(/[<>]|javascript:|onerror=/i);
  });
  it('refuses values that are not text with the field\'s own message', () => {
    expect(errorsOf({ name: 42, email: ['anna@example.ch'], message: null })).toEqual({
      name: 'validation.contact.name',
      email: 'validation.contact.email',
      message: 'validation.contact.message',
    });
  });
  it('reports every failing field at once', () => {
    expect(Object.keys(errorsOf({ name: '', email: 'x', message: '' })).sort()).toEqual(['email', 'message', 'name']);
  });
});
