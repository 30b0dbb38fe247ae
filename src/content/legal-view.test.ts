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
  it('refuses an unknown placeholder', () => {
    expect(() => fillLegalHtml('<p>{{nope}}</p>')).toThrow(/nope/);
  });
});
