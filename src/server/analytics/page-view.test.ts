import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DIRECT } from '#lib/analytics.ts';
import { answeredWithPage, isPrefetch, mayBePageView, pagePath, pageViewOf } from './page-view.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { accept: PAGE, 'user-agent': FIREFOX, ...headers } }) as unknown as IncomingMessage;

describe('what may become a page view', () => {
  it("a browser's GET of a page of the site, with or without a query", () => {
    expect(mayBePageView(request('/'))).toBe(true);
    expect(mayBePageView(request('/en/blog/steuern?utm_campaign=herbst'))).toBe(true);
  });

  it('not a HEAD, a file, the console, the API, a prefetch, a robot or a request that does not ask for HTML', () => {
    expect(mayBePageView(request('/', {}, 'HEAD'))).toBe(false);
    expect(mayBePageView(request('/rss.xml'))).toBe(false);
    expect(mayBePageView(request('/_astro/site.Ab12.css'))).toBe(false);
    expect(mayBePageView(request('/admin'))).toBe(false);
    expect(mayBePageView(request('/en/admin/statistics'))).toBe(false);
    expect(mayBePageView(request('/api/health'))).toBe(false);
    expect(mayBePageView(request('/faq', { 'sec-purpose': 'prefetch;prerender' }))).toBe(false);
    expect(mayBePageView(request('/faq', { purpose: 'prefetch' }))).toBe(false);
    expect(mayBePageView(request('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }))).toBe(
      false,
    );
    expect(mayBePageView(request('/', { 'user-agent': '' }))).toBe(false);
    expect(mayBePageView(request('/', { accept: '*/*' }))).toBe(false);
  });

  it('counted once answered 200, or 304 (the kept copy shown again); not an error or a redirect', () => {
    const answered = (statusCode: number) => answeredWithPage({ statusCode } as ServerResponse);
    expect([200, 304, 302, 404, 500].map(answered)).toEqual([true, true, false, false, false]);
  });
});

describe('the path a page view is counted under', () => {
  it('is the request path without its query or fragment, as a URL reads it', () => {
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/en/blog?utm_source=linkedin#top')).toBe('/en/blog');
    expect(pagePath('/faq#fragen?no')).toBe('/faq');
    expect(pagePath('/a/../services')).toBe('/services');
  });
});

describe('a prefetch, as the server or an endpoint sees the request', () => {
  it('is read from a Node request and from a fetch Request alike', () => {
    expect(isPrefetch(request('/book', { 'sec-purpose': 'prefetch' }))).toBe(true);
    expect(isPrefetch(new Request('http://site.invalid/book', { headers: { 'Sec-Purpose': 'prefetch;prerender' } }))).toBe(true);
    expect(isPrefetch(new Request('http://site.invalid/book', { headers: { Purpose: 'prefetch' } }))).toBe(true);
    expect(isPrefetch(new Request('http://site.invalid/book', { headers: { 'X-Moz': 'prefetch' } }))).toBe(true);
    expect(isPrefetch(new Request('http://site.invalid/book'))).toBe(false);
    expect(isPrefetch(request('/book'))).toBe(false);
  });
});

describe('what is kept of a first page view (decision 0048)', () => {
  const OWN = new Set(['www.example.ch']);
  const of = (url: string, referer?: string) => pageViewOf(url, referer, FIREFOX, OWN);

  it('campaign values in lower case, however the link spelt them', () => {
    const view = of('/?utm_source=LinkedIn&utm_medium=Social&utm_campaign=Herbst-2026');
    expect([view.source, view.medium, view.campaign]).toEqual(['linkedin', 'social', 'herbst-2026']);
  });

  it('ref or source as the source when utm_source is absent; utm_source first', () => {
    expect(of('/?ref=ProductHunt').source).toBe('producthunt');
    expect(of('/?source=Newsletter').source).toBe('newsletter');
    expect(of('/?utm_source=linkedin&ref=producthunt').source).toBe('linkedin');
    expect(of('/?ref=&source=xing').source).toBe('xing');
    expect(of('/').source).toBe(DIRECT);
  });

  it("the visitor's channel, from the referrer and the campaign", () => {
    expect(of('/', 'https://mail.google.com/').channel).toBe('email');
    expect(of('/?utm_medium=Email&utm_source=newsletter').channel).toBe('email');
    expect(of('/', 'https://www.google.ch/').channel).toBe('search');
    expect(of('/?ref=linkedin').channel).toBe('social');
    expect(of('/', 'https://chatgpt.com/').channel).toBe('ai');
    expect(of('/', 'https://partner.example.org/links').channel).toBe('website');
    expect(of('/', 'https://www.example.ch/services').channel).toBe('direct');
    expect(of('/').channel).toBe('direct');
  });
});
