import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { operatorSessions } from '#server/db/schema.ts';
import { endSession, resumeSession, startSession, type SessionLifetime } from './operator-sessions.service.ts';
import { removeOperator } from '../actions/operators.actions.ts';
import { deleteSessionsOfOperator } from './operator-sessions.repo.ts';
import { ensureOperator } from './operators.service.ts';

const lifetime: SessionLifetime = { idleMinutes: 30, maxHours: 12 };
const minutes = (start: Date, count: number) => new Date(start.getTime() + count * 60_000);

describe.each(TEST_ENGINES)('operator sessions on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const start = new Date('2026-11-20T08:00:00Z');
  let operatorId: string;
  beforeEach(async () => {
    operatorId = (await ensureOperator(db().db, 'anna@example.ch')).id;
  });

  it('keeps only the hash of the token and gives the operator back for the token', async () => {
    const { token, sessionId } = await startSession(db().db, operatorId, lifetime, start);
    const [row] = await db().db.select().from(operatorSessions);
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await resumeSession(db().db, token, lifetime, minutes(start, 1))).toEqual({
      id: operatorId,
      email: 'anna@example.ch',
      sessionId,
    });
    expect(await resumeSession(db().db, `${token}x`, lifetime, minutes(start, 1))).toBeNull();
  });

  it('ends after the idle timeout, and every request starts the idle time again', async () => {
    const { token } = await startSession(db().db, operatorId, lifetime, start);
    expect(await resumeSession(db().db, token, lifetime, minutes(start, 29))).not.toBeNull();
    expect(await resumeSession(db().db, token, lifetime, minutes(start, 58))).not.toBeNull();
    expect(await resumeSession(db().db, token, lifetime, minutes(start, 88))).toBeNull();
    // Ended for good: a later request does not bring it back.
    expect(await resumeSession(db().db, token, lifetime, minutes(start, 89))).toBeNull();
  });

  it('ends at its absolute lifetime however active it is', async () => {
    const { token } = await startSession(db().db, operatorId, lifetime, start);
    let now = start;
    for (let step = 0; step < 12 * 3 - 1; step += 1) {
      now = minutes(now, 20);
      expect(await resumeSession(db().db, token, lifetime, now), now.toISOString()).not.toBeNull();
    }
    expect(await resumeSession(db().db, token, lifetime, minutes(start, 12 * 60))).toBeNull();
  });

  it('signing out ends the session for every holder of the token, and only that session', async () => {
    const first = await startSession(db().db, operatorId, lifetime, start);
    const second = await startSession(db().db, operatorId, lifetime, start);
    await endSession(db().db, first.token);
    expect(await resumeSession(db().db, first.token, lifetime, minutes(start, 1))).toBeNull();
    expect(await resumeSession(db().db, second.token, lifetime, minutes(start, 1))).not.toBeNull();
  });

  // The query behind "Sign out everywhere" (account.actions.ts, confirmed with a passkey there).
  it("signing out everywhere ends every session of the operator and no one else's (decision 0022)", async () => {
    const sessions = [await startSession(db().db, operatorId, lifetime, start), await startSession(db().db, operatorId, lifetime, start)];
    const colleague = await startSession(db().db, (await ensureOperator(db().db, 'bob@example.ch')).id, lifetime, start);
    expect(await deleteSessionsOfOperator(db().db, operatorId)).toBe(2);
    for (const { token } of sessions) expect(await resumeSession(db().db, token, lifetime, minutes(start, 1))).toBeNull();
    expect(await resumeSession(db().db, colleague.token, lifetime, minutes(start, 1))).not.toBeNull();
  });

  it('removing an operator ends their sessions', async () => {
    const { token } = await startSession(db().db, operatorId, lifetime, start);
    const other = await ensureOperator(db().db, 'bob@example.ch');
    const bob = { id: other.id, email: other.email, sessionId: 'none' };
    expect(await removeOperator(db().db, bob, operatorId)).toEqual({ outcome: 'removed', email: 'anna@example.ch' });
    expect(await resumeSession(db().db, token, lifetime, minutes(start, 1))).toBeNull();
    expect(await removeOperator(db().db, bob, bob.id)).toEqual({ outcome: 'self' });
  });

  it('sweeps ended sessions when someone signs in', async () => {
    await startSession(db().db, operatorId, lifetime, start);
    await startSession(db().db, operatorId, lifetime, minutes(start, 31));
    expect(await db().db.select().from(operatorSessions)).toHaveLength(1);
  });
});
