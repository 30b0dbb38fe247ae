import type { AstroCookies } from 'astro';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from '#tests/setup/database.ts';
import { auditLog, operatorPasskeys, operatorSessions } from '#server/db/schema.ts';
import type { SessionLifetime, SignedInOperator } from '../access/operator-sessions.service.ts';
import { ensureOperator } from '../access/operators.service.ts';

// The account page's actions on both engines, called directly and through the console's entry point (the
// operator signed in as `state.operator`): an operator acts on their own passkeys and sessions only, never
// removes their last passkey or ends the session they are in, and every change leaves its audit entry.
const state = vi.hoisted(() => ({ database: undefined as TestDatabase | undefined, operator: undefined as SignedInOperator | undefined }));
vi.mock('#server/db/instance.ts', () => ({ database: async () => state.database }));
vi.mock('../access/operator-sessions.service.ts', async (original) => ({
  ...(await original<typeof import('../access/operator-sessions.service.ts')>()),
  sessionToken: () => 'session-token',
  resumeSession: async () => state.operator,
}));

const { addPasskey, endOtherSession, endOtherSessions, removePasskey } = await import('./account.actions.ts');
const { accountOf } = await import('../access/account.service.ts');
const { startSession } = await import('../access/operator-sessions.service.ts');
const { consoleRoute } = await import('../web/console-route.ts');
const { accountPosts } = await import('../web/account.posts.ts');

const lifetime: SessionLifetime = { idleMinutes: 30, maxHours: 12 };
const minutes = (start: Date, count: number) => new Date(start.getTime() + count * 60_000);

/** A passkey as a registration stores it (the key is never checked here). */
const passkey = (id: string, createdAt = new Date()) => ({
  id,
  publicKey: 'pQECAyYgASFYIA',
  counter: 0,
  transports: ['internal'],
  deviceType: 'singleDevice',
  backedUp: false,
  createdAt,
  lastUsedAt: null,
});

/** A post to the account page through the console's one entry point: the notice it redirected with, or the view it showed. */
async function accountPost(fields: Record<string, string>) {
  const url = new URL('http://127.0.0.1/en/admin/account');
  const page = await consoleRoute(
    {
      url,
      cookies: {} as AstroCookies,
      params: { locale: 'en' },
      clientAddress: '127.0.0.1',
      request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }),
    },
    accountPosts,
  );
  if (!(page instanceof Response)) return { view: page.view };
  const location = new URL(page.headers.get('Location')!, url);
  const count = location.searchParams.get('count');
  return { notice: location.searchParams.get('notice'), ...(count === null ? {} : { count: Number(count) }) };
}

describe.each(TEST_ENGINES)("an operator's own account, on $name", (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  let anna: SignedInOperator;
  let ben: SignedInOperator;
  const start = new Date();

  beforeEach(async () => {
    state.database = db();
    const signIn = async (email: string): Promise<SignedInOperator> => {
      const { id } = await ensureOperator(db().db, email);
      const { sessionId } = await startSession(db().db, id, lifetime, start);
      return { id, email, sessionId };
    };
    anna = await signIn('anna@example.ch');
    ben = await signIn('ben@example.ch');
    state.operator = anna;
  });

  const recorded = async () =>
    (await db().db.select().from(auditLog).orderBy(asc(auditLog.id))).map(({ actor, action, target, details }) => [
      actor,
      action,
      target,
      ...(details === null ? [] : [details]),
    ]);
  const passkeyIds = async () =>
    (await db().db.select({ id: operatorPasskeys.id }).from(operatorPasskeys).orderBy(asc(operatorPasskeys.id))).map(({ id }) => id);
  const sessionIds = async () => (await db().db.select({ id: operatorSessions.id }).from(operatorSessions)).map(({ id }) => id).sort();
  const addAll = async (operator: SignedInOperator, ...ids: string[]) => {
    for (const [index, id] of ids.entries()) {
      expect(await addPasskey(db().db, operator, passkey(id, minutes(start, index)))).toEqual({ code: 'passkey_added' });
    }
  };

  describe('passkeys', () => {
    it('adds a passkey to the operator with its audit entry, and never a credential id stored already', async () => {
      await addAll(anna, 'anna-1', 'anna-2');
      expect(await addPasskey(db().db, ben, passkey('anna-1'))).toEqual({ code: 'not_added' });
      expect(await passkeyIds()).toEqual(['anna-1', 'anna-2']);
      expect(await recorded()).toEqual([
        ['anna@example.ch', 'add_passkey', 'anna-1', { passkeys: 1 }],
        ['anna@example.ch', 'add_passkey', 'anna-2', { passkeys: 2 }],
      ]);
    });

    it('removes one of two passkeys and writes it to the audit log, then refuses the last one', async () => {
      await addAll(anna, 'anna-1', 'anna-2');
      expect(await removePasskey(db().db, anna, { id: 'anna-1' })).toEqual({ code: 'passkey_removed' });
      expect(await removePasskey(db().db, anna, { id: 'anna-2' })).toEqual({ code: 'last_passkey' });
      expect(await removePasskey(db().db, anna, { id: 'anna-1' })).toEqual({ code: 'passkey_not_found' });
      expect(await passkeyIds()).toEqual(['anna-2']);
      expect((await recorded()).slice(2)).toEqual([['anna@example.ch', 'remove_passkey', 'anna-1', { remaining: 1 }]]);
    });

    it("refuses someone else's passkey as one that does not exist, however many either has", async () => {
      await addAll(anna, 'anna-1', 'anna-2');
      await addAll(ben, 'ben-1', 'ben-2');
      expect(await removePasskey(db().db, anna, { id: 'ben-1' })).toEqual({ code: 'passkey_not_found' });
      expect(await passkeyIds()).toEqual(['anna-1', 'anna-2', 'ben-1', 'ben-2']);
      expect((await recorded()).filter(([, action]) => action === 'remove_passkey')).toEqual([]);
    });

    it('takes two removals at once one after the other: one passkey always stays', async () => {
      await addAll(anna, 'anna-1', 'anna-2');
      // The first removal's transaction stays open while the second starts (on PostgreSQL on a connection
      // of its own): the second must wait for it, then find the other passkey the last.
      let second: Promise<{ code: string }> | undefined;
      await db().db.transaction(async (tx) => {
        expect(await removePasskey(tx, anna, { id: 'anna-1' })).toEqual({ code: 'passkey_removed' });
        second = removePasskey(db().db, anna, { id: 'anna-2' });
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      expect(await second).toEqual({ code: 'last_passkey' });
      expect(await passkeyIds()).toEqual(['anna-2']);
    });

    it('lists only the operator’s passkeys, oldest first, numbered', async () => {
      await addAll(ben, 'ben-1');
      await addAll(anna, 'anna-b', 'anna-a');
      const { passkeys } = await accountOf(db().db, anna, lifetime, start);
      expect(passkeys.map(({ id, number, synced, transports }) => [id, number, synced, transports])).toEqual([
        ['anna-b', 1, false, ['internal']],
        ['anna-a', 2, false, ['internal']],
      ]);
    });
  });

  describe('sessions', () => {
    it('ends another session of the operator, never the current one, and writes it to the audit log', async () => {
      const other = await startSession(db().db, anna.id, lifetime, start);
      expect(await endOtherSession(db().db, anna, { id: anna.sessionId })).toEqual({ code: 'current_session' });
      expect(await endOtherSession(db().db, anna, { id: other.sessionId })).toEqual({ code: 'session_ended' });
      expect(await endOtherSession(db().db, anna, { id: other.sessionId })).toEqual({ code: 'session_not_found' });
      expect(await sessionIds()).toEqual([anna.sessionId, ben.sessionId].sort());
      expect(await recorded()).toEqual([['anna@example.ch', 'end_session', other.sessionId]]);
    });

    it("refuses someone else's session as one that does not exist", async () => {
      expect(await endOtherSession(db().db, anna, { id: ben.sessionId })).toEqual({ code: 'session_not_found' });
      expect(await sessionIds()).toEqual([anna.sessionId, ben.sessionId].sort());
      expect(await recorded()).toEqual([]);
    });

    it("ends every other session of the operator, keeps the current one and everyone else's, and counts the live ones", async () => {
      const others = [
        await startSession(db().db, anna.id, lifetime, minutes(start, 1)),
        await startSession(db().db, anna.id, lifetime, minutes(start, 2)),
      ];
      // One that ended by itself (idle) and was not swept yet: it goes too, but is not counted.
      const idle = await startSession(db().db, anna.id, lifetime, minutes(start, -120));
      const now = minutes(start, 3);
      expect((await accountOf(db().db, anna, lifetime, now)).sessions.map(({ id, current }) => [id, current])).toEqual([
        [anna.sessionId, true],
        ...others.map(({ sessionId }) => [sessionId, false]),
      ]);
      expect(await endOtherSessions(db().db, anna, lifetime, now)).toEqual({ code: 'sessions_ended', count: 2 });
      expect(await sessionIds()).toEqual([anna.sessionId, ben.sessionId].sort());
      expect(await sessionIds()).not.toContain(idle.sessionId);
      expect(await endOtherSessions(db().db, anna, lifetime, now)).toEqual({ code: 'no_other_sessions' });
      expect(await recorded()).toEqual([['anna@example.ch', 'end_other_sessions', null, { sessions: 2 }]]);
    });
  });

  describe('through the console page', () => {
    it('asks before removing a passkey, removes it, and refuses the last one and forged ids', async () => {
      await addAll(anna, 'anna-1', 'anna-2');
      await addAll(ben, 'ben-1', 'ben-2');
      expect(await accountPost({ intent: 'confirm-remove-passkey', id: 'ben-1' })).toEqual({ notice: 'passkey_not_found' });
      expect(await accountPost({ intent: 'remove-passkey', id: 'ben-1' })).toEqual({ notice: 'passkey_not_found' });
      expect(await accountPost({ intent: 'remove-passkey', id: 'not a credential id' })).toEqual({ notice: 'invalid' });
      const confirm = await accountPost({ intent: 'confirm-remove-passkey', id: 'anna-2' });
      expect(confirm.view?.confirmRemoval).toMatchObject({ id: 'anna-2', number: 2 });
      expect(await accountPost({ intent: 'remove-passkey', id: 'anna-2' })).toEqual({ notice: 'passkey_removed' });
      expect(await accountPost({ intent: 'confirm-remove-passkey', id: 'anna-1' })).toEqual({ notice: 'last_passkey' });
      expect(await accountPost({ intent: 'remove-passkey', id: 'anna-1' })).toEqual({ notice: 'last_passkey' });
      expect(await passkeyIds()).toEqual(['anna-1', 'ben-1', 'ben-2']);
    });

    it("ends another session, refuses the current one and someone else's, and ends all the others", async () => {
      const others = [await startSession(db().db, anna.id, lifetime), await startSession(db().db, anna.id, lifetime)];
      expect(await accountPost({ intent: 'end-session', id: ben.sessionId })).toEqual({ notice: 'session_not_found' });
      expect(await accountPost({ intent: 'end-session', id: anna.sessionId })).toEqual({ notice: 'current_session' });
      expect(await accountPost({ intent: 'end-session', id: 'not-a-uuid' })).toEqual({ notice: 'invalid' });
      expect(await accountPost({ intent: 'end-session', id: others[0]!.sessionId })).toEqual({ notice: 'session_ended' });
      expect(await accountPost({ intent: 'end-other-sessions' })).toEqual({ notice: 'sessions_ended', count: 1 });
      expect(await sessionIds()).toEqual([anna.sessionId, ben.sessionId].sort());
      expect(await recorded()).toEqual([
        ['anna@example.ch', 'end_session', others[0]!.sessionId],
        ['anna@example.ch', 'end_other_sessions', null, { sessions: 1 }],
      ]);
    });
  });
});
