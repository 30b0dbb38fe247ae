import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { translator } from '#i18n/console-translate.ts';
import { campaignDraftSchema } from '#lib/campaigns.ts';
import { campaignBounceErrors, campaignFigures } from '#server/campaigns/campaign-figures.repo.ts';
import { listSubscribers } from '#server/newsletter/subscribers.repo.ts';
import { countAudience, findCampaign } from '#server/campaigns/campaigns.repo.ts';
import { auditLog, campaignDeliveries, mailOutbox, newsletterSubscriptions } from '#server/db/schema.ts';
import { ensureOperator } from '../access/operators.service.ts';
import { auditPage, CLI, type AuditActor } from '../audit/audit.service.ts';
import { auditLine } from '../web/audit-lines.ts';
import { sendCampaignTest } from './campaign-test.actions.ts';
import {
  cancelSending,
  deleteCampaign,
  duplicateCampaign,
  pauseSending,
  resetBounce,
  resumeSending,
  saveCampaign,
  scheduleCampaignAt,
  sendCampaign,
  unscheduleCampaignNow,
  writeCampaign,
} from './campaigns.actions.ts';
import { auditRows } from '#tests/setup/audit-trail.ts';

/** A query with its parameters written in (for EXPLAIN, which takes none). */
const inline = ({ sql: text, params }: { sql: string; params: unknown[] }) =>
  text.replace(/\$(\d+)/g, (_, index: string) => `'${String(params[Number(index) - 1]).replaceAll("'", "''")}'`);

const NO_SUCH_CAMPAIGN = '00000000-0000-4000-8000-000000000000';
const NOW = new Date('2026-12-01T08:00:00Z');
const draft = (fields: Record<string, string> = {}) =>
  campaignDraftSchema.parse({
    subjectDe: 'Neuigkeiten',
    bodyDe: 'Hallo **Welt**',
    subjectEn: 'News',
    bodyEn: 'Hello **world**',
    ...fields,
  });

// Decision 0035: every action on a campaign moves it and writes its audit entry in one transaction; a refused move changes nothing.
describe.each(TEST_ENGINES)('the campaign actions, on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  let actor: AuditActor;
  beforeEach(async () => {
    const { id, email } = await ensureOperator(database().db, 'operator@example.ch');
    actor = { id, email, sessionId: 'session' };
  });
  const db = () => database().db;
  const recorded = async () => (await auditRows(db())).map(({ action, target, details }) => [action, target, details]);
  const statusOf = async (id: string) => (await findCampaign(db(), id))?.status;
  const subscribe = async (email: string, language: 'de' | 'en', bounced = false) => {
    const [row] = await db()
      .insert(newsletterSubscriptions)
      .values({
        email,
        status: 'confirmed',
        consentAt: NOW,
        consentLanguage: language,
        consentSourcePage: '/',
        privacyVersion: '1',
        clientHash: 'c',
        unsubscribeTokenHash: `hash-${email}`,
        ...(bounced ? { bouncedAt: NOW } : {}),
      })
      .returning({ id: newsletterSubscriptions.id });
    return row!.id;
  };
  const about = { subjectDe: 'Neuigkeiten', subjectEn: 'News', audience: 'both', locales: ['de', 'en'] };

  it('writes, edits, schedules, unschedules and sends a campaign, each step audited once with its words', async () => {
    await subscribe('anna@example.ch', 'de');
    await subscribe('ben@example.ch', 'en');
    await subscribe('bounced@example.ch', 'de', true);
    const { id } = await writeCampaign(db(), actor, draft(), NOW);
    expect(await findCampaign(db(), id)).toMatchObject({ status: 'draft', createdBy: 'id' in actor ? actor.id : null });
    expect(await saveCampaign(db(), actor, { id }, draft({ bodyDe: 'Hallo' }), NOW)).toEqual({ code: 'campaign_saved' });
    expect((await findCampaign(db(), id))?.bodyDe).toBe('Hallo');

    const sendAt = '2026-12-24T09:30';
    expect(await scheduleCampaignAt(db(), actor, { id, sendAt: new Date('2026-12-24T08:30:00Z') }, NOW)).toEqual({
      code: 'campaign_scheduled',
    });
    expect((await findCampaign(db(), id))?.sendAt).toEqual(new Date('2026-12-24T08:30:00Z'));
    expect(await unscheduleCampaignNow(db(), actor, { id }, NOW)).toEqual({ code: 'campaign_unscheduled' });
    expect(await statusOf(id)).toBe('draft');
    expect(await sendCampaign(db(), actor, { id }, NOW)).toEqual({ code: 'campaign_sending', count: 2 });
    expect(await campaignFigures(db(), id)).toEqual({
      queued: 2,
      pending: 2,
      sent: 0,
      failed: 0,
      bounced: 0,
      cancelled: 0,
      withdrawn: 0,
      onItsWay: 0,
      unsubscribed: 0,
    });

    expect(await recorded()).toEqual([
      ['campaign_create', id, about],
      ['campaign_edit', id, about],
      ['campaign_schedule', id, { ...about, sendAt: '2026-12-24T08:30:00.000Z' }],
      ['campaign_unschedule', id, about],
      ['campaign_send', id, { ...about, recipients: 2 }],
    ]);
    const words = async (locale: 'de' | 'en') =>
      (await auditPage(db(), { from: 'newest' })).rows.map((entry) => auditLine(entry, translator(locale), locale).what).reverse();
    expect(await words('en')).toEqual([
      'Created the campaign “News” (both languages)',
      'Changed the campaign “News” (both languages)',
      `Scheduled the campaign “News” for 24.12.2026, ${sendAt.slice(11)}`,
      'Unscheduled the campaign “News”',
      'Sent the campaign “News” (both languages, 2 recipients)',
    ]);
    expect((await words('de')).at(-1)).toBe('Kampagne «Neuigkeiten» versandt (beide Sprachen, 2 Empfänger)');
  });

  it('pauses, resumes and cancels a sending campaign; the mails not yet sent are not sent', async () => {
    await subscribe('anna@example.ch', 'de');
    const { id } = await writeCampaign(db(), CLI, draft({ subjectEn: '', bodyEn: '', audience: 'de' }), NOW);
    await sendCampaign(db(), CLI, { id }, NOW);
    expect(await pauseSending(db(), actor, { id }, NOW)).toEqual({ code: 'campaign_paused' });
    expect(await resumeSending(db(), actor, { id }, NOW)).toEqual({ code: 'campaign_resumed' });
    expect(await cancelSending(db(), actor, { id }, NOW)).toEqual({ code: 'campaign_cancelled' });
    expect(await statusOf(id)).toBe('cancelled');
    expect(await campaignFigures(db(), id)).toMatchObject({ queued: 1, pending: 0, cancelled: 1 });
    const entries = await recorded();
    expect(entries.map(([action]) => action)).toEqual([
      'campaign_create',
      'campaign_send',
      'campaign_pause',
      'campaign_resume',
      'campaign_cancel',
    ]);
    expect(entries[0]).toEqual(['campaign_create', id, { subjectDe: 'Neuigkeiten', audience: 'de', locales: ['de'] }]);
  });

  it('refuses a move the status does not allow, a time gone by and an unknown campaign: nothing changes, nothing is recorded', async () => {
    const { id } = await writeCampaign(db(), actor, draft(), NOW);
    const before = await recorded();
    const row = await findCampaign(db(), id);
    expect(await pauseSending(db(), actor, { id }, NOW)).toEqual({ code: 'campaign_not_allowed' });
    expect(await resumeSending(db(), actor, { id }, NOW)).toEqual({ code: 'campaign_not_allowed' });
    expect(await cancelSending(db(), actor, { id }, NOW)).toEqual({ code: 'campaign_not_allowed' });
    expect(await unscheduleCampaignNow(db(), actor, { id }, NOW)).toEqual({ code: 'campaign_not_allowed' });
    expect(await scheduleCampaignAt(db(), actor, { id, sendAt: new Date(NOW.getTime() - 60_000) }, NOW)).toEqual({ code: 'schedule_past' });
    expect(await sendCampaign(db(), actor, { id: NO_SUCH_CAMPAIGN }, NOW)).toEqual({ code: 'campaign_not_found' });
    expect(await saveCampaign(db(), actor, { id: NO_SUCH_CAMPAIGN }, draft(), NOW)).toEqual({ code: 'campaign_not_found' });
    expect(await findCampaign(db(), id)).toEqual(row);

    // Sent: its text stays as it went out, and it cannot be sent twice.
    await sendCampaign(db(), actor, { id }, NOW);
    const sent = await recorded();
    expect(await saveCampaign(db(), actor, { id }, draft({ subjectDe: 'Anders' }), NOW)).toEqual({ code: 'campaign_not_allowed' });
    expect(await sendCampaign(db(), actor, { id }, NOW)).toEqual({ code: 'campaign_not_allowed' });
    expect(await scheduleCampaignAt(db(), actor, { id, sendAt: new Date('2027-01-01T00:00:00Z') }, NOW)).toEqual({
      code: 'campaign_not_allowed',
    });
    expect((await findCampaign(db(), id))?.subjectDe).toBe('Neuigkeiten');
    expect(await recorded()).toEqual(sent);
    expect(sent.length).toBe(before.length + 1);
  });

  it('sends a test to an operator only, audited; anyone else is refused and nothing is queued', async () => {
    const { id } = await writeCampaign(db(), actor, draft(), NOW);
    expect(await sendCampaignTest(db(), actor, { id, email: 'stranger@example.ch' }, NOW)).toEqual({ code: 'not_an_operator' });
    expect(await sendCampaignTest(db(), actor, { id: NO_SUCH_CAMPAIGN, email: 'operator@example.ch' }, NOW)).toEqual({
      code: 'campaign_not_found',
    });
    expect(await db().select().from(mailOutbox)).toEqual([]);
    expect(await sendCampaignTest(db(), actor, { id, email: 'operator@example.ch' }, NOW)).toEqual({ code: 'test_queued' });
    const queued = await db().select({ recipient: mailOutbox.recipient }).from(mailOutbox);
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every(({ recipient }) => recipient === 'operator@example.ch')).toBe(true);
    expect((await recorded()).at(-1)).toEqual(['campaign_test', id, about]);
    // No subscriber got anything.
    expect(await db().select().from(campaignDeliveries)).toEqual([]);
  });

  it('resets a bounced subscription, so that the next campaign reaches it; audited without the address', async () => {
    const bounced = await subscribe('Bounced@example.ch', 'de', true);
    expect(await resetBounce(db(), actor, { email: 'nobody@example.ch' })).toEqual({ code: 'not_bounced' });
    expect(await resetBounce(db(), CLI, { email: 'bounced@EXAMPLE.ch' })).toEqual({ code: 'bounce_reset' });
    expect(await resetBounce(db(), actor, { id: bounced })).toEqual({ code: 'not_bounced' });
    const [row] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, bounced));
    expect(row?.bouncedAt).toBeNull();
    const entries = await recorded();
    expect(entries).toEqual([['reset_bounce', bounced, { about: { personRef: expect.any(String) } }]]);
    expect(JSON.stringify(entries)).not.toMatch(/bounced@/i);
    const { id } = await writeCampaign(db(), actor, draft(), NOW);
    expect(await sendCampaign(db(), actor, { id }, NOW)).toEqual({ code: 'campaign_sending', count: 1 });
  });

  it('deletes a draft only, audited; a campaign that was sent stays', async () => {
    const { id } = await writeCampaign(db(), actor, draft(), NOW);
    const { id: sent } = await writeCampaign(db(), actor, draft(), NOW);
    await sendCampaign(db(), actor, { id: sent }, NOW);
    await db().delete(auditLog);
    expect(await deleteCampaign(db(), actor, { id: sent }, NOW)).toEqual({ code: 'campaign_not_allowed' });
    expect(await deleteCampaign(db(), actor, { id: NO_SUCH_CAMPAIGN }, NOW)).toEqual({ code: 'campaign_not_found' });
    expect(await statusOf(sent)).toBe('sending');
    expect(await deleteCampaign(db(), CLI, { id }, NOW)).toEqual({ code: 'campaign_deleted' });
    expect(await findCampaign(db(), id)).toBeUndefined();
    expect(await recorded()).toEqual([['campaign_delete', id, about]]);
    const [entry] = (await auditPage(db(), { from: 'newest' })).rows;
    expect(auditLine(entry!, translator('de'), 'de')).toMatchObject({ what: 'Kampagne «Neuigkeiten» (Entwurf) gelöscht', path: undefined });
  });

  it('copies a campaign of any status into a new draft, its subjects marked as a copy in their language, audited', async () => {
    await subscribe('reader@example.ch', 'de');
    const { id } = await writeCampaign(db(), actor, draft({ audience: 'de' }), NOW);
    await sendCampaign(db(), actor, { id }, NOW);
    await db().delete(auditLog);
    const copied = await duplicateCampaign(db(), actor, { id }, NOW);
    expect(copied).toEqual({ code: 'campaign_duplicated', id: expect.any(String) });
    expect(await findCampaign(db(), copied.id!)).toMatchObject({
      status: 'draft',
      subjectDe: 'Kopie von Neuigkeiten',
      bodyDe: 'Hallo **Welt**',
      subjectEn: 'Copy of News',
      bodyEn: 'Hello **world**',
      audience: 'de',
      createdBy: (actor as { id: string }).id,
      sendAt: null,
      queuedAt: null,
    });
    expect(await statusOf(id)).toBe('sending');
    expect(await recorded()).toEqual([['campaign_duplicate', copied.id, { ...about, audience: 'de', locales: ['de'], original: id }]]);
    expect(await duplicateCampaign(db(), CLI, { id: NO_SUCH_CAMPAIGN }, NOW)).toEqual({ code: 'campaign_not_found' });
    // A subject at its limit stays within it as a copy.
    const long = await writeCampaign(db(), actor, draft({ subjectDe: 'x'.repeat(200), subjectEn: '', bodyEn: '' }), NOW);
    const copy = await duplicateCampaign(db(), CLI, long, NOW);
    expect((await findCampaign(db(), copy.id!))?.subjectDe).toHaveLength(200);
  });

  it('counts whom a campaign would go to now: confirmed, not bounced, of its languages, along the partial index', async () => {
    await subscribe('de@example.ch', 'de');
    await subscribe('en@example.ch', 'en');
    await subscribe('bounced@example.ch', 'de', true);
    await db().insert(newsletterSubscriptions).values({
      email: 'pending@example.ch',
      status: 'pending',
      consentAt: NOW,
      consentLanguage: 'de',
      consentSourcePage: '/',
      privacyVersion: '1',
      clientHash: 'c',
      unsubscribeTokenHash: 'hash-pending',
    });
    const { id } = await writeCampaign(db(), actor, draft(), NOW);
    const campaign = (await findCampaign(db(), id))!;
    expect(await countAudience(db(), campaign)).toBe(2);
    expect(await countAudience(db(), { ...campaign, audience: 'de' })).toBe(1);
    expect(await sendCampaign(db(), actor, { id }, NOW)).toEqual({ code: 'campaign_sending', count: 2 });
    // The plan for the count reads the partial index, not the table (planner told to avoid a scan where it can).
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx
        .select({ count: count() })
        .from(newsletterSubscriptions)
        .where(
          and(
            eq(newsletterSubscriptions.status, 'confirmed'),
            isNull(newsletterSubscriptions.bouncedAt),
            inArray(newsletterSubscriptions.consentLanguage, ['de']),
          ),
        )
        .toSQL();
      return JSON.stringify(await tx.execute(sql.raw(`explain ${inline(query)}`)));
    });
    expect(plan).toContain('newsletter_audience_idx');
  });

  it('lists the bounced subscribers on their own, each with the reply its last bounced mail met', async () => {
    const bounced = await subscribe('bounced@example.ch', 'de', true);
    await subscribe('fine@example.ch', 'de');
    const { id } = await writeCampaign(db(), actor, draft(), NOW);
    await db()
      .insert(campaignDeliveries)
      .values([{ campaignId: id, subscriptionId: bounced, locale: 'de', status: 'bounced', lastError: '550 5.1.1 User unknown' }]);
    const page = await listSubscribers(db(), { status: 'bounced', page: { from: 'newest' } });
    expect(page.rows.map((row) => [row.email, row.bounceError])).toEqual([['bounced@example.ch', '550 5.1.1 User unknown']]);
    const all = await listSubscribers(db(), { page: { from: 'newest' } });
    expect(all.rows.map((row) => [row.email, row.bounceError])).toEqual([
      ['fine@example.ch', null],
      ['bounced@example.ch', '550 5.1.1 User unknown'],
    ]);
    expect(await campaignBounceErrors(db(), id)).toEqual(['550 5.1.1 User unknown']);
  });
});
