import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyPage } from '../setup/pages.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

let server: RunningServer;
let proxied: RunningServer;
beforeAll(async () => {
  [server, proxied] = await Promise.all([startBuiltServer(), startBuiltServer({ TRUST_PROXY: 'true' })]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), proxied?.stop()]);
});

const get = (path: string, init?: RequestInit) => fetch(server.origin + path, init);

describe('security headers', () => {
  it.each(['/', '/en/faq', '/favicon.svg', '/sitemap.xml', '/gibt-es-nicht'])('are sent with %s', async (path) => {
    const response = await get(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  // Decision 0021: cross-origin isolation only where the operator works; a public page opened from another
  // site then needs no fresh renderer before its first paint.
  it.each([
    '/',
    '/en/faq',
    '/blog/qr-rechnung-automation-schweiz',
    '/tools/linkedin-post-generator',
    '/favicon.svg',
    '/api/tiers',
    '/gibt-es-nicht',
    '/administration',
  ])('%s is not cross-origin isolated', async (path) => {
    const response = await get(path);
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it.each([
    '/admin',
    '/admin/',
    '/en/admin',
    '/admin/sign-in',
    '/en/admin/sign-in?next=%2Fadmin',
    '/admin/inbox/1',
    '/admin/invite/not-a-token',
  ])('the console address %s is cross-origin isolated, with a session or without', async (path) => {
    const response = await get(path, { redirect: 'manual' });
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
  });

  const directives = (policy: string) =>
    new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(' ')] as const;
      }),
    );

  // Decision 0013: the whole policy as a header on every page, prerendered or rendered on demand.
  it.each([
    '/',
    '/en',
    '/en/contact',
    '/blog',
    '/request-blocked',
    '/en/blog?search=<script>x</script>',
    '/gibt-es-nicht',
    '/en/does-not-exist',
  ])('%s sends its full policy as a header: nothing unless named, scripts only by hash', async (path) => {
    const response = await get(path);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    expect(policy.get('default-src')).toBe("'none'");
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'manifest-src'])
      expect(policy.get(name)).toMatch(/'self'/);
    expect(policy.get('script-src')).toMatch(/'sha(256|384|512)-/);
    expect(policy.get('script-src')).not.toContain('unsafe-inline');
    expect(policy.get('form-action')).toBe("'self'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(await response.text()).not.toMatch(/<meta http-equiv="content-security-policy"/i);
  });

  it.each(['/favicon.svg', '/robots.txt', '/sitemap.xml', '/rss.xml', '/api/health'])(
    '%s is no page and may load nothing',
    async (path) => {
      const response = await get(path);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    },
  );

  it('sends HSTS only over HTTPS, and believes the proxy only when told to', async () => {
    const headers = { 'X-Forwarded-Proto': 'https' };
    expect((await get('/', { headers })).headers.get('strict-transport-security')).toBeNull();
    const viaProxy = await fetch(`${proxied.origin}/`, { headers });
    expect(viaProxy.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('compresses pages for browsers that accept it', async () => {
    const response = await get('/en/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(response.headers.get('content-encoding'));
  });
});

describe('guarded navigation (spec §5)', () => {
  it.each([
    ['/blog?search=<script>alert("x")</script>', 'Anfrage blockiert'],
    ['/en/blog?search=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'Request blocked'],
    ['/services?next=javascript:alert(document.cookie)', 'Anfrage blockiert'],
    ['/en/<script>alert(1)</script>', 'Request blocked'],
  ])('refuses %s with 400 and does not echo it', async (path, heading) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(heading);
    expect(html).not.toMatch(/alert|<script>alert|javascript:alert/i);
  });
});

// spec §2's suggested searches, each in the page's language (the English ones as the spec words them).
const SUGGESTED_SEARCHES = {
  de: ['Schweizer ERP-Integration', 'KI-Buchhaltung', 'Steuer-Automatisierung', 'FINMA-Compliance'],
  en: ['Swiss ERP Integration', 'AI Accounting', 'Tax Automation', 'FINMA Compliance'],
};

describe('not-found page (spec §2)', () => {
  it.each([
    ['/gibt-es-nicht', 'de', 'Seite nicht gefunden', 'Zur Startseite'],
    ['/en/does-not-exist', 'en', 'Page not found', 'Return Home'],
    ['/en/services/does/not/exist', 'en', 'Page not found', 'Go Back'],
  ])('%s answers 404 in its language', async (path, lang, title, button) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(title);
    expect(html).toContain(button);
    for (const term of SUGGESTED_SEARCHES[lang as keyof typeof SUGGESTED_SEARCHES]) {
      expect(html).toContain(`blog?search=${encodeURIComponent(term)}`);
    }
  });
});

describe('server error (spec §8)', () => {
  it.each([
    [
      '/test-hooks/server-error',
      'Etwas ist schief gelaufen',
      'Ein unerwarteter Fehler ist aufgetreten. Unsere Entwickler wurden benachrichtigt.',
      'Fehler-ID',
    ],
    ['/en/test-hooks/server-error', 'Something went wrong', 'An unexpected error occurred. Our developers have been notified.', 'Error ID'],
  ])('%s answers 500 with the crash screen', async (path, title, text, idLabel) => {
    const response = await get(path);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain(title);
    expect(html).toContain(text);
    expect(html).toMatch(new RegExp(`${idLabel}(<!-- -->)?: <code[^>]*>[0-9A-Z]{6,}</code>`));
  });

  it('test hooks do not exist unless enabled', async () => {
    const plain = await startBuiltServer({ ENABLE_TEST_HOOKS: 'false' });
    try {
      expect((await fetch(`${plain.origin}/test-hooks/server-error`)).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});

describe('sitemap and robots', () => {
  it('the sitemap lists every indexable page with de, en and x-default alternates', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const expected = everyPage().filter((path) => !path.endsWith('/auth'));
    expect(locs.sort()).toEqual(expected.sort());
    expect(xml.match(/hreflang="x-default"/g)?.length).toBe(locs.length);
    expect(xml).not.toContain('/auth<');
  });

  it('robots.txt points to the sitemap', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });
});
