import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { isLocalPath, isSameOrigin, publicOrigins, refererPath } from './public-origin.ts';

const origins = publicOrigins(parseEnv({ SITE_URL: 'https://www.example.ch', SITE_ALLOWED_HOSTS: 'example.ch, Staging.Example.ch:8443' }));

/** A post as a browser sends it to the server at `url`, with these headers. */
const post = (url: string, headers: Record<string, string>) => new Request(url, { method: 'POST', headers });

describe('publicOrigins', () => {
  it("is SITE_URL's origin and each allowed host under its scheme", () => {
    expect([...origins]).toEqual(['https://www.example.ch', 'https://example.ch', 'https://staging.example.ch:8443']);
    expect([...publicOrigins(parseEnv({}))]).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321', 'http://[::1]:4321']);
  });

  it('takes the loopback names alike for a site on this machine, and no other host', () => {
    const local = publicOrigins(parseEnv({ SITE_URL: 'http://127.0.0.1:4321' }));
    expect(isSameOrigin(post('http://localhost:4321/api/contact', { Origin: 'http://localhost:4321' }), local)).toBe(true);
    expect(isSameOrigin(post('http://evil.example:4321/api/contact', { Origin: 'http://evil.example:4321' }), local)).toBe(false);
    expect(isSameOrigin(post('http://localhost:4322/api/contact', { Origin: 'http://localhost:4322' }), local)).toBe(false);
  });
});

describe('isSameOrigin', () => {
  it("takes a post from SITE_URL's origin or an allowed host", () => {
    expect(isSameOrigin(post('https://www.example.ch/api/contact', { Origin: 'https://www.example.ch' }), origins)).toBe(true);
    expect(isSameOrigin(post('https://example.ch/api/contact', { Origin: 'https://example.ch' }), origins)).toBe(true);
  });

  it('refuses an Origin that only matches the Host the request names (DNS rebinding)', () => {
    expect(isSameOrigin(post('http://evil.example/api/contact', { Origin: 'http://evil.example' }), origins)).toBe(false);
    expect(isSameOrigin(post('http://www.example.ch/api/contact', { Origin: 'http://www.example.ch' }), origins)).toBe(false);
  });

  it('decides without Origin by Sec-Fetch-Site, and lets clients that are no browser through', () => {
    expect(isSameOrigin(post('https://www.example.ch/api/contact', { 'Sec-Fetch-Site': 'cross-site' }), origins)).toBe(false);
    expect(isSameOrigin(post('https://www.example.ch/api/contact', { 'Sec-Fetch-Site': 'same-origin' }), origins)).toBe(true);
    expect(isSameOrigin(post('https://www.example.ch/api/contact', {}), origins)).toBe(true);
  });
});

describe('refererPath', () => {
  const from = (referer: string) => refererPath(post('https://www.example.ch/api/newsletter', { Referer: referer }), origins);

  it('is the path of a page of this site', () => {
    expect(from('https://www.example.ch/en/blog?tag=ai#posts')).toBe('/en/blog');
    expect(from('https://example.ch/')).toBe('/');
  });

  it.each([
    'https://www.example.ch//evil.example/x',
    'https://www.example.ch/\\evil.example/x',
    'https://evil.example/en/blog',
    'http://www.example.ch/en/blog',
    '/en/blog',
    'not an address',
    'http://[',
  ])('is nothing for %s', (referer) => expect(from(referer)).toBeUndefined());
});

describe('isLocalPath', () => {
  it.each([
    ['/', true],
    ['/en/blog', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['evil.example', false],
    ['https://evil.example/', false],
  ])('%s → %s', (path, local) => expect(isLocalPath(path)).toBe(local));
});
