import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorSessionCookie } from '../setup/operator.ts';
import { rawRequest } from '../setup/raw-request.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

/** A GET with its path sent exactly as written. */
const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.origin, path, { headers });
const policyOf = (answer: { headers: Record<string, string | string[] | undefined> }) =>
  String(answer.headers['content-security-policy'] ?? '');

/**
 * Decision 0026: a page reached by a path that is not its own (`/en//faq`, `/%61dmin`) was served with the
 * policy for non-pages, which blocks the page's own CSS and JS, and the console without its isolation.
 * Every such path is sent to the canonical one with 308 before any other rule sees it.
 */
describe('a path that is not canonical', () => {
  it.each([
    ['/en//faq', '/en/faq'],
    ['/en/./faq', '/en/faq'],
    ['/en/faq/.', '/en/faq'],
    ['/en/blog/../faq', '/en/faq'],
    ['/en/%2e%2e/en/faq', '/en/faq'],
    ['/en/%66aq', '/en/faq'],
    ['/en\\faq', '/en/faq'],
    ['//en/faq', '/en/faq'],
  ])('%s is sent to %s, a page served with its own policy', async (path, canonical) => {
    const answer = await get(path);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(canonical);
    expect(answer.body).toBe('');
    expect(policyOf(answer)).toContain("frame-ancestors 'none'");

    const page = await get(canonical);
    expect(page.status).toBe(200);
    expect(policyOf(page)).toMatch(/script-src 'self'/);
    expect(policyOf(page)).toMatch(/style-src 'self'/);
  });

  it('keeps the query, for every method', async () => {
    expect((await get('/en//blog?tag=ai&next=%2F%2Fevil.example')).headers.location).toBe('/en/blog?tag=ai&next=%2F%2Fevil.example');
    const post = await rawRequest(server.origin, '/api//contact?x=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(308);
    expect(post.headers.location).toBe('/api/contact?x=1');
  });

  it('sends an address carrying a script to its canonical form, encoded, where it is refused without an echo', async () => {
    const answer = await get('/en//<script>alert(1)</script>');
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/en/%3Cscript%3Ealert(1)%3C/script%3E');
    const refused = await get(String(answer.headers.location));
    expect(refused.status).toBe(400);
    expect(refused.body).not.toMatch(/alert/);
  });

  it('refuses a path sent in raw UTF-8 before any rule, as Node does', async () => {
    expect((await get(Buffer.from('/en//über', 'utf8').toString('latin1'))).status).toBe(400);
  });

  it.each([
    '//evil.example',
    '//evil.example/x?y=1',
    '/\\evil.example',
    '/\\/evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '///evil.example//',
  ])('%s is sent to a path of this site, never to another host', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(308);
    const location = String(answer.headers.location);
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, server.origin).origin).toBe(server.origin);
  });

  it.each(['/en%2Ffaq', '/..%2F..%2Fetc%2Fpasswd', '/%2E%2E%2F%2E%2E%2Fpackage.json', '/_astro%2F..%2F..%2Fpackage.json', '/en%5Cfaq'])(
    '%s keeps its encoded separators and reaches no file outside the site',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).not.toBe(308);
      expect(answer.status).not.toBe(200);
      expect(answer.body).not.toContain('"dependencies"');
    },
  );

  it('a page is not redirected by its canonical path, nor with a query', async () => {
    for (const path of ['/', '/en/', '/en/faq', '/en/blog?search=%C3%BCber', '/favicon.svg', '/api/tiers'])
      expect((await get(path)).status, path).toBe(200);
  });
});

/**
 * Decision 0048: `/about/` and `/en/faq/` were answered 200 and counted as pages of their own. A page has one
 * address, the one its canonical link, the sitemap and the site's links give: without a trailing slash, but for
 * the homes (`/`, `/en/`).
 */
describe('a path with a trailing slash', () => {
  it.each([
    ['/about/', '/about'],
    ['/en/faq/', '/en/faq'],
    ['/en/blog/', '/en/blog'],
    ['/en', '/en/'],
    ['/en/faq/?utm_source=newsletter&next=%2F', '/en/faq?utm_source=newsletter&next=%2F'],
    ['/en//faq/', '/en/faq'],
  ])('%s is sent to %s for good (301), the query kept, a page that is not redirected again', async (path, page) => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await rawRequest(server.origin, path, { method });
      expect(answer.status, `${method} ${path}`).toBe(path.includes('//') ? 308 : 301);
      expect(answer.headers.location).toBe(page);
      expect(answer.body).toBe('');
      expect(policyOf(answer)).toContain("frame-ancestors 'none'");
    }
    expect((await get(page)).status).toBe(200);
  });

  it('a form post to a path with a slash is sent on with its body (308)', async () => {
    const post = await rawRequest(server.origin, '/api/contact/?x=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(308);
    expect(post.headers.location).toBe('/api/contact?x=1');
  });
});

describe('the console by a path that is not canonical, with a session', () => {
  let cookie: string;
  beforeAll(async () => {
    const { name, value } = await operatorSessionCookie(server.origin, 'canonical@example.ch');
    cookie = `${name}=${value}`;
  });

  it.each([
    ['/%61dmin', '/admin'],
    ['//admin/inbox', '/admin/inbox'],
    ['/en/%61dmin/inbox', '/en/admin/inbox'],
    ['/admin/./inbox', '/admin/inbox'],
  ])('%s is sent to %s rather than rendered, and the console there is cross-origin isolated', async (path, canonical) => {
    const answer = await get(path, { Cookie: cookie });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(canonical);
    expect(answer.body).toBe('');

    const console = await get(canonical, { Cookie: cookie });
    expect(console.status).toBe(200);
    expect(console.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(console.headers['cross-origin-embedder-policy']).toBe('require-corp');
  });

  it('an absolute URL as the request target, which the redirect leaves alone, renders no console either', async () => {
    for (const path of ['/admin', '/%61dmin', '//admin/inbox'])
      expect((await get(`${server.origin}${path}`, { Cookie: cookie })).status, path).toBe(404);
  });
});
