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
  it.each([
    '',
    'anna',
    'anna@',
    '@example.ch',
    'anna@example',
    'a b@example.ch',
    `${'x'.repeat(246)}@example.ch`,
    'anna@example.ch\r\nBcc: x@y.ch',
    'anna@example.ch\u200b',
    'anna\u0001@example.ch',
    'an\u00adna@example.ch',
    'anna\u202e@example.ch',
    '=?utf-8?Q?victim=40evil.example?=@example.ch',
    '"anna"@example.ch',
  ])('refuses the address %j', (email) => expect(errorsOf({ ...valid, email }).email).toBe('validation.contact.email'));
  // decision 0012: only what a standard SMTP server takes: a local part of at most 64 octets, at most 253 in all.
  it('accepts the longest address a mail server takes, and stores it normalised', () => {
    const longest = `${'x'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.ch`;
    expect(longest).toHaveLength(253);
    expect(errorsOf({ ...valid, email: longest })).toEqual({});
    expect(errorsOf({ ...valid, email: `x${longest}` }).email).toBe('validation.contact.email');
    expect(contactSchema.parse({ ...valid, email: ' Anna@MÜLLER.ch ' }).email).toBe('Anna@xn--mller-kva.ch');
  });
  it('sanitises: no angle brackets, script protocols, inline handlers or line breaks in one-line fields', () => {
    const parsed = contactSchema.parse({
      ...valid,
      name: 'Anna\r\nBcc: <b>x</b>',
      message: '<script>alert(1)</script> javascript:go() <img onerror=x> Danke!',
    });
    expect(parsed.name).toBe('Anna Bcc: bx/b');
    expect(parsed.message).not.toMatch(/[<>]|javascript:|onerror=/i);
  });
  it("refuses values that are not text with the field's own message", () => {
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

// Decision 0025: a name or company that reads otherwise than it is written never reaches the operator.
describe('names and companies with display controls (decision 0025)', () => {
  const controls = [
    '\u202e',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200e',
    '\u200f',
    '\u061c',
    '\u2028',
    '\u2029',
    '\u0080',
    '\u0085',
    '\u009f',
  ];
  it.each(controls.map((control) => [control.codePointAt(0)!.toString(16), control]))(
    'refuses U+%s in the name and the company with their own message',
    (_, control) => {
      expect(errorsOf({ ...valid, name: `invoice${control}fdp.exe` }).name).toBe('validation.contact.nameControls');
      expect(errorsOf({ ...valid, company: `Muster${control} AG` }).company).toBe('validation.contact.companyControls');
    },
  );
  it('still takes names in any script, with their combining marks and joiners', () => {
    for (const name of ['Zoë Müller', 'محمد علي', 'שרה כהן', 'श्रीमती', 'Anna 👩‍💻'])
      expect(errorsOf({ ...valid, name, company: name })).toEqual({});
  });
});
