import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { findCampaign } from '#server/campaigns/campaigns.repo.ts';
import { campaigns, mailOutbox, newsletterSubscriptions } from '#server/db/schema.ts';
import { ensureOperator } from '../access/operators.service.ts';
import type { AdminOutput } from './command.ts';
import { ADMIN_COMMANDS } from './commands.ts';
import { runAdminCommand, usageText } from './run-command.ts';
import { auditRows } from '#tests/setup/audit-trail.ts';

// Decision 0035: campaigns from the command line, through the console's actions, each audited as the command line.
describe('the campaign and newsletter commands', () => {
  const database = useTestDatabase(TEST_ENGINES[0]!, { beforeAll, afterAll, beforeEach });
  const db = () => database().db;
  const run = async (command: string, ...words: string[]) => {
    const seen = { print: [] as string[], error: [] as string[] };
    const out: AdminOutput = {
      data: async () => undefined,
      print: async (line) => void seen.print.push(line),
      error: async (line) => void seen.error.push(line),
    };
    return { code: await runAdminCommand(ADMIN_COMMANDS, { command, words, format: 'table' }, db(), out), ...seen };
  };
  const actions = async () => (await auditRows(db())).map(({ action, actor }) => `${actor}:${action}`);
  const json = JSON.stringify({ subjectDe: 'Neuigkeiten', bodyDe: 'Hallo', audience: 'de' });
  const create = async () => {
    const created = await run('campaign', 'create', json);
    expect(created).toMatchObject({ code: 0, error: [] });
    return /^Created the draft ([\da-f-]{36})\.$/.exec(created.print[0]!)![1]!;
  };
  const ID = '00000000-0000-4000-8000-000000000000';

  it.each([
    ['campaign'],
    ['campaign', 'list', 'more'],
    ['campaign', 'show'],
    ['campaign', 'show', 'not-an-id'],
    ['campaign', 'create'],
    ['campaign', 'create', '{not json'],
    ['campaign', 'schedule', ID],
    ['campaign', 'schedule', ID, 'tomorrow'],
    ['campaign', 'send', 'not-an-id'],
    ['campaign', 'launch', ID],
    ['campaign', 'test', ID],
    ['campaign', 'test', ID, 'not-an-address'],
    ['newsletter', 'reset-bounce'],
    ['newsletter', 'forget', 'a@example.ch'],
  ])('%s %s … is wrong usage: the usage on stderr, exit 2', async (command, ...words) => {
    expect(await run(command, ...words)).toEqual({ code: 2, print: [], error: [usageText(ADMIN_COMMANDS)] });
  });

  it('creates a draft from JSON, refusing one that is no campaign; lists and shows it', async () => {
    const refused = await run('campaign', 'create', JSON.stringify({ subjectDe: 'Nur ein Betreff', audience: 'de' }));
    expect(refused).toMatchObject({ code: 2, print: [] });
    expect(refused.error[0]).toMatch(/^Not a campaign: bodyDe: incomplete/);
    expect(await db().select().from(campaigns)).toEqual([]);

    const id = await create();
    expect(await findCampaign(db(), id)).toMatchObject({ status: 'draft', subjectDe: 'Neuigkeiten', audience: 'de', createdBy: null });
    const list = await run('campaign', 'list');
    expect(list.error).toEqual([]);
    expect(list.print[0]).toContain(id);
    expect(list.print[0]).toContain('Neuigkeiten');
    const shown = await run('campaign', 'show', id);
    expect(shown.code).toBe(0);
    expect(shown.print[0]).toMatch(/status\W+draft/);
    expect(shown.print[0]).toMatch(/queued\W+0\b/);
    expect(await run('campaign', 'show', ID)).toEqual({ code: 1, print: [], error: ['There is no such campaign.'] });
  });

  it('schedules in Zurich time, unschedules, sends, pauses, resumes and cancels; a refused move exits 1', async () => {
    const id = await create();
    expect(await run('campaign', 'schedule', id, '2020-01-01T09:00')).toEqual({
      code: 1,
      print: [],
      error: ['Refused: that time has passed already.'],
    });
    expect(await run('campaign', 'schedule', id, '2099-12-24T09:30')).toEqual({ code: 0, print: ['Scheduled.'], error: [] });
    expect((await findCampaign(db(), id))?.sendAt).toEqual(new Date('2099-12-24T08:30:00Z'));
    expect(await run('campaign', 'unschedule', id)).toMatchObject({ code: 0 });
    expect(await run('campaign', 'pause', id)).toEqual({
      code: 1,
      print: [],
      error: ['Refused: the campaign’s status does not allow this.'],
    });
    expect(await run('campaign', 'send', id)).toEqual({ code: 0, print: ['Sending has started: 0 mails queued.'], error: [] });
    expect(await run('campaign', 'pause', id)).toMatchObject({ code: 0, print: ['Paused.'] });
    expect(await run('campaign', 'resume', id)).toMatchObject({ code: 0, print: ['Resumed.'] });
    expect(await run('campaign', 'cancel', id)).toMatchObject({ code: 0 });
    expect((await findCampaign(db(), id))?.status).toBe('cancelled');
    expect(await actions()).toEqual(
      [
        'campaign_create',
        'campaign_schedule',
        'campaign_unschedule',
        'campaign_send',
        'campaign_pause',
        'campaign_resume',
        'campaign_cancel',
      ].map((action) => `cli:${action}`),
    );
  });

  it('copies any campaign into a new draft and deletes a draft only; a refusal exits 1', async () => {
    const id = await create();
    const copied = await run('campaign', 'duplicate', id);
    expect(copied).toMatchObject({ code: 0, error: [] });
    const copy = /^Copied into the new draft ([\da-f-]{36})\.$/.exec(copied.print[0]!)![1]!;
    expect(await findCampaign(db(), copy)).toMatchObject({ status: 'draft', subjectDe: 'Kopie von Neuigkeiten', bodyDe: 'Hallo' });
    expect(await run('campaign', 'send', id)).toMatchObject({ code: 0 });
    expect(await run('campaign', 'delete', id)).toEqual({
      code: 1,
      print: [],
      error: ['Refused: the campaign’s status does not allow this.'],
    });
    expect(await run('campaign', 'delete', copy)).toEqual({ code: 0, print: ['Deleted.'], error: [] });
    expect(await findCampaign(db(), copy)).toBeUndefined();
    expect(await findCampaign(db(), id)).toBeDefined();
    expect(await run('campaign', 'duplicate', ID)).toEqual({ code: 1, print: [], error: ['There is no such campaign.'] });
    expect(await actions()).toEqual(['cli:campaign_create', 'cli:campaign_duplicate', 'cli:campaign_send', 'cli:campaign_delete']);
  });

  it('sends a test to an operator only', async () => {
    const id = await create();
    expect(await run('campaign', 'test', id, 'someone@example.ch')).toEqual({
      code: 1,
      print: [],
      error: ['No operator someone@example.ch: tests go to operators only.'],
    });
    expect(await db().select().from(mailOutbox)).toEqual([]);
    await ensureOperator(db(), 'anna@example.ch');
    expect(await run('campaign', 'test', id, 'anna@example.ch')).toEqual({
      code: 0,
      print: ['A test is on its way to anna@example.ch.'],
      error: [],
    });
    expect((await db().select().from(mailOutbox)).map((mail) => mail.recipient)).toEqual(['anna@example.ch']);
    expect((await actions()).at(-1)).toBe('cli:campaign_test');
  });

  it('resets a bounced address, and says so when it had not bounced', async () => {
    await db().insert(newsletterSubscriptions).values({
      email: 'bounced@example.ch',
      status: 'confirmed',
      consentAt: new Date(),
      consentLanguage: 'de',
      consentSourcePage: '/',
      privacyVersion: '1',
      clientHash: 'c',
      unsubscribeTokenHash: 'h',
      bouncedAt: new Date(),
    });
    expect(await run('newsletter', 'reset-bounce', 'bounced@example.ch')).toEqual({
      code: 0,
      print: ['Reset: campaigns go to bounced@example.ch again.'],
      error: [],
    });
    expect(await run('newsletter', 'reset-bounce', 'bounced@example.ch')).toEqual({
      code: 1,
      print: [],
      error: ['No subscription of bounced@example.ch is marked as bounced.'],
    });
    expect(await actions()).toEqual(['cli:reset_bounce']);
  });
});
