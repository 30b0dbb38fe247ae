import { describe, expect, it } from 'vitest';
import { asksForPersonalTaxAdvice } from './stance.ts';

describe('asksForPersonalTaxAdvice', () => {
  it.each([
    ['de', 'Kann ich mein Geschäftsauto von den Steuern abziehen?'],
    ['de', 'Wie viel MWST muss ich auf meine Rechnungen verlangen?'],
    ['de', 'Lohnt es sich für mich steuerlich, eine GmbH zu gründen?'],
    ['de', 'muss ich mich bei der mwst anmelden'],
    ['en', 'Can I deduct my home office from my taxes?'],
    ['en', 'How much VAT do I have to charge on my invoices?'],
    ['en', 'should we register for vat'],
  ] as const)('%s: "%s" asks for individual tax advice', (locale, question) => {
    expect(asksForPersonalTaxAdvice(question, locale)).toBe(true);
  });

  it.each([
    ['de', 'Gebt ihr Steuerberatung?'],
    ['de', 'Kann ich meine MWST-Abrechnung automatisieren?'],
    ['de', 'Wo werden meine Steuerdaten gespeichert?'],
    ['de', 'Muss ich mein ERP wechseln?'],
    ['en', 'Do you provide tax advice?'],
    ['en', 'Can I automate my VAT return with you?'],
    ['en', 'How much does the tax automation pilot cost for us?'],
    ['en', 'Can you register my company in the commercial register?'],
  ] as const)('%s: "%s" is a question about the offer, not a request for advice', (locale, question) => {
    expect(asksForPersonalTaxAdvice(question, locale)).toBe(false);
  });
});
