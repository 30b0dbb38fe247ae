import { describe, expect, it } from 'vitest';
import { alternatesFor, localeFromPath, localeOfPrefix, localeStaticPaths, localizePath, stripLocale, switchLocaleHref } from './paths.ts';

describe('localeFromPath', () => {
  it.each([
    ['/', 'de'],
    ['/about', 'de'],
    ['/english-guide', 'de'],
    ['/enterprise', 'de'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/blog/x', 'en'],
  ])('%s is %s', (path, locale) => expect(localeFromPath(path)).toBe(locale));
});

describe('localizePath and stripLocale', () => {
  it('prefixes English and leaves German bare', () => {
    expect(localizePath('/about', 'en')).toBe('/en/about');
    expect(localizePath('/about', 'de')).toBe('/about');
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('/en/about', 'de')).toBe('/about');
    expect(localizePath('/en/about', 'en')).toBe('/en/about');
  });
  it('strips the prefix to a neutral path', () => {
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/')).toBe('/');
    expect(stripLocale('/en/faq')).toBe('/faq');
    expect(stripLocale('/enterprise')).toBe('/enterprise');
  });
});

describe('switchLocaleHref', () => {
  it('keeps path, query and hash when adding /en', () => {
    expect(switchLocaleHref('/blog?search=AI%20Accounting#top', 'en')).toBe('/en/blog?search=AI%20Accounting#top');
  });
  it('keeps path, query and hash when removing /en', () => {
    expect(switchLocaleHref('/en/services/tax-reporting?x=1#faq', 'de')).toBe('/services/tax-reporting?x=1#faq');
  });
  it('maps the homes onto each other', () => {
    expect(switchLocaleHref('/', 'en')).toBe('/en/');
    expect(switchLocaleHref('/en/', 'de')).toBe('/');
    expect(switchLocaleHref('/en', 'de')).toBe('/');
    expect(switchLocaleHref('?q=1', 'en')).toBe('/en/?q=1');
  });
  it('keeps unknown paths for the 404 page', () => {
    expect(switchLocaleHref('/does/not/exist?a=b#c', 'en')).toBe('/en/does/not/exist?a=b#c');
  });
  // A path starting with // or /\ would name another host.
  it.each([
    ['/en//evil.example/x', 'de', '/evil.example/x'],
    ['/en/\\evil.example/x?a=1#b', 'de', '/evil.example/x?a=1#b'],
    ['//evil.example/x', 'en', '/en/evil.example/x'],
    ['//evil.example/x', 'de', '/evil.example/x'],
    ['/\\evil.example', 'de', '/evil.example'],
    ['/en///', 'de', '/'],
  ] as const)('never leads off the site: %s in %s → %s', (href, target, expected) => {
    expect(switchLocaleHref(href, target)).toBe(expected);
  });
});

describe('alternatesFor', () => {
  it('lists de, en and x-default (German) as absolute URLs', () => {
    expect(alternatesFor('/en/faq', 'https://www.example.ch')).toEqual([
      { hreflang: 'de', href: 'https://www.example.ch/faq' },
      { hreflang: 'en', href: 'https://www.example.ch/en/faq' },
      { hreflang: 'x-default', href: 'https://www.example.ch/faq' },
    ]);
  });
});

describe('localeStaticPaths', () => {
  it('builds the German route without a prefix and the English one under /en', () => {
    expect(localeStaticPaths()).toEqual([
      { params: { locale: undefined }, props: { locale: 'de' } },
      { params: { locale: 'en' }, props: { locale: 'en' } },
    ]);
  });
});

describe('localeOfPrefix', () => {
  it('gives German for no prefix and English for /en', () => {
    expect(localeOfPrefix(undefined)).toBe('de');
    expect(localeOfPrefix('en')).toBe('en');
  });
  it('has no language for /de (the static pages have no such prefix) or any other prefix', () => {
    expect(localeOfPrefix('de')).toBeUndefined();
    expect(localeOfPrefix('fr')).toBeUndefined();
    expect(localeOfPrefix('en/extra')).toBeUndefined();
  });
});
