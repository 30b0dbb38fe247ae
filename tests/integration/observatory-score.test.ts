import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observatoryVerdict, type ObservatoryVerdict } from '../setup/observatory.ts';
import { ERROR_PAGES } from '../setup/pages.ts';
import { withPublishedIssue } from '../setup/newsletter-issue.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

// Decision 0013: A+ everywhere, and at least 130 points from the Observatory's grader on every route.
const MINIMUM_SCORE = 130;
const EVENT_SLUG = 'observatory-workshop';

let server: RunningServer;
beforeAll(async () => {
  // Behind the TLS proxy, as deployed: HSTS is sent because the proxy says the visitor came over HTTPS.
  // With a published newsletter issue, so that the sitemap lists the archive's pages rendered per request (decision 0035).
  server = await withPublishedIssue(await startBuiltServer({ TRUST_PROXY: 'true', ENABLE_TEST_HOOKS: 'true' }));
  // And a published event, so that it lists an event's page in both languages too (decision 0051).
  const published = await fetch(`${server.origin}/test-hooks/event`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ slug: EVENT_SLUG }),
  });
  expect(published.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}

/** The first script and stylesheet the home page loads: the bundles every page shares. */
async function bundledAssets(): Promise<string[]> {
  const html = await (await fetch(`${server.origin}/`)).text();
  const script = /<script[^>]+src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1] ?? /import\s*["'](\/_astro\/[^"']+\.js)["']/.exec(html)?.[1];
  const style = /<link[^>]+href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !style) throw new Error('the home page loads no bundled script or stylesheet');
  return [script, style];
}

async function scoresBelowMinimum(paths: string[]): Promise<Record<string, ObservatoryVerdict>> {
  const below: Record<string, ObservatoryVerdict> = {};
  for (const path of paths) {
    const verdict = await observatoryVerdict(server.origin, path);
    if (verdict.score < MINIMUM_SCORE || verdict.grade !== 'A+') below[path] = verdict;
  }
  return below;
}

describe(`Mozilla Observatory score of at least ${MINIMUM_SCORE} (decision 0013)`, () => {
  it('on every page of the sitemap', async () => {
    const paths = await sitemapPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/en/contact');
    expect(paths).toEqual(expect.arrayContaining([`/events/${EVENT_SLUG}`, `/en/events/${EVENT_SLUG}`]));
    expect(await scoresBelowMinimum(paths)).toEqual({});
  });

  it('on the not-found page, in both languages', async () => {
    expect(await scoresBelowMinimum(ERROR_PAGES.map(({ path }) => path))).toEqual({});
  });

  it('on an API answer and on every kind of asset', async () => {
    const paths = [
      '/api/health',
      '/api/tiers',
      ...(await bundledAssets()),
      '/favicon.svg',
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/manifest.webmanifest',
      '/og/en/blog.png',
      '/robots.txt',
      '/sitemap.xml',
      '/rss.xml',
      '/en/rss.xml',
    ];
    expect(await scoresBelowMinimum(paths)).toEqual({});
  });
});
