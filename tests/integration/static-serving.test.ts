import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NON_HTML_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '#lib/security-policy.ts';
import { everyPage } from '../setup/pages.ts';
import { rawBytes, type BytesAnswer } from '../setup/raw-request.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

// Decision 0018: built files are compressed once at build time and served from memory.
const DIST = path.resolve(import.meta.dirname, '../../dist');
const CLIENT_DIR = path.join(DIST, 'client');
const BROWSER = 'gzip, deflate, br, zstd';

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const get = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawBytes(server.origin, urlPath, { method, headers });
const header = (answer: BytesAnswer, name: string) => answer.headers[name] as string | undefined;
const decoded = (answer: BytesAnswer): Buffer => {
  const encoding = header(answer, 'content-encoding');
  return encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
};

/** The built file a path is served from: '/en/faq' → en/faq/index.html. */
const builtFile = (urlPath: string) => (path.extname(urlPath) ? urlPath.slice(1) : path.posix.join(urlPath.slice(1), 'index.html'));
const prerenderedPages = everyPage().filter((page) => existsSync(path.join(CLIENT_DIR, builtFile(page))));

async function bundledAssets(): Promise<string[]> {
  const html = (await get('/')).body.toString('utf8');
  return [...new Set([...html.matchAll(/(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
}

describe('choosing the encoding by Accept-Encoding', () => {
  it.each([
    [BROWSER, 'br'],
    ['gzip, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['br;q=0.2, gzip;q=0.9', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
  ])('%j gets %s, with the page unchanged once decoded', async (accept, encoding) => {
    const answer = await get('/en/faq', accept ? { 'Accept-Encoding': accept } : {});
    expect(answer.status).toBe(200);
    expect(header(answer, 'content-encoding')).toBe(encoding);
    expect(header(answer, 'vary')).toBe('Accept-Encoding');
    expect(Number(header(answer, 'content-length'))).toBe(answer.body.length);
    expect(decoded(answer).equals(readFileSync(path.join(CLIENT_DIR, 'en/faq/index.html')))).toBe(true);
  });

  it('without Accept-Encoding the page is sent as built', async () => {
    expect(header(await get('/'), 'content-encoding')).toBeUndefined();
  });

  it('sends the copy compressed at build time (brotli at its best quality), not one compressed per request', async () => {
    const answer = await get('/', { 'Accept-Encoding': 'br' });
    expect(answer.body.equals(readFileSync(path.join(DIST, 'precompressed', 'index.html.br')))).toBe(true);
  });
});

describe('validators', () => {
  it('each encoding has its own strong ETag', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (accept) => header(await get('/en/services', { 'Accept-Encoding': accept }), 'etag')),
    );
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(3);
  });

  it('answers 304 to If-None-Match with the ETag of the encoding asked for, and 200 to another', async () => {
    const full = await get('/en/services', { 'Accept-Encoding': 'br' });
    const tag = header(full, 'etag')!;
    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const again = await get('/en/services', { 'Accept-Encoding': 'br', 'If-None-Match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.body.length).toBe(0);
      expect(header(again, 'etag')).toBe(tag);
      expect(header(again, 'vary')).toBe('Accept-Encoding');
      expect(header(again, 'cache-control')).toBe(header(full, 'cache-control'));
      expect(header(again, 'content-security-policy')).toBe(header(full, 'content-security-policy'));
    }
    expect((await get('/en/services', { 'Accept-Encoding': 'gzip', 'If-None-Match': tag })).status).toBe(200);
    expect((await get('/en/services', { 'Accept-Encoding': 'br', 'If-None-Match': tag, 'Cache-Control': 'no-cache' })).status).toBe(200);
  });

  it('answers 304 to If-Modified-Since from the Last-Modified it sent', async () => {
    const full = await get('/favicon.svg', { 'Accept-Encoding': 'gzip' });
    expect((await get('/favicon.svg', { 'Accept-Encoding': 'gzip', 'If-Modified-Since': header(full, 'last-modified')! })).status).toBe(
      304,
    );
    expect((await get('/favicon.svg', { 'Accept-Encoding': 'gzip', 'If-Modified-Since': new Date(0).toUTCString() })).status).toBe(200);
  });

  it('hands a range request to the file server, which sends the range of the file as built', async () => {
    const answer = await get('/robots.txt', { Range: 'bytes=0-7' });
    expect(answer.status).toBe(206);
    expect(answer.body.toString()).toBe(readFileSync(path.join(CLIENT_DIR, 'robots.txt'), 'utf8').slice(0, 8));
  });
});

describe('HEAD', () => {
  it.each(['/', '/en/blog', '/favicon.svg'])('%s: no body, and the headers of GET', async (urlPath) => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const [full, head] = await Promise.all([
        get(urlPath, { 'Accept-Encoding': accept }),
        get(urlPath, { 'Accept-Encoding': accept }, 'HEAD'),
      ]);
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      const { date: _fullDate, ...fullHeaders } = full.headers;
      const { date: _headDate, ...headHeaders } = head.headers;
      expect(headHeaders, `${urlPath} ${accept}`).toEqual(fullHeaders);
    }
  });
});

describe('the headers of today, apart from the encoding and the ETag', () => {
  const CONTENT_TYPES: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.xml': 'application/xml',
    '.txt': 'text/plain; charset=utf-8',
  };
  const pagePolicies = new Map(
    (
      JSON.parse(readFileSync(path.join(DIST, '_headers.json'), 'utf8')) as {
        pathname: string;
        headers: { key: string; value: string }[];
      }[]
    ).map(({ pathname, headers }) => [pathname, headers[0]!.value]),
  );
  /** What the adapter's file server, compression and the security headers sent for this file before. */
  function expectedHeaders(urlPath: string): Record<string, string> {
    const file = builtFile(urlPath);
    const html = file.endsWith('.html');
    const headers = Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]));
    return {
      ...headers,
      'content-security-policy': html ? pagePolicies.get(urlPath.replace(/\/+$/, '') || '/')! : NON_HTML_CONTENT_SECURITY_POLICY,
      'accept-ranges': 'bytes',
      'cache-control': file.startsWith('_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
      'last-modified': statSync(path.join(CLIENT_DIR, file)).mtime.toUTCString(),
      'content-type': CONTENT_TYPES[path.extname(file)]!,
      vary: 'Accept-Encoding',
    };
  }
  const FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'etag']);
  const comparable = (answer: BytesAnswer) => Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !FRAMING.has(name)));

  it('every prerendered page, each encoding: its own policy, the security headers, type, caching', async () => {
    expect(prerenderedPages.length).toBeGreaterThan(40);
    for (const page of prerenderedPages) {
      for (const accept of ['br', 'gzip', '']) {
        const answer = await get(page, accept ? { 'Accept-Encoding': accept } : {});
        expect(answer.status, page).toBe(200);
        expect(comparable(answer), `${page} ${accept}`).toEqual(expectedHeaders(page));
      }
    }
  });

  it('assets, images, robots.txt and the feeds', async () => {
    // The sitemap is rendered per request (decision 0035: the newsletter's issues come from the database).
    for (const asset of [...(await bundledAssets()), '/favicon.svg', '/robots.txt', '/rss.xml', '/en/rss.xml']) {
      for (const accept of ['br', '']) {
        const answer = await get(asset, accept ? { 'Accept-Encoding': accept } : {});
        expect(answer.status, asset).toBe(200);
        expect(comparable(answer), `${asset} ${accept}`).toEqual(expectedHeaders(asset));
      }
    }
  });

  it('HSTS over HTTPS through a trusted proxy, as before', async () => {
    const proxied = await startBuiltServer({ TRUST_PROXY: 'true' });
    try {
      const answer = await rawBytes(proxied.origin, '/en/', { headers: { 'Accept-Encoding': 'br', 'X-Forwarded-Proto': 'https' } });
      expect(header(answer, 'strict-transport-security')).toMatch(/max-age=\d+/);
      expect(header(answer, 'content-encoding')).toBe('br');
      expect(
        header(await get('/en/', { 'Accept-Encoding': 'br', 'X-Forwarded-Proto': 'https' }), 'strict-transport-security'),
      ).toBeUndefined();
    } finally {
      await proxied.stop();
    }
  });
});

describe('pages rendered per request', () => {
  it.each(['/en/waitlist', '/gibt-es-nicht'])('%s is still compressed on the fly', async (urlPath) => {
    const answer = await get(urlPath, { 'Accept-Encoding': 'gzip, br' });
    expect(header(answer, 'content-encoding')).toBe('br');
    expect(header(answer, 'vary')).toBe('Accept-Encoding');
    expect(decoded(answer).toString('utf8')).toMatch(/^<!DOCTYPE html>/i);
  });

  it('the generator, rendered once for the server’s configuration, answers every request alike', async () => {
    const [first, second] = [await get('/en/tools/linkedin-post-generator'), await get('/en/tools/linkedin-post-generator')];
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    const { date: _first, ...firstHeaders } = first.headers;
    const { date: _second, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(header(second, 'content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect((await get('/en/tools/linkedin-post-generator', {}, 'POST')).status).toBe(405);
  });
});
