import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalTarget, pageAddress, pageTarget } from './canonical-path.ts';

/** The target a request ends up at: its canonical form, or itself when it is canonical already. */
const settled = (target: string) => canonicalTarget(target) ?? target;
const pathOf = (target: string) => target.split(/[?#]/, 1)[0]!;
const count = (pattern: RegExp, path: string) => (path.match(pattern) ?? []).length;

describe('the canonical form of a request target (decision 0026)', () => {
  it.each([
    ['/en//faq', '/en/faq'],
    ['/en/./faq', '/en/faq'],
    ['/en/faq/.', '/en/faq/'],
    ['/en/faq/..', '/en/'],
    ['/en/%2e%2E/admin', '/admin'],
    ['/en/.%2e/.%2E/../admin', '/admin'],
    ['/%61dmin', '/admin'],
    ['/%41%7e%2D%5f%2e%30', '/A~-_%2E0'],
    ['//admin/inbox', '/admin/inbox'],
    ['///admin//inbox//', '/admin/inbox/'],
    ['/en\\faq', '/en/faq'],
    ['/%3cscript%3e', '/%3Cscript%3E'],
    ['/en//faq?next=%2F%2Fevil.example&a=b', '/en/faq?next=%2F%2Fevil.example&a=b'],
    ['/en/./faq?q=<b>', '/en/faq?q=%3Cb%3E'],
  ])('%s is %s', (target, canonical) => {
    expect(canonicalTarget(target)).toBe(canonical);
  });

  it.each([
    ['//evil.example', '/evil.example'],
    ['//evil.example/x?y', '/evil.example/x?y'],
    ['/\\evil.example', '/evil.example'],
    ['/\\/evil.example', '/evil.example'],
    ['/%5Cevil.example', undefined],
    ['/.//evil.example', '/evil.example'],
    ['/..//evil.example', '/evil.example'],
    ['/%2e%2e//evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', undefined],
    ['/%2f/evil.example', '/%2F/evil.example'],
  ])('%s never becomes an address of another host', (target, canonical) => {
    expect(canonicalTarget(target)).toBe(canonical);
  });

  it.each([
    '/',
    '/en/faq',
    '/en/faq/',
    '/admin/inbox/1',
    '/api/contact',
    '/_astro/site.abc123.js',
    '/en/blog?search=%3Cx%3E',
    '/en%2Ffaq',
    '/%2E%2E%2Fetc',
    '*',
    'http://evil.example/admin',
  ])('%s is left as it is', (target) => {
    expect(canonicalTarget(target)).toBeUndefined();
  });

  const segment = fc.constantFrom(
    '',
    '.',
    '..',
    '%2e',
    '%2E%2e',
    '.%2e',
    'en',
    'admin',
    '%61dmin',
    'faq',
    'evil.example',
    '%2F',
    '%2f..',
    '%5C',
    '\\',
    '%25',
    '%',
    '%zz',
    '~',
    '%7E',
    'f\u00c3\u00bc',
    '<x>',
    '%3c',
  );
  const target = fc
    .tuple(fc.array(segment, { maxLength: 8 }), fc.option(fc.constantFrom('?', '?next=%2F%2Fevil.example', '?a=1&b=/../x', '?<q>')))
    .map(([segments, query]) => `/${segments.join('/')}${query ?? ''}`);

  it('is a path of this site, stable, with no separator or dot the target did not have, and its query kept', () => {
    fc.assert(
      fc.property(target, (given) => {
        const canonical = settled(given);
        expect(canonical).toMatch(/^\/(?![/\\])/);
        expect(canonicalTarget(canonical)).toBeUndefined();
        expect(count(/[/\\]/g, pathOf(canonical))).toBeLessThanOrEqual(count(/[/\\]/g, pathOf(given)));
        expect(count(/\./g, pathOf(canonical))).toBeLessThanOrEqual(count(/\./g, pathOf(given)));
        if (canonical !== given) expect(canonical.slice(pathOf(canonical).length)).toBe(new URL(`http://x${given}`).search);
      }),
      { numRuns: 5000 },
    );
  });

  it('then has the path its page is known by, and is not sent on again (decision 0048)', () => {
    fc.assert(
      fc.property(target, (given) => {
        const canonical = settled(given);
        const final = pageTarget(canonical) ?? canonical;
        expect(final).toMatch(/^\/(?![/\\])/);
        expect(canonicalTarget(final)).toBeUndefined();
        expect(pageTarget(final)).toBeUndefined();
        expect(final.slice(pathOf(final).length)).toBe(canonical.slice(pathOf(canonical).length));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('the address a page is known by (decision 0048)', () => {
  it.each([
    ['/about/', '/about'],
    ['/en/faq/', '/en/faq'],
    ['/en/blog/steuern/', '/en/blog/steuern'],
    ['/api/tiers/', '/api/tiers'],
    ['/en', '/en/'],
    ['/', '/'],
    ['/en/', '/en/'],
    ['/about', '/about'],
    ['/english/', '/english'],
    ['/en%2Ffaq', '/en%2Ffaq'],
    ['/en/en/en', '/en/en/en'],
    ['/en/en/', '/en/en'],
  ])('%s is %s', (path, page) => {
    expect(pageAddress(path)).toBe(page);
  });

  it('keeps the query and fragment; leaves a target that is no path alone', () => {
    expect(pageTarget('/en/faq/?utm_source=LinkedIn&next=%2F')).toBe('/en/faq?utm_source=LinkedIn&next=%2F');
    expect(pageTarget('/en?x=1')).toBe('/en/?x=1');
    expect(pageTarget('/?x=1')).toBeUndefined();
    expect(pageTarget('/en/faq?x=/')).toBeUndefined();
    expect(pageTarget('*')).toBeUndefined();
    expect(pageTarget('http://evil.example/admin/')).toBeUndefined();
  });
});
