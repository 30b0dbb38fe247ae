import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { PAGE_SIZE as AUDIT_PAGE_SIZE, type PagePosition } from '#server/db/paging.ts';
import { translator } from '#i18n/console-translate.ts';
import { ensureOperator } from '../access/operators.service.ts';
import { removeOperator } from '../actions/operators.actions.ts';
import { auditFilters } from '../web/filters.ts';
import { auditPage, CLI, operatorsInLog, recordActionIn } from './audit.service.ts';
import { personReference } from './person-reference.ts';

const NEWEST: PagePosition = { from: 'newest' };

describe.each(TEST_ENGINES)('audit log on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  it('records who did what; the command line as cli', async () => {
    const anna = await ensureOperator(db().db, 'anna@example.ch');
    await recordActionIn(db().db, { id: anna.id, email: anna.email, sessionId: 's' }, 'accept', 'entry-1');
    await recordActionIn(db().db, { cli: true }, 'slots', 'early_access', { from: 8, to: 10 });
    const { rows: entries } = await auditPage(db().db, NEWEST);
    expect(entries.map(({ operatorId, actor, action, target, details }) => ({ operatorId, actor, action, target, details }))).toEqual([
      { operatorId: null, actor: 'cli', action: 'slots', target: 'early_access', details: { from: 8, to: 10 } },
      { operatorId: anna.id, actor: 'anna@example.ch', action: 'accept', target: 'entry-1', details: null },
    ]);
  });

  it('never keeps the e-mail address of a visitor whose data an action concerns', async () => {
    await recordActionIn(db().db, { cli: true }, 'erase', 'visitor@example.ch', { email: 'visitor@example.ch', rows: 3 });
    await recordActionIn(db().db, { cli: true }, 'invite', 'new.operator@example.ch');
    const { rows: entries } = await auditPage(db().db, NEWEST);
    expect(JSON.stringify(entries)).not.toContain('visitor@example.ch');
    expect(entries.map(({ target }) => target)).toEqual(['new.operator@example.ch', '[redacted-email]']);
  });

  it('pages the log newest first', async () => {
    for (let index = 0; index < AUDIT_PAGE_SIZE + 3; index += 1) await recordActionIn(db().db, { cli: true }, 'retry', `mail-${index}`);
    const first = await auditPage(db().db, NEWEST);
    expect(first).toMatchObject({ total: { count: AUDIT_PAGE_SIZE + 3, more: false }, newer: undefined });
    expect(first.rows).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.rows[0]!.target).toBe(`mail-${AUDIT_PAGE_SIZE + 2}`);
    const second = await auditPage(db().db, { from: 'older', than: first.older! });
    expect(second.rows.map(({ target }) => target)).toEqual(['mail-2', 'mail-1', 'mail-0']);
    expect(second.older).toBeUndefined();
    expect((await auditPage(db().db, { from: 'oldest' })).rows.at(-1)!.target).toBe('mail-0');
  });

  it('filters by operator (a removed one too, or the command line) and by action, newest first', async () => {
    const anna = await ensureOperator(db().db, 'anna@example.ch');
    const ben = await ensureOperator(db().db, 'ben@example.ch');
    const as = ({ id, email }: { id: string; email: string }) => ({ id, email });
    await recordActionIn(db().db, as(anna), 'accept', 'entry-1');
    await recordActionIn(db().db, as(ben), 'accept', 'entry-2');
    await recordActionIn(db().db, CLI, 'accept', 'entry-3');
    await recordActionIn(db().db, as(anna), 'decline', 'entry-4');
    expect(await removeOperator(db().db, as(anna), ben.id)).toEqual({ outcome: 'removed', email: 'ben@example.ch' });
    const targets = async (filter: Parameters<typeof auditPage>[2]) =>
      (await auditPage(db().db, NEWEST, filter)).rows.map(({ target }) => target);

    expect(await targets({})).toEqual(['ben@example.ch', 'entry-4', 'entry-3', 'entry-2', 'entry-1']);
    expect(await targets({ actor: 'anna@example.ch' })).toEqual(['ben@example.ch', 'entry-4', 'entry-1']);
    expect(await targets({ actor: 'ben@example.ch' })).toEqual(['entry-2']);
    expect(await targets({ actor: 'cli' })).toEqual(['entry-3']);
    expect(await targets({ action: 'accept' })).toEqual(['entry-3', 'entry-2', 'entry-1']);
    expect(await targets({ actor: 'anna@example.ch', action: 'accept' })).toEqual(['entry-1']);
    expect(await auditPage(db().db, NEWEST, { action: 'erase' })).toMatchObject({ rows: [], total: { count: 0, more: false } });
    expect(await operatorsInLog(db().db)).toEqual(['anna@example.ch', 'ben@example.ch']);
  });

  it("takes the page's filter from its address: an operator by the reference of their address, the command line, an action", async () => {
    await recordActionIn(db().db, CLI, 'slots', 'early_access', { totalSlots: 3 });
    const operators = ['anna@example.ch', 'ben@example.ch'];
    const filters = (query: string) => auditFilters(new URL(`http://127.0.0.1/en/admin/audit?${query}`), operators, translator('en'));

    const { filter, choices } = filters(`operator=${personReference('ben@example.ch')}&action=accept`);
    expect(filter).toEqual({ actor: 'ben@example.ch', action: 'accept' });
    expect(choices.map(({ name, label, value }) => ({ name, label, value }))).toEqual([
      { name: 'operator', label: 'Operator', value: personReference('ben@example.ch') },
      { name: 'action', label: 'Action', value: 'accept' },
    ]);
    expect(choices[0]!.options.map(({ label }) => label)).toEqual(['All', 'Command line', 'anna@example.ch', 'ben@example.ch']);
    expect(choices[1]!.options).toContainEqual({ value: 'sign_out_everywhere', label: 'Signed out everywhere' });
    expect(filters('operator=cli').filter).toEqual({ actor: 'cli', action: undefined });
    expect(filters('operator=ben@example.ch&action=drop').filter).toEqual({ actor: undefined, action: undefined });
    expect(JSON.stringify(choices[0]!.options.map(({ value }) => value))).not.toContain('@');
  });
});
