import pino from 'pino';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CampaignFacts } from '#components/console/CampaignFacts.tsx';
import { seedSubscribers, startTestCampaign, waitUntil } from '#tests/setup/campaigns.ts';
import { useCampaignSenders } from '#tests/setup/campaign-senders.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { useTestSmtp } from '#tests/setup/smtp.ts';
import { campaignFigures } from './campaign-figures.repo.ts';
import { campaignWait } from './campaign-wait.repo.ts';
import { findCampaign } from './campaigns.repo.ts';

const logger = pino({ level: 'silent' });

describe.each(TEST_ENGINES)('why a sending campaign waits, on $name (decision 0041)', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });
  const start = useCampaignSenders({ db, smtp }, { afterEach }, { concurrency: 2, logger });
  /** The campaign's facts as the console shows them, in `locale`. */
  const facts = async (id: string, locale: 'de' | 'en', cap = { perMinute: 0, perHour: 0 }) => {
    const campaign = (await findCampaign(db().db, id))!;
    const waiting = await campaignWait(db().db, id, cap, new Date());
    return renderToStaticMarkup(CampaignFacts({ locale, campaign, figures: await campaignFigures(db().db, id), waiting }));
  };

  it('says it waits for the rate cap, and until when', async () => {
    await seedSubscribers(db().db, 8);
    const id = await startTestCampaign(db().db);
    const rateCap = { perMinute: 3, perHour: 0 };
    start({ rateCap });
    await waitUntil(() => smtp().received.length >= 3, 5000, 'three mails');
    const waiting = await campaignWait(db().db, id, rateCap, new Date());
    expect(waiting?.reason).toBe('rate_cap');
    expect((waiting?.until?.getTime() ?? Infinity) - Date.now()).toBeLessThanOrEqual(60_000);
    expect(await facts(id, 'en', rateCap)).toMatch(
      /Waiting.*For the rate cap \(mails per minute and hour\), until \d\d\.\d\d\.\d{4}, \d\d:\d\d/,
    );
    expect(await facts(id, 'de', rateCap)).toMatch(
      /Wartet.*Auf die Versandgrenze \(Mails pro Minute und Stunde\), bis \d\d\.\d\d\.\d{4}, \d\d:\d\d/,
    );
  }, 20_000);

  it('says nothing while its mails go, and that it retries after a mail server error, and when', async () => {
    await seedSubscribers(db().db, 1);
    const id = await startTestCampaign(db().db);
    expect(await campaignWait(db().db, id, { perMinute: 0, perHour: 0 }, new Date())).toBeUndefined();
    smtp().refuseNext(451);
    start({ retryBaseMs: 120_000 });
    await waitUntil(
      async () => (await campaignWait(db().db, id, { perMinute: 0, perHour: 0 }, new Date())) !== undefined,
      5000,
      'the refusal',
    );
    expect(await facts(id, 'en')).toMatch(/Waiting.*Retrying after a mail server error, next try \d\d\.\d\d\.\d{4}, \d\d:\d\d/);
    expect(await facts(id, 'de')).toMatch(/Wartet.*Wiederholt nach einem Fehler des Mailservers, nächster Versuch \d\d\.\d\d\.\d{4}/);
  }, 20_000);
});
