import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteConfig from '#site.config.ts';
import { unbreakable } from '#lib/format.ts';
import { parseHtml } from '../setup/html.ts';

const CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client');

// On the imprint, the e-mail addresses and the phone number are links a visitor can use.
describe.each([
  ['de', 'impressum/index.html'],
  ['en', 'en/impressum/index.html'],
])('the imprint (%s)', (_locale, file) => {
  const document = parseHtml(readFileSync(path.join(CLIENT_DIR, file), 'utf8'));
  const links = [...document.querySelectorAll('main a[href]')].map((link) => ({
    href: link.getAttribute('href'),
    text: link.textContent?.trim(),
  }));

  it('links its e-mail addresses with mailto: and its phone number with tel:', () => {
    expect(links).toContainEqual({ href: `mailto:${siteConfig.email.contact}`, text: siteConfig.email.contact });
    expect(links).toContainEqual({ href: `mailto:${siteConfig.email.privacy}`, text: siteConfig.email.privacy });
    expect(links).toContainEqual({ href: `tel:${siteConfig.phone.e164}`, text: unbreakable(siteConfig.phone.display) });
  });
});
