import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#i18n/translate.ts';
import { inertUnsubscribeLinks, unsubscribeLinks } from '#server/campaigns/campaign-mail.ts';
import { insertCampaign } from '#server/campaigns/campaigns.repo.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { newsletterSubscriptions } from '#server/db/schema.ts';
import { hashToken, unsubscribeToken } from '#server/newsletter/tokens.ts';
import { TEST_ENGINES, type TestDatabase } from '../setup/database.ts';
import { parseHtml } from '../setup/html.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

// Decision 0035: the links of a campaign's mail name the campaign, and the unsubscription they make records it.
const READERS = ['one-click@example.ch', 'page@example.ch', 'forged@example.ch'] as const;
type Reader = (typeof READERS)[number];

describe.each(TEST_ENGINES)('unsubscribing through a campaign’s mail on $name', (engine) => {
  let server: RunningServer;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let campaign: string;
  const subscriptions = new Map<Reader, { id: string; consentAt: Date }>();

  const seed = async (handle: DatabaseHandle) => {
    campaign = await insertCampaign(
      handle.db,
      { subjectDe: 'Neu', bodyDe: 'Text', subjectEn: 'New', bodyEn: 'Text', audience: 'both' },
      null,
      new Date(),
    );
    for (const email of READERS) {
      const subscription = { id: randomUUID(), consentAt: new Date('2026-11-01T09:00:00Z') };
      subscriptions.set(email, subscription);
      await handle.db.insert(newsletterSubscriptions).values({
        ...subscription,
        email,
        status: 'confirmed',
        confirmedAt: subscription.consentAt,
        consentLanguage: 'en',
        consentSourcePage: '/en/',
        privacyVersion: '2026-11-22',
        clientHash: 'a'.repeat(64),
        unsubscribeTokenHash: hashToken(unsubscribeToken(subscription)),
      });
    }
  };

  /** The subscriptions as the database holds them; the embedded one is read after the server has let go of it. */
  const stored = async () => {
    if (database) return database.db.select().from(newsletterSubscriptions);
    await server.stop();
    const handle = await openDatabase({ dataDir: path.join(dataDir!, 'db') });
    try {
      return await handle.db.select().from(newsletterSubscriptions);
    } finally {
      await handle.close();
    }
  };

  beforeAll(async () => {
    if (engine.name === 'postgres') {
      database = await engine.create();
      await seed(database);
      server = await startBuiltServer({ DATABASE_URL: database.url! });
      return;
    }
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-campaign-unsubscribe-'));
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await migrateDatabase(handle);
    await seed(handle);
    await handle.close();
    server = await startBuiltServer({ DATA_DIR: dataDir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A link of the mail (on SITE_URL) at the server under test. */
  const atServer = (link: string) => {
    const url = new URL(link);
    return `${server.origin}${url.pathname}${url.search}`;
  };

  it('ends the subscription with the one-click POST of RFC 8058 from the List-Unsubscribe address', async () => {
    const { oneClick } = unsubscribeLinks(subscriptions.get('one-click@example.ch')!, 'en', campaign);
    const response = await fetch(atServer(oneClick), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  });

  it('ends the subscription through the page, whose form passes the campaign on', async () => {
    const { page } = unsubscribeLinks(subscriptions.get('page@example.ch')!, 'en', campaign);
    expect(new URL(page).pathname).toBe('/en/newsletter/unsubscribe');
    const opened = await fetch(atServer(page));
    expect(opened.status).toBe(200);
    const form = parseHtml(await opened.text()).querySelector('main form[method="post"]')!;
    const fields = Object.fromEntries(
      form.querySelectorAll('input[type="hidden"]').map((input) => [input.getAttribute('name'), input.getAttribute('value')]),
    );
    expect(fields).toEqual({ token: unsubscribeToken(subscriptions.get('page@example.ch')!), campaign });
    const posted = await fetch(new URL(form.getAttribute('action')!, server.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields as Record<string, string>),
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/en/newsletter/unsubscribe?result=done');
    const done = await fetch(`${server.origin}${posted.headers.get('location')}`);
    expect(await done.text()).toContain(translate('en', 'newsletter.unsubscribe.success'));
  });

  it('ends the subscription all the same when the campaign named is none', async () => {
    const { oneClick } = unsubscribeLinks(subscriptions.get('forged@example.ch')!, 'de', randomUUID());
    const url = new URL(oneClick);
    for (const forged of [url.searchParams.get('campaign')!, "'; drop table newsletter_subscriptions; --"]) {
      url.searchParams.set('campaign', forged);
      const response = await fetch(atServer(url.href), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
    }
  });

  it('gives a test send’s links nothing to end: the page without a token says the link is invalid', async () => {
    for (const locale of ['de', 'en'] as const) {
      const links = inertUnsubscribeLinks(locale);
      const page = await fetch(atServer(links.page));
      expect(page.status).toBe(400);
      expect(await page.text()).toContain(translate(locale, 'newsletter.unsubscribe.invalid'));
      const oneClick = await fetch(atServer(links.oneClick), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(404);
    }
  });

  it('recorded the campaign for the two links of its mail, and none for the forged one', async () => {
    const rows = new Map((await stored()).map((row) => [row.email, row]));
    expect(rows.get('one-click@example.ch')).toMatchObject({ status: 'unsubscribed', unsubscribedVia: campaign });
    expect(rows.get('page@example.ch')).toMatchObject({ status: 'unsubscribed', unsubscribedVia: campaign });
    expect(rows.get('forged@example.ch')).toMatchObject({ status: 'unsubscribed', unsubscribedVia: null });
  });
});
