import { describe, expect, it, vi } from 'vitest';
import siteConfig from '#site.config.ts';
import { translate } from '../i18n/translate.ts';
import { RETENTION_PERIODS } from '../lib/retention.ts';
import { fillLegalHtml } from './legal-view.ts';

vi.mock('./queries.ts', () => ({ legalPage: vi.fn() }));

describe('fillLegalHtml', () => {
  it('fills operator facts from the site configuration, escaped', () => {
    expect(fillLegalHtml('<p>{{legalEntity}}, {{street}}, {{privacyEmail}}</p>', 'de')).toBe(
      `<p>${siteConfig.legalEntity}, ${siteConfig.address.street}, ${siteConfig.email.privacy}</p>`,
    );
  });
  it('fills placeholders in a link address, which the Markdown renderer percent-encodes', () => {
    expect(
      fillLegalHtml(
        '<a href="mailto:%7B%7BcontactEmail%7D%7D">{{contactEmail}}</a> <a href="tel:%7B%7BphoneE164%7D%7D">{{phoneLinkText}}</a>',
        'en',
      ),
    ).toBe(
      `<a href="mailto:${siteConfig.email.contact}">${siteConfig.email.contact}</a> <a href="tel:${siteConfig.phone.e164}">${siteConfig.phone.display.replace(/ /g, '\u00a0')}</a>`,
    );
  });
  it("names the processors' countries in the text's language and says whether data leaves Switzerland (decision 0016)", () => {
    expect(fillLegalHtml('<p>{{hostingProvider}}, {{hostingCountries}}; {{mailProvider}}, {{mailCountries}}</p>', 'de')).toBe(
      `<p>${siteConfig.processors.hosting.name}, Schweiz; ${siteConfig.processors.mail.name}, Schweiz</p>`,
    );
    expect(fillLegalHtml('<p>{{hostingCountries}}</p>', 'en')).toBe('<p>Switzerland</p>');
    expect(fillLegalHtml('<p>{{dataLocation}}</p>', 'de')).toBe(`<p>${translate('de', 'legal.dataLocation.switzerland')}</p>`);
    expect(fillLegalHtml('<p>{{dataLocation}}</p>', 'en')).toBe(`<p>${translate('en', 'legal.dataLocation.switzerland')}</p>`);
  });
  it('states the retention periods the server applies by default', () => {
    expect(
      fillLegalHtml(
        '<p>{{retentionContactMessages}} / {{retentionWaitlistEntries}} / {{retentionUnconfirmedNewsletter}} / {{retentionSecurityEvents}}</p>',
        'de',
      ),
    ).toBe(
      `<p>${RETENTION_PERIODS.contactMessages.fallback} / ${RETENTION_PERIODS.waitlistEntries.fallback} / ${RETENTION_PERIODS.unconfirmedNewsletter.fallback} / ${RETENTION_PERIODS.securityEvents.fallback}</p>`,
    );
  });
  it('refuses an unknown placeholder', () => {
    expect(() => fillLegalHtml('<p>{{nope}}</p>', 'de')).toThrow(/nope/);
    // Without a language model of another provider in site.config.ts, a notice that names one does not build.
    expect(() => fillLegalHtml('<p>{{languageModelProvider}}</p>', 'en')).toThrow(/languageModelProvider/);
  });
});
