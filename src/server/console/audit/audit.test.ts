import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { PAGE_SIZE as AUDIT_PAGE_SIZE, type PagePosition } from '#server/db/paging.ts';
import { ensureOperator } from '../access/operators.service.ts';
import { auditPage, recordActionIn } from './audit.service.ts';

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
});
