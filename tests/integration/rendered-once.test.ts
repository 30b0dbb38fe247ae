import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { RENDERED_ONCE_PATHS } from '#lib/routes.ts';
import { parseHtml } from '../setup/html.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const HOSTILE_QUERY = '?next=%2F%2Fevil.example';
const pages = RENDERED_ONCE_PATHS.flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)));

/**
 * A page rendered once per process (decision 0018) kept the first request's query in its
 * language links, and every later visitor got them. What is shared is rendered without the request's query.
 */
describe.each(pages)('%s, rendered once for every visitor', (page) => {
  it("carries nothing of the first request's query to the next visitor", async () => {
    const first = await fetch(`${server.origin}${page}${HOSTILE_QUERY}`);
    expect(first.status).toBe(200);
    await first.text();

    const next = await fetch(`${server.origin}${page}`);
    expect(next.status).toBe(200);
    const html = await next.text();
    const switches = parseHtml(html)
      .querySelectorAll('a[data-lang-switch]')
      .map((link) => link.getAttribute('href') ?? '');
    expect(switches.length).toBeGreaterThan(0);
    for (const href of switches) expect(href, 'a language link').not.toContain('?');
    expect(html).not.toContain('evil.example');
  });
});
