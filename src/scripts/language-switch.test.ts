import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateLanguageLinks } from './language-switch.ts';

/** The language links of a page as the script sees them: anchors with data-lang-switch. */
function pageWithLinks() {
  const links = (['de', 'en'] as const).map((langSwitch) => ({ dataset: { langSwitch }, href: '' }));
  const root = { querySelectorAll: () => links } as unknown as ParentNode;
  return { root, href: (target: string) => links.find((link) => link.dataset.langSwitch === target)!.href };
}

const visit = (pathname: string, search = '', hash = '') => vi.stubGlobal('location', { pathname, search, hash });

afterEach(() => vi.unstubAllGlobals());

describe('updateLanguageLinks', () => {
  it('keeps the path, the query and the hash (spec §2)', () => {
    visit('/en/blog', '?tag=ai', '#posts');
    const page = pageWithLinks();
    updateLanguageLinks(page.root);
    expect(page.href('de')).toBe('/blog?tag=ai#posts');
    expect(page.href('en')).toBe('/en/blog?tag=ai#posts');
  });

  // The site serves its 404 page on /en//evil.example/x; its links must stay on the site.
  it.each([
    ['/en//evil.example/x', 'de', '/evil.example/x#top'],
    ['/en///evil.example//x', 'de', '/evil.example/x#top'],
    ['//evil.example/x', 'en', '/en/evil.example/x#top'],
  ])('on %s links %s to a path of this site', (pathname, target, expected) => {
    visit(pathname, '', '#top');
    const page = pageWithLinks();
    updateLanguageLinks(page.root);
    expect(page.href(target)).toBe(expected);
  });
});
