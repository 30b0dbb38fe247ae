import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '../../../tests/setup/database.ts';
import { auditLog, operatorInvites } from '../db/schema.ts';
import { checkInvite, INVITE_TTL_MS, inviteLink, useInvite } from './operator-invites.service.ts';
import { inviteOperator } from './operators.service.ts';

describe.each(TEST_ENGINES)('operator invites on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const made = new Date('2026-11-20T08:00:00Z');
  const later = (ms: number) => new Date(made.getTime() + ms);

  it('stores only the hash of the token and records the invite in the audit log', async () => {
    const { token, expiresAt } = await inviteOperator(db().db, { cli: true }, ' anna@example.ch ', made);
    expect(expiresAt).toEqual(later(INVITE_TTL_MS));
    const [row] = await db().db.select().from(operatorInvites);
    expect(row).toMatchObject({ email: 'anna@example.ch', invitedBy: null, usedAt: null });
    expect(row!.tokenHash).not.toBe(token);
    expect(await db().db.select({ actor: auditLog.actor, action: auditLog.action, target: auditLog.target }).from(auditLog)).toEqual([
      { actor: 'cli', action: 'invite', target: 'anna@example.ch' },
    ]);
  });

  it('is valid for 24 hours', async () => {
    const { token } = await inviteOperator(db().db, { cli: true }, 'anna@example.ch', made);
    expect((await checkInvite(db().db, token, later(INVITE_TTL_MS - 1000))).status).toBe('usable');
    expect((await checkInvite(db().db, token, later(INVITE_TTL_MS))).status).toBe('expired');
    expect(await useInvite(db().db, token, later(INVITE_TTL_MS))).toBeUndefined();
  });

  it('is used once only, also when two uses race', async () => {
    const { token } = await inviteOperator(db().db, { cli: true }, 'anna@example.ch', made);
    const uses = await Promise.all([useInvite(db().db, token, later(1000)), useInvite(db().db, token, later(1000))]);
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect((await checkInvite(db().db, token, later(2000))).status).toBe('used');
    expect(await useInvite(db().db, token, later(2000))).toBeUndefined();
  });

  it('knows no token it did not make', async () => {
    expect((await checkInvite(db().db, 'not-a-token', made)).status).toBe('unknown');
  });

  it('links to the invite page on the public origin', () => {
    expect(inviteLink('abc', 'en', 'https://www.example.ch')).toBe('https://www.example.ch/en/admin/invite/abc');
    expect(inviteLink('abc', 'de', 'https://www.example.ch')).toBe('https://www.example.ch/admin/invite/abc');
  });
});
