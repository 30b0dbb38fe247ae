import { describe, expect, it } from 'vitest';
import { translate, translator } from './console-translate.ts';
import { translate as translateForTheSite } from './translate.ts';

// Decision 0045: the console's `t` knows its own texts and the public site's; the site's knows none of the console's.
describe("the console's translate", () => {
  it("returns the console's texts and the site's it shows too", () => {
    expect(translate('de', 'console.layout.title')).toBe('Betriebskonsole');
    expect(translate('en', 'console.layout.title')).toBe('Operator console');
    expect(translate('en', 'waitlist.offer.founders')).toBe(translateForTheSite('en', 'waitlist.offer.founders'));
  });

  it("is not the site's: a console key does not compile there and shows as the key itself (spec §3)", () => {
    // @ts-expect-error: a key of the console's dictionary, which the public site's `t` does not know
    expect(translateForTheSite('de', 'console.layout.title')).toBe('console.layout.title');
  });

  it('asks for exactly the placeholders of the German text and refuses a misspelled key at compile time', () => {
    expect(translator('en')('console.account.passkeyName', { number: 2 })).toBe('Passkey 2');
    // @ts-expect-error: 'numbr' is a misspelling of the placeholder 'number'
    expect(translator('de')('console.account.passkeyName', { numbr: 2 })).toBe('Passkey {number}');
    // @ts-expect-error: 'console.layout.titel' is a typo of 'console.layout.title'
    expect(translate('de', 'console.layout.titel')).toBe('console.layout.titel');
  });
});
