import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { campaignDraftSchema } from '#lib/campaigns.ts';
import { createCampaign, sendCampaignNow } from '#server/campaigns/campaign-lifecycle.ts';
import { unsubscribeLinks } from '#server/campaigns/campaign-mail.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { campaignDeliveries, newsletterSubscriptions } from '#server/db/schema.ts';
import { hashToken, unsubscribeToken } from '#server/newsletter/tokens.ts';
import { runAdmin } from '../setup/admin-cli.ts';
import { waitUntil } from '../setup/campaigns.ts';
import { TEST_ENGINES, type TestDatabase } from '../setup/database.ts';
import { parseHtml } from '../setup/html.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';
import { startTestSmtp, type TestSmtp } from '../setup/smtp.ts';

// Decision 0038 (UWG Art. 3 lit. o): no campaign mail is handed to the mail server after an unsubscribe has
// been answered, under a rate cap that holds the campaign for a minute as a provider's limit would for hours.
interface Reader {
  email: string;
  locale: Locale;
  id: string;
  consentAt: Date;
}
// Few enough that the cap holds the campaign for one minute after its first: each minute of it is a minute of the suite.
const READERS: Reader[] = Array.from({ length: 8 }, (_, index) => ({
  email: `reader-${index + 1}@example.ch`,
  locale: index % 2 === 0 ? 'de' : 'en',
  id: randomUUID(),
  consentAt: new Date('2026-11-01T09:00:00Z'),
}));
const UNSUBSCRIBING = 5;

describe.each(TEST_ENGINES)('unsubscribing while a rate-capped campaign sends, on $name', (engine) => {
  let server: RunningServer;
  let smtp: TestSmtp;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let campaign: string;
  const adminEnv = (): Record<string, string> => (database ? { DATABASE_URL: database.url! } : { DATA_DIR: dataDir! });

  const seed = async (handle: DatabaseHandle) => {
    for (const reader of READERS)
      await handle.db.insert(newsletterSubscriptions).values({
        id: reader.id,
        email: reader.email,
        status: 'confirmed',
        consentAt: reader.consentAt,
        confirmedAt: reader.consentAt,
        consentLanguage: reader.locale,
        consentSourcePage: `/${reader.locale}/`,
        privacyVersion: '2026-11-22',
        clientHash: 'a'.repeat(64),
        unsubscribeTokenHash: hashToken(unsubscribeToken(reader)),
      });
    const draft = campaignDraftSchema.parse({ subjectDe: 'Neu', bodyDe: 'Text', subjectEn: 'New', bodyEn: 'Text', audience: 'both' });
    campaign = await createCampaign(handle.db, draft, null);
    expect(await sendCampaignNow(handle.db, campaign)).toMatchObject({ code: 'done', queued: READERS.length });
  };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    // Slow enough that the first mails are still on the wire when the first unsubscribes come.
    smtp.answerDataAfter(300);
    const env = { SMTP_URL: smtp.url, MAIL_CONCURRENCY: '2', CAMPAIGN_RATE_PER_MINUTE: '4' };
    if (engine.name === 'postgres') {
      database = await engine.create();
      await seed(database);
      server = await startBuiltServer({ ...env, DATABASE_URL: database.url! });
      return;
    }
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-unsubscribe-mid-campaign-'));
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await migrateDatabase(handle);
    await seed(handle);
    await handle.close();
    server = await startBuiltServer({ ...env, DATA_DIR: dataDir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The unsubscribe page of the reader's campaign mail, opened and its button pressed (the form's POST); resolves when answered. */
  const unsubscribeThroughPage = async (reader: Reader): Promise<number> => {
    const link = new URL(unsubscribeLinks(reader, reader.locale, campaign).page);
    const opened = await fetch(`${server.origin}${link.pathname}${link.search}`);
    expect(opened.status).toBe(200);
    const form = parseHtml(await opened.text()).querySelector('main form[method="post"]')!;
    const fields = Object.fromEntries(
      form.querySelectorAll('input[type="hidden"]').map((input) => [input.getAttribute('name')!, input.getAttribute('value') ?? '']),
    );
    const posted = await fetch(new URL(form.getAttribute('action')!, server.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${localizePath('/newsletter/unsubscribe', reader.locale)}?result=done`);
    return Date.now();
  };

  /** A figure of `campaign show`'s table, whose cells read │ 'field' │ value │. */
  const figureOf = (shown: string, field: string) => Number(new RegExp(`│\\s*'${field}'\\s*│\\s*(\\d+)\\s*│`).exec(shown)?.[1]);

  it('mails none of those who unsubscribed after their unsubscribe was answered, and counts them as not sent: unsubscribed', async () => {
    await waitUntil(() => smtp.accepted.length >= 1, 60_000, 'the campaign’s first mail');
    const answeredAt = new Map<string, number>();
    const unsubscribeSentAt = new Map<string, number>();
    for (const reader of READERS.filter((each) => !smtp.accepted.some((recipient) => recipient.to === each.email)).slice(
      0,
      UNSUBSCRIBING,
    )) {
      unsubscribeSentAt.set(reader.email, Date.now());
      answeredAt.set(reader.email, await unsubscribeThroughPage(reader));
    }
    expect(answeredAt.size).toBe(UNSUBSCRIBING);

    // Everyone else gets the campaign, the rate cap letting the last of them go a minute after the first.
    const staying = READERS.filter((reader) => !answeredAt.has(reader.email)).map((reader) => reader.email);
    await waitUntil(() => staying.every((email) => smtp.received.some((mail) => mail.to.includes(email))), 150_000, 'the others’ mails');
    let shown = '';
    await waitUntil(
      async () => {
        shown = (await runAdmin(['campaign', 'show', campaign], adminEnv())).stdout;
        return /status\W+sent\b/.test(shown);
      },
      30_000,
      'the campaign to be sent',
    );

    // A mail claimed before the unsubscribe committed was already being handed over and may reach the mail server
    // after the answer (on a busy machine, seconds later); none may be claimed after the commit.
    await server.stop();
    const handle = database ?? (await openDatabase({ dataDir: path.join(dataDir!, 'db') }));
    const claims = await handle.db
      .select({
        email: newsletterSubscriptions.email,
        claimedAt: campaignDeliveries.claimedAt,
        unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
      })
      .from(campaignDeliveries)
      .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, campaignDeliveries.subscriptionId))
      .where(eq(campaignDeliveries.campaignId, campaign));
    if (!database) await handle.close();
    const claimedAfterUnsubscribe = claims.filter(
      (claim) => claim.claimedAt && claim.unsubscribedAt && claim.claimedAt.getTime() >= claim.unsubscribedAt.getTime(),
    );
    expect(claimedAfterUnsubscribe).toEqual([]);
    const claimedAt = new Map(claims.map((claim) => [claim.email, claim.claimedAt?.getTime()]));
    const mailedAfter = smtp.accepted.filter(
      (recipient) =>
        recipient.at >= (answeredAt.get(recipient.to) ?? Number.POSITIVE_INFINITY) &&
        (claimedAt.get(recipient.to) ?? Number.POSITIVE_INFINITY) >= (unsubscribeSentAt.get(recipient.to) ?? 0),
    );
    expect(mailedAfter).toEqual([]);
    const unsubscribedUnmailed = [...answeredAt.keys()].filter((email) => !smtp.received.some((mail) => mail.to.includes(email)));
    // The cap lets 4 mails go in the first minute, one of them the first reader's (who stays): at most 3 of
    // those who unsubscribed were on the wire before they did; every other one waited for the cap, and was stopped.
    expect(unsubscribedUnmailed.length).toBeGreaterThanOrEqual(UNSUBSCRIBING - 3);
    expect(figureOf(shown, 'not sent: unsubscribed')).toBe(unsubscribedUnmailed.length);
    expect(figureOf(shown, 'sent')).toBe(smtp.received.length);
    expect(figureOf(shown, 'queued')).toBe(READERS.length);
    expect(smtp.received).toHaveLength(READERS.length - unsubscribedUnmailed.length);
  }, 240_000);
});
