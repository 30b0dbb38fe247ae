import { describe, expect, it } from 'vitest';
import { SERVICE_SLUGS, type ServiceSlug } from '../lib/routes.ts';
import { translate, translator } from './translate.ts';

// The @ts-expect-error lines are the test of the key and params types: `npm run check` fails on a directive
// that has no error to expect, so these fail the moment translate accepts a key site/de.ts does not have, or
// params other than the placeholders of the key's text.
describe('translate', () => {
  it('returns the text of the language', () => {
    expect(translate('de', 'notFound.title')).toBe('Seite nicht gefunden');
    expect(translate('en', 'notFound.title')).toBe('Page not found');
  });

  it('fills placeholders', () => {
    expect(translate('en', 'footer.copyright', { year: 2026, company: 'X AG' })).toBe('© 2026 X AG. All rights reserved.');
  });

  it('shows the key itself for a key it does not know (spec §3), which the compiler refuses', () => {
    // @ts-expect-error: not a key of site/de.ts
    expect(translate('de', 'nav.doesNotExist')).toBe('nav.doesNotExist');
    // @ts-expect-error: not a key of site/de.ts
    expect(translate('en', 'nav.doesNotExist')).toBe('nav.doesNotExist');
  });

  it('refuses a misspelled key at compile time', () => {
    // @ts-expect-error: 'nav.sevices' is a typo of 'nav.services'
    expect(translator('en')('nav.sevices')).toBe('nav.sevices');
    expect(translator('en')('nav.services')).toBe('Services');
  });

  it('asks for exactly the placeholders of the German text at compile time', () => {
    expect(translate('de', 'waitlist.progress', { step: 1, total: 3 })).toBe('Schritt 1 von 3');
    // @ts-expect-error: 'totl' is a misspelling of the placeholder 'total'
    expect(translate('de', 'waitlist.progress', { step: 1, totl: 3 })).toBe('Schritt 1 von {total}');
    // @ts-expect-error: 'total' is missing
    expect(translate('de', 'waitlist.progress', { step: 1 })).toBe('Schritt 1 von {total}');
    // @ts-expect-error: the text has placeholders, so the params are not optional
    expect(translator('de')('waitlist.progress')).toBe('Schritt {step} von {total}');
    // @ts-expect-error: a text without placeholders takes no params
    expect(translate('en', 'nav.services', { n: 1 })).toBe('Services');
  });

  it('checks a template key for every value of its part', () => {
    for (const slug of SERVICE_SLUGS) expect(translate('de', `services.${slug}`)).not.toBe(`services.${slug}`);
    const withoutEntry = 'no-such-service' as ServiceSlug | 'no-such-service';
    // @ts-expect-error: services.no-such-service is not in site/de.ts
    expect(translate('de', `services.${withoutEntry}`)).toBe('services.no-such-service');
  });
});
