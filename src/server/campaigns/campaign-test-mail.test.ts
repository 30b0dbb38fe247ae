import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '#i18n/console-translate.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { mailOutbox } from '../db/schema.ts';
import { env } from '../env.ts';
import { queueCampaignTest } from './campaign-test-mail.ts';

const campaign = {
  subjectDe: 'Neues aus der Finanzautomation',
  bodyDe: 'Guten Tag\n\n- erstens\n- zweitens',
  subjectEn: 'News from finance automation',
  bodyEn: 'Hello\n\n- first\n- second',
  audience: 'both' as const,
};
const OPERATOR = 'operator@example.ch';

describe.each(TEST_ENGINES)('a campaign’s test send on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  // By subject: the German one (Neues …) before the English one (News …).
  const outbox = () => db().db.select().from(mailOutbox).orderBy(mailOutbox.subject);

  it('queues one mail per language it goes out in, to the operator, marked as a test, with links that end nothing', async () => {
    const now = new Date('2026-11-26T08:00:00Z');
    expect(await queueCampaignTest(db().db, campaign, OPERATOR, now)).toEqual(['de', 'en']);
    const rows = await outbox();
    expect(rows.map((row) => [row.kind, row.recipient, row.subject, row.status])).toEqual([
      ['newsletter_test', OPERATOR, `[Test] ${campaign.subjectDe}`, 'pending'],
      ['newsletter_test', OPERATOR, `[Test] ${campaign.subjectEn}`, 'pending'],
    ]);
    const origin = new URL(env().SITE_URL).origin;
    for (const [row, locale] of [
      [rows[0]!, 'de'],
      [rows[1]!, 'en'],
    ] as const) {
      expect(row.createdAt.toISOString()).toBe(now.toISOString());
      expect(row.textBody).toContain(translate(locale, 'newsletter.campaignMail.testNote', { email: OPERATOR }));
      // The unsubscribe page without a token: it says the link is invalid.
      const page = locale === 'de' ? `${origin}/newsletter/unsubscribe` : `${origin}/en/newsletter/unsubscribe`;
      expect(row.textBody).toContain(`${translate(locale, 'newsletter.campaignMail.unsubscribe')} <${page}>`);
      expect(row.htmlBody).toContain(`href="${page}"`);
      expect(`${row.textBody}${row.htmlBody}`).not.toMatch(/token=/);
      expect(row.headers).toMatchObject({
        'List-Unsubscribe': `<${origin}/api/newsletter/unsubscribe>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }
    expect(rows[0]!.textBody).toMatch(/^ \* erstens$/m);
    expect(rows[1]!.textBody).toMatch(/^ \* first$/m);
  });

  it('queues only the languages of the audience that are written', async () => {
    expect(await queueCampaignTest(db().db, { ...campaign, audience: 'en' }, OPERATOR)).toEqual(['en']);
    expect(await queueCampaignTest(db().db, { ...campaign, subjectEn: null, bodyEn: null }, OPERATOR)).toEqual(['de']);
    expect((await outbox()).map((row) => row.subject)).toEqual([`[Test] ${campaign.subjectDe}`, `[Test] ${campaign.subjectEn}`]);
    expect(await queueCampaignTest(db().db, { ...campaign, audience: 'de', subjectDe: null, bodyDe: null }, OPERATOR)).toEqual([]);
    expect(await outbox()).toHaveLength(2);
  });
});
