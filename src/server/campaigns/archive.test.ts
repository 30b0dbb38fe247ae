import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CampaignDraft } from '#lib/campaigns.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import type { Database } from '../db/client.ts';
import { findPublishedIssue, listPublishedIssues, publishedIssueLanguages } from './archive.repo.ts';
import { issueView } from './archive.service.ts';
import { advanceCampaigns, createCampaign, publishCampaign, sendCampaignNow, unpublishCampaign } from './campaign-lifecycle.ts';

const NOV = new Date('2026-11-20T10:00:00Z');
const draft = (text: Partial<CampaignDraft>): CampaignDraft => ({
  subjectDe: '',
  bodyDe: '',
  subjectEn: '',
  bodyEn: '',
  audience: 'both',
  ...text,
});
const german = draft({ subjectDe: 'Steuertipps zum Jahresende', bodyDe: 'Liebe Leserin, **lieber Leser**: drei Tipps.' });
const bilingual = draft({ ...german, subjectEn: 'Year-end tax tips', bodyEn: 'Dear reader, three tips.' });

/** A campaign that went out (to nobody: the test has no subscribers) and is marked sent. */
async function sentCampaign(db: Database, text: CampaignDraft, at = NOV): Promise<string> {
  const id = await createCampaign(db, text, null, at);
  expect((await sendCampaignNow(db, id, at)).code).toBe('done');
  await advanceCampaigns(db, at);
  return id;
}

describe.each(TEST_ENGINES)('publishing campaigns on $name', (engine) => {
  const handle = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const db = () => handle().db;

  it('publishes only a sent campaign, under a slug made from its German subject and month', async () => {
    const draftId = await createCampaign(db(), german, null, NOV);
    expect(await publishCampaign(db(), draftId, NOV)).toEqual({ code: 'not_allowed' });
    const id = await sentCampaign(db(), bilingual);
    const later = new Date(NOV.getTime() + 3_600_000);
    const result = await publishCampaign(db(), id, later);
    expect(result.code).toBe('done');
    expect(result.code === 'done' && result.campaign).toMatchObject({ slug: '2026-11-steuertipps-zum-jahresende', publishedAt: later });
  });

  it('takes the English subject when no German is written', async () => {
    const id = await sentCampaign(db(), draft({ subjectEn: 'Year-end tax tips', bodyEn: 'Text.', audience: 'en' }));
    const result = await publishCampaign(db(), id, NOV);
    expect(result.code === 'done' && result.campaign.slug).toBe('2026-11-year-end-tax-tips');
  });

  it('gives a second issue of the same subject and month a suffix', async () => {
    const slugs = [];
    for (let count = 0; count < 3; count += 1) {
      const result = await publishCampaign(db(), await sentCampaign(db(), german), NOV);
      slugs.push(result.code === 'done' ? result.campaign.slug : undefined);
    }
    expect(slugs).toEqual([
      '2026-11-steuertipps-zum-jahresende',
      '2026-11-steuertipps-zum-jahresende-2',
      '2026-11-steuertipps-zum-jahresende-3',
    ]);
  });

  it('keeps the slug through unpublishing and publishing again', async () => {
    const id = await sentCampaign(db(), german);
    await publishCampaign(db(), id, NOV);
    const unpublished = await unpublishCampaign(db(), id, NOV);
    expect(unpublished.code === 'done' && unpublished.campaign).toMatchObject({
      publishedAt: null,
      slug: '2026-11-steuertipps-zum-jahresende',
    });
    expect(await findPublishedIssue(db(), '2026-11-steuertipps-zum-jahresende')).toBeUndefined();
    expect(await unpublishCampaign(db(), id, NOV)).toEqual({ code: 'not_allowed' });
    // Another issue of the same name in between does not take its address.
    await publishCampaign(db(), await sentCampaign(db(), german), NOV);
    const again = await publishCampaign(db(), id, new Date(NOV.getTime() + 60_000));
    expect(again.code === 'done' && again.campaign.slug).toBe('2026-11-steuertipps-zum-jahresende');
  });

  it('lists the published issues of a language newest first, with the start of their body', async () => {
    const first = await sentCampaign(db(), german, NOV);
    const second = await sentCampaign(db(), bilingual, NOV);
    const unpublished = await sentCampaign(db(), bilingual, NOV);
    expect(unpublished).toBeTruthy();
    await publishCampaign(db(), first, new Date('2026-11-21T10:00:00Z'));
    await publishCampaign(db(), second, new Date('2026-11-22T10:00:00Z'));

    const de = await listPublishedIssues(db(), 'de');
    expect(de.map((entry) => entry.slug)).toEqual(['2026-11-steuertipps-zum-jahresende-2', '2026-11-steuertipps-zum-jahresende']);
    expect(de[0]).toMatchObject({ subject: 'Steuertipps zum Jahresende', bodyStart: german.bodyDe });
    const en = await listPublishedIssues(db(), 'en');
    expect(en.map((entry) => entry.subject)).toEqual(['Year-end tax tips']);

    expect(await publishedIssueLanguages(db())).toEqual([
      { slug: '2026-11-steuertipps-zum-jahresende-2', publishedAt: new Date('2026-11-22T10:00:00Z'), locales: ['de', 'en'] },
      { slug: '2026-11-steuertipps-zum-jahresende', publishedAt: new Date('2026-11-21T10:00:00Z'), locales: ['de'] },
    ]);
    expect((await findPublishedIssue(db(), '2026-11-steuertipps-zum-jahresende'))?.id).toBe(first);
  });

  it("keeps an issue's first publication date and place when it is published again", async () => {
    const earlier = await sentCampaign(db(), german, NOV);
    const later = await sentCampaign(db(), bilingual, NOV);
    await publishCampaign(db(), earlier, new Date('2026-11-21T10:00:00Z'));
    await publishCampaign(db(), later, new Date('2026-11-22T10:00:00Z'));
    await unpublishCampaign(db(), earlier, new Date('2026-11-23T10:00:00Z'));
    await publishCampaign(db(), earlier, new Date('2026-11-24T10:00:00Z'));

    const de = await listPublishedIssues(db(), 'de');
    expect(de.map((entry) => [entry.slug, entry.publishedAt])).toEqual([
      ['2026-11-steuertipps-zum-jahresende-2', new Date('2026-11-22T10:00:00Z')],
      ['2026-11-steuertipps-zum-jahresende', new Date('2026-11-21T10:00:00Z')],
    ]);
    expect((await publishedIssueLanguages(db())).map((issue) => issue.publishedAt)).toEqual([
      new Date('2026-11-22T10:00:00Z'),
      new Date('2026-11-21T10:00:00Z'),
    ]);
    expect((await issueView(db(), '2026-11-steuertipps-zum-jahresende', 'de'))?.publishedAt).toEqual(new Date('2026-11-21T10:00:00Z'));
  });
});
