import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import siteConfig from '#site.config.ts';
import { CAMPAIGN_TEST_LIMITS } from '#lib/campaign-tests.ts';
import { campaignDraftSchema } from '#lib/campaigns.ts';
import { auditLog, campaignDeliveries, mailOutbox } from '#server/db/schema.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { ensureOperator } from '../access/operators.service.ts';
import { CLI, type AuditActor } from '../audit/audit.service.ts';
import { sendCampaignTest } from './campaign-test.actions.ts';
import { writeCampaign } from './campaigns.actions.ts';

const bilingual = campaignDraftSchema.parse({ subjectDe: 'Neuigkeiten', bodyDe: 'Hallo', subjectEn: 'News', bodyEn: 'Hello' });
const [firstFirmAddress, secondFirmAddress] = siteConfig.email.campaignTests as [string, string];

// Decision 0042: 20 test posts made 40 mails; a test now has a cap per operator and goes to the firm's listed addresses only.
describe.each(TEST_ENGINES)('a campaign test on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const db = () => database().db;
  let anna: AuditActor & { email: string };
  let campaign: string;
  beforeEach(async () => {
    const { id, email } = await ensureOperator(db(), 'anna@example.ch');
    anna = { id, email, sessionId: 'session' };
    ({ id: campaign } = await writeCampaign(db(), anna, bilingual));
  });
  const recipients = async () => (await db().select({ to: mailOutbox.recipient }).from(mailOutbox)).map(({ to }) => to).toSorted();
  const tests = async () => (await db().select().from(auditLog).where(eq(auditLog.action, 'campaign_test'))).length;

  it(`takes ${CAMPAIGN_TEST_LIMITS.sends} tests of one operator within ${CAMPAIGN_TEST_LIMITS.minutes} minutes, even posted at once, then refuses with nothing queued`, async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => sendCampaignTest(db(), anna, { id: campaign, email: anna.email })));
    expect(results.filter(({ code }) => code === 'test_queued')).toHaveLength(CAMPAIGN_TEST_LIMITS.sends);
    expect(results.filter(({ code }) => code !== 'test_queued')).toEqual(
      Array.from({ length: 20 - CAMPAIGN_TEST_LIMITS.sends }, () => ({ code: 'test_limit', count: CAMPAIGN_TEST_LIMITS.sends })),
    );
    // A test is one mail per written language: two here.
    expect(await recipients()).toHaveLength(2 * CAMPAIGN_TEST_LIMITS.sends);
    expect(await tests()).toBe(CAMPAIGN_TEST_LIMITS.sends);

    // Another operator, and the command line, have caps of their own.
    const ben = await ensureOperator(db(), 'ben@example.ch');
    expect(await sendCampaignTest(db(), { ...ben, sessionId: 's' }, { id: campaign, email: ben.email })).toEqual({ code: 'test_queued' });
    expect(await sendCampaignTest(db(), CLI, { id: campaign, email: anna.email })).toEqual({ code: 'test_queued' });

    // Once the window has passed, Anna can test again.
    await db()
      .update(auditLog)
      .set({ createdAt: sql`${auditLog.createdAt} - make_interval(mins => ${CAMPAIGN_TEST_LIMITS.minutes})` })
      .where(eq(auditLog.actor, anna.email));
    expect(await sendCampaignTest(db(), anna, { id: campaign, email: anna.email })).toEqual({ code: 'test_queued' });
  }, 60_000);

  it('goes to the firm’s listed addresses ticked with it, and to no other', async () => {
    expect(
      await sendCampaignTest(db(), anna, { id: campaign, email: anna.email, also: [firstFirmAddress, secondFirmAddress.toUpperCase()] }),
    ).toEqual({ code: 'test_queued_also', count: 2 });
    expect(await recipients()).toEqual(
      [anna.email, anna.email, firstFirmAddress, firstFirmAddress, secondFirmAddress, secondFirmAddress].toSorted(),
    );

    await db().delete(mailOutbox);
    for (const also of [['someone@example.ch'], [firstFirmAddress, 'someone@example.ch'], Array(4).fill(firstFirmAddress)])
      expect(await sendCampaignTest(db(), anna, { id: campaign, email: anna.email, also })).toEqual({
        code: 'not_a_firm_address',
        count: CAMPAIGN_TEST_LIMITS.firmAddresses,
      });
    expect(await recipients()).toEqual([]);
    expect(await db().select().from(campaignDeliveries)).toEqual([]);
  });
});
