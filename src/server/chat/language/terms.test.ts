import { describe, expect, it } from 'vitest';
import { foldText } from './fold.ts';
import { stem } from './stem.ts';
import { searchTerms } from './terms.ts';

describe('word handling', () => {
  it('folds case, diacritics and ß; German also ae/oe/ue, so both spellings meet', () => {
    expect(foldText('Übersicht Gründung Straße Café', 'de')).toBe('ubersicht grundung strasse cafe');
    expect(foldText('Gruendung', 'de')).toBe(foldText('Gründung', 'de'));
    expect(foldText('Queue', 'en')).toBe('queue');
  });

  it('stems German lightly, with the participle prefix, so inflections meet', () => {
    const same = (a: string, b: string) => expect(stem(foldText(a, 'de'), 'de')).toBe(stem(foldText(b, 'de'), 'de'));
    same('Rechnungen', 'Rechnung');
    same('kostet', 'Kosten');
    same('gespeichert', 'speichert');
    same('Steuern', 'Steuer');
  });

  it('stems English plurals, -ing and -ed', () => {
    const same = (a: string, b: string) => expect(stem(a, 'en')).toBe(stem(b, 'en'));
    same('automated', 'automating');
    same('invoices', 'invoice');
    same('companies', 'company');
    expect(stem('camt.054', 'en')).toBe('camt.054');
  });

  it('drops stop words and the words that frame a question, in each language', () => {
    expect(searchTerms('Hallo, könnt ihr mir bitte sagen, was die Prozessanalyse kostet?', 'de')).toEqual(
      searchTerms('Prozessanalyse kostet', 'de'),
    );
    expect(searchTerms('Hallo, könnt ihr mir bitte sagen, was die Prozessanalyse kostet?', 'de')).toHaveLength(2);
    expect(searchTerms('Where can I find the prices of your workshops?', 'en')).toEqual(searchTerms('prices workshops', 'en'));
    expect(searchTerms('Where can I find the prices of your workshops?', 'en')).toHaveLength(2);
  });
});
