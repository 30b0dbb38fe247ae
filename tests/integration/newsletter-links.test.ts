import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#i18n/config.ts';
import { translate, type PlainKey } from '#i18n/translate.ts';
import { localizePath } from '#i18n/paths.ts';
import { zurichClock } from '#lib/zurich-time.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { TEST_ENGINES, type TestDatabase } from '../setup/database.ts';
import { parseHtml } from '../setup/html.ts';
import { readMailFiles, waitFor } from '../setup/mail-files.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';
import { useBuiltServer } from '../setup/engine-server.ts';
import { sumsBy, visitRowsOf } from '../setup/visit-sums.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** How mail security scanners and mail programs open a link before the person does. */
const SCANS: { name: string; method: string; headers: Record<string, string> }[] = [
  { name: 'HEAD', method: 'HEAD', headers: {} },
  { name: 'a scanner’s GET', method: 'GET', headers: { 'User-Agent': 'Mozilla/5.0 (compatible; SafeLinks/1.0)' } },
  { name: 'a prefetch', method: 'GET', headers: { 'Sec-Purpose': 'prefetch', Purpose: 'prefetch', 'User-Agent': BROWSER } },
];

/** The built server with its own database, and a way to read that database once the server wrote its counts. */
function useServerAndDatabase(engine: (typeof TEST_ENGINES)[number], settings: Record<string, string>) {
  let server: RunningServer | undefined;
  let database: TestDatabase | undefined;
  // The data directory is the test's: the server removes its own when it stops, and the embedded database is read after that.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-links-'));
  beforeAll(async () => {
    if (engine.name === 'postgres') database = await engine.create();
    server = await startBuiltServer({ ...settings, DATA_DIR: dataDir, ...(database?.url ? { DATABASE_URL: database.url } : {}) });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  /** Reads the database: PostgreSQL while the server runs; the embedded one after the server stopped (it holds it alone). */
  const read = async <T>(query: (db: Database) => Promise<T>): Promise<T> => {
    if (database) return query(database.db);
    await server!.stop();
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      return await query(handle.db);
    } finally {
      await handle.close();
    }
  };
  return { server: () => server!, dataDir, read };
}

describe.each(TEST_ENGINES)('newsletter links opened by scanners and clicked by people on $name', (engine) => {
  const { server, dataDir, read } = useServerAndDatabase(engine, {
    MAIL_POLL_INTERVAL_MS: '200',
    ANALYTICS_FLUSH_MS: '200',
    RATE_LIMIT_NEWSLETTER: '100/60',
    RATE_LIMIT_NEWSLETTER_LINKS: '1000/60',
  });

  const url = (pathAndQuery: string) => `${server().origin}${pathAndQuery}`;
  const open = (link: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {}) =>
    fetch(url(link), { redirect: 'manual', ...init, headers: { Accept: PAGE, 'User-Agent': BROWSER, ...init.headers } });
  const pageOf = async (response: Response) => parseHtml(await response.text());

  /** Signs up and gives back the confirmation link and the unsubscribe page's link of the mail (path and query). */
  async function signUp(email: string, lang: Locale) {
    const answer = await fetch(url('/api/newsletter'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, lang }),
    });
    expect(answer.status).toBe(200);
    const mail = await waitFor(() => readMailFiles(dataDir).find((candidate) => candidate.includes(`To: ${email}`)));
    const link = (name: string) => {
      // The page's link, not the one-click address under /api.
      const found = new RegExp(`https?://[^/\\s]+((?:/en)?/newsletter/${name}\\?token=[\\w-]+)`).exec(mail);
      return found![1]!;
    };
    return {
      confirm: link('confirm'),
      unsubscribe: link('unsubscribe'),
      oneClick: /^List-Unsubscribe: <https?:\/\/[^/]+(\S+)>$/m.exec(mail)![1]!,
    };
  }

  /** The person's click: the link's page, then its button's form posted as a browser without scripts posts it. */
  async function click(link: string, lang: Locale, button: 'newsletter.confirm.button' | 'newsletter.unsubscribe.button') {
    const page = await pageOf(await open(link));
    const form = page.querySelector('main form[method="post"]');
    expect(form?.querySelector('button[type="submit"]')?.text.trim()).toBe(translate(lang, button));
    const fields = Object.fromEntries(
      form!.querySelectorAll('input[type="hidden"]').map((input) => [input.getAttribute('name')!, input.getAttribute('value')!]),
    );
    return open(form!.getAttribute('action')!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server().origin, 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows a POST's redirect as the browser does, and gives back the page's status and text. */
  async function shown(response: Response) {
    expect(response.status).toBe(303);
    const page = await open(response.headers.get('location')!);
    return { status: page.status, text: (await pageOf(page)).querySelector('main')?.text ?? '' };
  }

  /** A link used before, opened again twice: each time a success that says so (`already`), with no button left. */
  async function laterOpeningsSay(link: string, already: string) {
    for (let again = 0; again < 2; again += 1) {
      const later = await open(link);
      expect(later.status).toBe(200);
      const page = await pageOf(later);
      expect(page.querySelector('main')?.text).toContain(already);
      expect(page.querySelector('main form')).toBeNull();
    }
  }

  it.each(['de', 'en'] as const)(
    'confirming (%s): scanners change nothing, the button confirms, and every later click and post says confirmed',
    async (lang) => {
      const t = (key: PlainKey) => translate(lang, key);
      const { confirm } = await signUp(`scanned-${lang}@example.ch`, lang);
      for (const scan of SCANS) {
        const response = await open(confirm, { method: scan.method, headers: scan.headers });
        expect(response.status, scan.name).toBe(200);
      }
      // The person then opens the link: asked, not refused.
      const asked = await pageOf(await open(confirm));
      expect(asked.querySelector('html')?.getAttribute('lang')).toBe(lang);
      expect(asked.querySelector('main')?.text).toContain(t('newsletter.confirm.question'));
      expect(asked.querySelector('main')?.text).not.toContain(t('newsletter.confirm.invalid'));

      expect(await shown(await click(confirm, lang, 'newsletter.confirm.button'))).toEqual({
        status: 200,
        text: expect.stringContaining(t('newsletter.confirm.success')),
      });
      // Clicked again, and again: a success each time, with no button.
      await laterOpeningsSay(confirm, t('newsletter.confirm.already'));
      // A second post of the same form (a second tab, a reload) is a success too.
      const token = new URL(url(confirm)).searchParams.get('token')!;
      const repost = await open(localizePath('/newsletter/confirm', lang), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server().origin },
        body: new URLSearchParams({ token }).toString(),
      });
      expect(await shown(repost)).toEqual({ status: 200, text: expect.stringContaining(t('newsletter.confirm.already')) });
    },
  );

  it.each(['de', 'en'] as const)(
    'unsubscribing (%s): scanners change nothing, the button unsubscribes, and a later click says already unsubscribed',
    async (lang) => {
      const t = (key: PlainKey) => translate(lang, key);
      const { confirm, unsubscribe } = await signUp(`leaving-${lang}@example.ch`, lang);
      await shown(await click(confirm, lang, 'newsletter.confirm.button'));
      for (const scan of SCANS)
        expect((await open(unsubscribe, { method: scan.method, headers: scan.headers })).status, scan.name).toBe(200);
      // Still subscribed: the confirmation link says so, and the unsubscribe page asks.
      expect((await pageOf(await open(confirm))).querySelector('main')?.text).toContain(t('newsletter.confirm.already'));

      expect(await shown(await click(unsubscribe, lang, 'newsletter.unsubscribe.button'))).toEqual({
        status: 200,
        text: expect.stringContaining(t('newsletter.unsubscribe.success')),
      });
      await laterOpeningsSay(unsubscribe, t('newsletter.unsubscribe.already'));
      // After unsubscribing, the confirmation link no longer confirms.
      expect((await open(confirm)).status).toBe(400);
    },
  );

  it('still unsubscribes with the one-click POST of RFC 8058, and a repeated one succeeds too', async () => {
    const { confirm, unsubscribe, oneClick } = await signUp('one-click@example.ch', 'de');
    await shown(await click(confirm, 'de', 'newsletter.confirm.button'));
    const post = () =>
      fetch(url(oneClick), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    expect((await post()).status).toBe(200);
    expect((await pageOf(await open(unsubscribe))).querySelector('main')?.text).toContain(
      translate('de', 'newsletter.unsubscribe.already'),
    );
  });

  // The conversions of the tests above: five confirmations by the button, none by the scanners or the later clicks;
  // and none for links a mail program opened that nobody then confirmed.
  it('counts a confirmation as a conversion once, on its POST', async () => {
    for (const lang of ['de', 'en'] as const) {
      const { confirm } = await signUp(`opened-only-${lang}@example.ch`, lang);
      for (let opened = 0; opened < 2; opened += 1) expect((await open(confirm)).status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const day = zurichClock(new Date()).day;
    const conversions = await read(async (db) => sumsBy(await visitRowsOf(db, day), 'kind', 'conversions'));
    // Five confirmations pressed by one browser: one person's, counted once that day (decision 0047).
    expect(conversions).toMatchObject({ newsletter_confirmed: 1 });
  });
});

describe.each(TEST_ENGINES)('the limit of newsletter link requests per client on $name', (engine) => {
  const server = useBuiltServer(engine, { RATE_LIMIT_NEWSLETTER_LINKS: '3/600' });

  it.each(['de', 'en'] as const)('answers 429 with Retry-After and a message in the page’s language (%s)', async (lang) => {
    // Each language's pages count against the same client; the first run used up the allowance.
    const page = (query: string) => fetch(`${server().origin}${localizePath('/newsletter/confirm', lang)}?${query}`);
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await page(`token=guess-${attempt}`));
    const limited = answers.at(-1)!;
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const shown = parseHtml(await limited.text());
    expect(shown.querySelector('html')?.getAttribute('lang')).toBe(lang);
    expect(shown.querySelector('main')?.text).toContain(translate(lang, 'api.rateLimited'));
    const unsubscribePage = await fetch(`${server().origin}${localizePath('/newsletter/unsubscribe', lang)}?token=guess`);
    expect(unsubscribePage.status).toBe(429);
    expect(await unsubscribePage.text()).toContain(translate(lang, 'api.rateLimited'));
  });

  it('limits the one-click POST only for links that are not known: a mail provider posts for all its users', async () => {
    const oneClick = await fetch(`${server().origin}/api/newsletter/unsubscribe?token=guess`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(429);
    expect(await oneClick.json()).toEqual({ success: false, message: translate('en', 'api.rateLimited'), code: 'rate_limited' });
  });
});
