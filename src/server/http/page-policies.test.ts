import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPagePolicies, pagePolicyFor, pinPagePolicy, type PagePolicies } from './page-policies.ts';

function headersFile(entries: [pathname: string, policy: string][]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'page-policies-')), '_headers.json');
  writeFileSync(
    file,
    JSON.stringify(entries.map(([pathname, value]) => ({ pathname, headers: [{ key: 'Content-Security-Policy', value }] }))),
  );
  return file;
}

// Listed in the order the adapter writes them: a page before the home page, an article before its listing.
const policies = loadPagePolicies(
  headersFile([
    ['/about', "script-src 'sha256-about'"],
    ['/en/blog/an-article', "script-src 'sha256-article'"],
    ['/en/blog', "script-src 'sha256-listing'"],
    ['/', "script-src 'sha256-home'"],
  ]),
);

describe('each prerendered page gets the policy of exactly its own path', () => {
  it.each([
    ['/', "script-src 'sha256-home'"],
    ['/index.html', "script-src 'sha256-home'"],
    ['/en/blog', "script-src 'sha256-listing'"],
    ['/en/blog/', "script-src 'sha256-listing'"],
    ['/en/blog/?page=2#top', "script-src 'sha256-listing'"],
    ['/en/blog/index.html', "script-src 'sha256-listing'"],
    ['/en/blog/an-article', "script-src 'sha256-article'"],
    ['/en/bl', undefined],
    ['/%E0%A4%A', undefined],
  ])('%s', (url, policy) => {
    expect(pagePolicyFor(policies, url)).toBe(policy);
  });

  it('reads nothing when the build wrote no policies', () => {
    expect(loadPagePolicies(path.join(tmpdir(), 'no-such-dir', '_headers.json')).size).toBe(0);
  });
});

describe('pinPagePolicy', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(pinned: PagePolicies, answer: { type: string; adapterPolicy: string }): Promise<string> {
    server = createServer((req, res) => {
      pinPagePolicy(req, res, pinned);
      // What the adapter does for a prerendered page: a policy found by substring, then the file.
      res.setHeader('Content-Security-Policy', answer.adapterPolicy);
      res.setHeader('Content-Type', answer.type);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  }

  it("replaces the adapter's guess on a page", async () => {
    const origin = await serve(policies, { type: 'text/html', adapterPolicy: "script-src 'sha256-about'" });
    const response = await fetch(`${origin}/`);
    expect(response.headers.get('content-security-policy')).toBe("script-src 'sha256-home'");
  });

  it('leaves other answers on the same path alone', async () => {
    const origin = await serve(policies, { type: 'application/json', adapterPolicy: "default-src 'none'" });
    const response = await fetch(`${origin}/en/blog`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
  });
});
