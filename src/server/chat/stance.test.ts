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
    // decision 0004: tax work, for the visitor or anyone, in many phrasings
    ['de', 'Könnt ihr meine Steuererklärung machen?'],
    ['de', 'Füllt ihr die Steuererklärung für meine GmbH aus?'],
    ['de', 'Prüft ihr unsere Steuererklärung, bevor wir sie einreichen?'],
    ['de', 'Macht ihr Steuererklärungen für Privatpersonen?'],
    ['de', 'Wie kann ich Steuern sparen?'],
    ['en', 'Can you file my personal tax return for me?'],
    ['en', "Could you prepare our company's tax return?"],
    ['en', 'Can you check my tax declaration before I submit it?'],
    ['en', 'Do you do tax returns for private persons?'],
    ['en', 'How can I reduce my taxes?'],
  ] as const)('%s: "%s" asks for individual tax advice or tax work', (locale, question) => {
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
    ['de', 'Könnt ihr die Vorbereitung der MWST-Abrechnung automatisieren?'],
    ['en', 'Can you automate our VAT return preparation?'],
  ] as const)('%s: "%s" is a question about the offer, not a request for advice', (locale, question) => {
    expect(asksForPersonalTaxAdvice(question, locale)).toBe(false);
  });
});
