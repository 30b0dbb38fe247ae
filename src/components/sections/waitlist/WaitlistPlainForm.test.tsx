import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { waitlistStrings } from '#i18n/waitlist-strings.ts';
import { CONTACT_FIELDS, contactSchema } from '#lib/forms/contact.ts';
import { validateForm } from '#lib/forms/validate.ts';
import { WAITLIST_LIMITS, waitlistSchema } from '#lib/forms/waitlist.ts';
import { EMAIL_MAX_LENGTH } from '#lib/validation/email-address.ts';
import { EMPTY_WAITLIST_PLAIN_VALUES, WaitlistPlainForm } from './WaitlistPlainForm.tsx';

const html = renderToStaticMarkup(
  <WaitlistPlainForm
    strings={waitlistStrings('de')}
    action="/warteliste/senden"
    privacyHref="/datenschutz"
    tiers={[]}
    values={EMPTY_WAITLIST_PLAIN_VALUES}
    error={null}
  />,
);
const attributesOf = (name: string) => new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
const errorsOf = <Value,>(schema: Parameters<typeof validateForm<Value>>[0], data: Record<string, unknown>) => {
  const result = validateForm(schema, data);
  return result.ok ? {} : result.errors;
};

// Decision 0012: one unit on both sides – the UTF-16 code unit the browser's maxlength counts.
describe('length limits of the waiting list and the contact form', () => {
  it("the plain waiting-list form lets the browser hold every field to the server's limit", () => {
    expect(attributesOf('email')).toContain(`maxLength="${WAITLIST_LIMITS.email.max}"`);
    expect(attributesOf('email')).toContain(`minLength="${WAITLIST_LIMITS.email.min}"`);
    expect(attributesOf('company')).toContain(`maxLength="${WAITLIST_LIMITS.company.max}"`);
    expect(attributesOf('motivation')).toContain(`maxLength="${WAITLIST_LIMITS.motivation.max}"`);
  });

  it("the contact form's address field stops where the server does", () => {
    expect(CONTACT_FIELDS.email.maxLength).toBe(EMAIL_MAX_LENGTH);
  });

  it('the server counts a character outside the basic plane as two, as maxlength does', () => {
    const base = { email: 'anna@example.ch', consent: true };
    const atLimit = '😀'.repeat(WAITLIST_LIMITS.motivation.max / 2);
    expect(errorsOf(waitlistSchema, { ...base, motivation: atLimit })).toEqual({});
    expect(errorsOf(waitlistSchema, { ...base, motivation: `${atLimit}x` })).toEqual({ motivation: 'validation.waitlist.motivation' });
    const contact = { name: 'Anna', email: 'anna@example.ch', message: 'Bitte melden Sie sich.' };
    expect(errorsOf(contactSchema, { ...contact, company: '😀'.repeat(100) })).toEqual({});
    expect(errorsOf(contactSchema, { ...contact, company: `${'😀'.repeat(100)}x` })).toEqual({ company: 'validation.contact.company' });
  });
});
