import { describe, expect, it, vi } from 'vitest';
import siteConfig from '../../site.config.ts';
import { fillLegalHtml } from './legal-view.ts';

vi.mock('./queries.ts', () => ({ legalPage: vi.fn() }));

describe('fillLegalHtml', () => {
  it('fills operator facts from the site configuration, escaped', () => {
    expect(fillLegalHtml('<p>{{legalEntity}}, {{street}}, {{privacyEmail}}</p>')).toBe(
      `<p>${siteConfig.legalEntity}, ${siteConfig.address.street}, ${siteConfig.email.privacy}</p>`,
    );
  });
  it('fills placeholders in a link address, which the Markdown renderer percent-encodes', () => {
    expect(fillLegalHtml('<a href="mailto:%7B%7BcontactEmail%7D%7D">{{contactEmail}}</a> <a href="tel:%7B%7BphoneE164%7D%7D">{{phoneLinkText}}</a>')).toBe(
      `<a href="mailto:${siteConfig.email.contact}">${siteConfig.email.contact}</a> <a href="tel:${siteConfig.phone.e164}">${siteConfig.phone.display.replace(/ /g, '\u00a0')}</a>`,
    );
  });
  it('refuses an unknown placeholder', () => {
    expect(() => fillLegalHtml('<p>{{nope}}</p>')).toThrow(/nope/);
  });
});
