import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { translate } from '#i18n/console-translate.ts';
import { operatorInvites } from '#server/db/schema.ts';
import { ensureOperator } from '../access/operators.service.ts';
import type { AdminOutput } from './command.ts';
import { ADMIN_COMMANDS } from './commands.ts';
import { runAdminCommand, usageText } from './run-command.ts';

describe('admin commands and their usage', () => {
  const db = useTestDatabase(TEST_ENGINES[0]!, { beforeAll, afterAll, beforeEach });
  const run = async (command: string, ...words: string[]) => {
    const seen = { print: [] as string[], error: [] as string[] };
    const out: AdminOutput = {
      data: async () => undefined,
      print: async (line) => void seen.print.push(line),
      error: async (line) => void seen.error.push(line),
    };
    return { code: await runAdminCommand(ADMIN_COMMANDS, { command, words, format: 'table' }, db().db, out), ...seen };
  };
  const ID = '00000000-0000-4000-8000-000000000000';

  it.each([
    ['unknown'],
    ['list'],
    ['list', 'everything'],
    ['list', 'contacts', 'more'],
    ['waitlist', 'accept'],
    ['waitlist', 'approve', ID],
    ['waitlist', 'accept', 'not-an-id'],
    ['tiers', 'bogus'],
    ['tiers', 'set-slots', 'early_access'],
    ['tiers', 'set-slots', 'early_access', 'many'],
    ['person', 'export'],
    ['person', 'forget', 'a@example.ch'],
    ['outbox'],
    ['outbox', 'retry', 'not-an-id'],
    ['purge', 'now'],
  ])('%s %s … is wrong usage: the usage on stderr, exit 2', async (command, ...words) => {
    expect(await run(command, ...words)).toEqual({ code: 2, print: [], error: [usageText(ADMIN_COMMANDS)] });
  });

  it('answers a decision that cannot be taken with exit 2 and a refused slot change with exit 1, as before', async () => {
    expect(await run('waitlist', 'decline', ID)).toEqual({ code: 2, print: ['not_pending'], error: [] });
    const refused = await run('tiers', 'set-slots', 'founders_beta', '1');
    expect(refused).toMatchObject({ code: 1, error: ['Refused: founders_beta does not exist or has more slots taken than 1.'] });
    expect(await run('outbox', 'retry')).toEqual({ code: 0, print: ['0 mails queued again.'], error: [] });
  });

  it('refuses to invite the address of an operator, saying why in both languages (decision 0022)', async () => {
    await ensureOperator(db().db, 'anna@example.ch');
    const refused = await run('operator', 'invite', 'Anna@example.ch');
    expect(refused).toEqual({
      code: 1,
      print: [],
      error: [
        `${translate('de', 'console.operators.inviteAlreadyOperator')}\n${translate('en', 'console.operators.inviteAlreadyOperator')}`,
      ],
    });
    expect(await db().db.select().from(operatorInvites)).toEqual([]);
  });

  it('refuses an address the console refuses: exit 2, a message in both languages, no link and no invite', async () => {
    for (const address of ['not-an-address', 'anna@', 'anna@example.ch\u202e']) {
      const refused = await run('operator', 'invite', address);
      expect(refused).toEqual({
        code: 2,
        print: [],
        error: [`${translate('de', 'console.operators.inviteInvalid')}\n${translate('en', 'console.operators.inviteInvalid')}`],
      });
    }
    expect(await db().db.select().from(operatorInvites)).toEqual([]);
  });
});
