import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { auditLog, operatorInvites } from '#server/db/schema.ts';
import { checkInvite, INVITE_TTL_MS, inviteLink, useInvite, type InviteCheck } from './operator-invites.service.ts';
import { inviteOperator, removeOperator } from '../actions/operators.actions.ts';
import { ensureOperator } from './operators.service.ts';

describe.each(TEST_ENGINES)('operator invites on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const made = new Date('2026-11-20T08:00:00Z');
  const later = (ms: number) => new Date(made.getTime() + ms);
  /** The token of an invite that was made (the tests below make only invites that are allowed). */
  const invited = async (...args: Parameters<typeof inviteOperator>) => {
    const invitation = await inviteOperator(...args);
    if (invitation.outcome !== 'invited') throw new Error(`no invite: ${invitation.outcome}`);
    return invitation;
  };
  const status = async (token: string): Promise<InviteCheck['status']> => (await checkInvite(db().db, token, later(1000))).status;

  it('stores only the hash of the token and records the invite in the audit log', async () => {
    const { token, expiresAt } = await invited(db().db, { cli: true }, ' anna@example.ch ', made);
    expect(expiresAt).toEqual(later(INVITE_TTL_MS));
    const [row] = await db().db.select().from(operatorInvites);
    expect(row).toMatchObject({ email: 'anna@example.ch', invitedBy: null, usedAt: null });
    expect(row!.tokenHash).not.toBe(token);
    expect(await db().db.select({ actor: auditLog.actor, action: auditLog.action, target: auditLog.target }).from(auditLog)).toEqual([
      { actor: 'cli', action: 'invite', target: 'anna@example.ch' },
    ]);
  });

  it('is valid for 24 hours', async () => {
    const { token } = await invited(db().db, { cli: true }, 'anna@example.ch', made);
    expect((await checkInvite(db().db, token, later(INVITE_TTL_MS - 1000))).status).toBe('usable');
    expect((await checkInvite(db().db, token, later(INVITE_TTL_MS))).status).toBe('expired');
    expect(await useInvite(db().db, token, later(INVITE_TTL_MS))).toBeUndefined();
  });

  it('is used once only, also when two uses race', async () => {
    const { token } = await invited(db().db, { cli: true }, 'anna@example.ch', made);
    const uses = await Promise.all([useInvite(db().db, token, later(1000)), useInvite(db().db, token, later(1000))]);
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect((await checkInvite(db().db, token, later(2000))).status).toBe('used');
    expect(await useInvite(db().db, token, later(2000))).toBeUndefined();
  });

  it('refuses the address of an operator, in any case of letters, and records nothing (decision 0022)', async () => {
    await ensureOperator(db().db, 'anna@example.ch');
    expect(await inviteOperator(db().db, { cli: true }, ' ANNA@example.ch', made)).toEqual({ outcome: 'already_operator' });
    expect(await db().db.select().from(operatorInvites)).toEqual([]);
    expect(await db().db.select().from(auditLog)).toEqual([]);
  });

  it("is no longer usable once its address is an operator's (decision 0022)", async () => {
    const { token: early } = await invited(db().db, { cli: true }, 'bob@example.ch', made);
    expect(await status(early)).toBe('usable');
    await ensureOperator(db().db, 'Bob@example.ch');
    expect(await status(early)).toBe('address_taken');
  });

  it('dies with its maker, and removing an operator revokes every invite for their address (decision 0022)', async () => {
    const remover = await ensureOperator(db().db, 'root@example.ch');
    const actor = { id: remover.id, email: remover.email, sessionId: 'none' };
    const maker = await ensureOperator(db().db, 'maker@example.ch');
    const { token: byMaker } = await invited(db().db, { id: maker.id, email: maker.email, sessionId: 'none' }, 'guest@example.ch', made);
    const { token: forMaker } = await invited(db().db, { cli: true }, 'other@example.ch', made);
    const { token: bystander } = await invited(db().db, actor, 'bystander@example.ch', made);
    // An invite for the maker's address, from before they were an operator.
    await db()
      .db.insert(operatorInvites)
      .values({ email: 'MAKER@example.ch', tokenHash: 'made-before', expiresAt: later(INVITE_TTL_MS) });
    expect(await status(byMaker)).toBe('usable');

    expect(await removeOperator(db().db, actor, maker.id)).toEqual({ outcome: 'removed', email: 'maker@example.ch' });
    expect(await status(byMaker)).toBe('unknown');
    expect(await db().db.select({ email: operatorInvites.email }).from(operatorInvites).orderBy(operatorInvites.email)).toEqual([
      { email: 'bystander@example.ch' },
      { email: 'other@example.ch' },
    ]);
    expect(await status(forMaker)).toBe('usable');
    expect(await status(bystander)).toBe('usable');
    const [removal] = await db()
      .db.select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'remove'));
    expect(removal).toEqual({ action: 'remove', details: { invitesRevoked: 2 } });
  });

  it('knows no token it did not make', async () => {
    expect((await checkInvite(db().db, 'not-a-token', made)).status).toBe('unknown');
  });

  it('links to the invite page on the public origin', () => {
    expect(inviteLink('abc', 'en', 'https://www.example.ch')).toBe('https://www.example.ch/en/admin/invite/abc');
    expect(inviteLink('abc', 'de', 'https://www.example.ch')).toBe('https://www.example.ch/admin/invite/abc');
  });
});
