import type { AstroCookies } from 'astro';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from '#tests/setup/database.ts';
import { translate } from '#i18n/console-translate.ts';
import { mailOutbox, operatorPasskeys, operatorSessions } from '#server/db/schema.ts';
import { REPLY_ADDRESS } from '#server/mail/reply-address.ts';
import type { SessionLifetime, SignedInOperator } from '../access/operator-sessions.service.ts';
import { ensureOperator } from '../access/operators.service.ts';
import { auditRows } from '#tests/setup/audit-trail.ts';

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
type AccountChange = import('./account.actions.ts').AccountChange;
type StepUp<Purpose extends StepUpPurpose> = import('../access/step-up.service.ts').StepUp<Purpose>;
type StepUpPurpose = import('../access/step-up.service.ts').StepUpPurpose;
const { accountOf } = await import('../access/account.service.ts');
const { startSession } = await import('../access/operator-sessions.service.ts');
const { consoleRoute } = await import('../web/console-route.ts');
const { accountPosts } = await import('../web/account.posts.ts');

const lifetime: SessionLifetime = { idleMinutes: 30, maxHours: 12 };
/** A change of the operator's account from a known network and browser, in English. */
const by = (operator: SignedInOperator): AccountChange => ({
  operator,
  client: { network: '192.0.2.0/24', browser: 'Firefox 140 / Linux' },
  locale: 'en',
  siteUrl: 'http://localhost:4321',
});
/**
 * The proof of a passkey's confirmation, made up here: these tests are about the actions' rules; that the
 * console makes none without a real assertion is tested through the page below and over HTTP
 * (tests/integration/account-step-up.test.ts).
 */
const confirmed = <Purpose extends StepUpPurpose>(purpose: Purpose) => ({ purpose, passkeyId: 'anna-key' }) as unknown as StepUp<Purpose>;
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

  /** The audit log without where each change came from (its session, network and passkey, tested on their own). */
  const recorded = async () =>
    (await auditRows(db().db)).map(({ actor, action, target, details }) => {
      const { session: _session, network: _network, confirmedWith: _passkey, ...rest } = details ?? {};
      return [actor, action, target, ...(Object.keys(rest).length === 0 ? [] : [rest])];
    });
  const passkeyIds = async () =>
    (await db().db.select({ id: operatorPasskeys.id }).from(operatorPasskeys).orderBy(asc(operatorPasskeys.id))).map(({ id }) => id);
  const sessionIds = async () => (await db().db.select({ id: operatorSessions.id }).from(operatorSessions)).map(({ id }) => id).sort();
  const addAll = async (operator: SignedInOperator, ...ids: string[]) => {
    for (const [index, id] of ids.entries()) {
      expect(await addPasskey(db().db, by(operator), passkey(id, minutes(start, index)))).toEqual({ code: 'passkey_added' });
    }
  };

  describe('passkeys', () => {
    it('adds a passkey to the operator with its audit entry, and never a credential id stored already', async () => {
      await addAll(anna, 'anna-1', 'anna-2');
      expect(await addPasskey(db().db, by(ben), passkey('anna-1'))).toEqual({ code: 'not_added' });
      expect(await passkeyIds()).toEqual(['anna-1', 'anna-2']);
      expect(await recorded()).toEqual([
        ['anna@example.ch', 'add_passkey', 'anna-1', { passkeys: 1 }],
        ['anna@example.ch', 'add_passkey', 'anna-2', { passkeys: 2 }],
      ]);
    });

    it('removes one of two passkeys and writes it to the audit log, then refuses the last one', async () => {
      await addAll(anna, 'anna-1', 'anna-2');
      expect(await removePasskey(db().db, by(anna), { id: 'anna-1' }, confirmed('remove_passkey'))).toEqual({ code: 'passkey_removed' });
      expect(await removePasskey(db().db, by(anna), { id: 'anna-2' }, confirmed('remove_passkey'))).toEqual({ code: 'last_passkey' });
      expect(await removePasskey(db().db, by(anna), { id: 'anna-1' }, confirmed('remove_passkey'))).toEqual({ code: 'passkey_not_found' });
      expect(await passkeyIds()).toEqual(['anna-2']);
      expect((await recorded()).slice(2)).toEqual([['anna@example.ch', 'remove_passkey', 'anna-1', { remaining: 1 }]]);
    });

    it("refuses someone else's passkey as one that does not exist, however many either has", async () => {
      await addAll(anna, 'anna-1', 'anna-2');
      await addAll(ben, 'ben-1', 'ben-2');
      expect(await removePasskey(db().db, by(anna), { id: 'ben-1' }, confirmed('remove_passkey'))).toEqual({ code: 'passkey_not_found' });
      expect(await passkeyIds()).toEqual(['anna-1', 'anna-2', 'ben-1', 'ben-2']);
      expect((await recorded()).filter(([, action]) => action === 'remove_passkey')).toEqual([]);
    });

    it('takes two removals at once one after the other: one passkey always stays', async () => {
      await addAll(anna, 'anna-1', 'anna-2');
      // The first removal's transaction stays open while the second starts (on PostgreSQL on a connection
      // of its own): the second must wait for it, then find the other passkey the last.
      let second: Promise<{ code: string }> | undefined;
      await db().db.transaction(async (tx) => {
        expect(await removePasskey(tx, by(anna), { id: 'anna-1' }, confirmed('remove_passkey'))).toEqual({ code: 'passkey_removed' });
        second = removePasskey(db().db, by(anna), { id: 'anna-2' }, confirmed('remove_passkey'));
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
      expect(await endOtherSession(db().db, by(anna), { id: anna.sessionId }, confirmed('end_sessions'))).toEqual({
        code: 'current_session',
      });
      expect(await endOtherSession(db().db, by(anna), { id: other.sessionId }, confirmed('end_sessions'))).toEqual({
        code: 'session_ended',
      });
      expect(await endOtherSession(db().db, by(anna), { id: other.sessionId }, confirmed('end_sessions'))).toEqual({
        code: 'session_not_found',
      });
      expect(await sessionIds()).toEqual([anna.sessionId, ben.sessionId].sort());
      expect(await recorded()).toEqual([['anna@example.ch', 'end_session', other.sessionId]]);
    });

    it("refuses someone else's session as one that does not exist", async () => {
      expect(await endOtherSession(db().db, by(anna), { id: ben.sessionId }, confirmed('end_sessions'))).toEqual({
        code: 'session_not_found',
      });
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
      expect(await endOtherSessions(db().db, by(anna), lifetime, confirmed('end_sessions'), now)).toEqual({
        code: 'sessions_ended',
        count: 2,
      });
      expect(await sessionIds()).toEqual([anna.sessionId, ben.sessionId].sort());
      expect(await sessionIds()).not.toContain(idle.sessionId);
      expect(await endOtherSessions(db().db, by(anna), lifetime, confirmed('end_sessions'), now)).toEqual({ code: 'no_other_sessions' });
      expect(await recorded()).toEqual([['anna@example.ch', 'end_other_sessions', null, { sessions: 2 }]]);
    });
  });

  describe('where a change came from', () => {
    it('audits the session, network and confirming passkey, and mails the operator in the page language', async () => {
      await addAll(anna, 'anna-1', 'anna-2');
      expect(await removePasskey(db().db, by(anna), { id: 'anna-1' }, confirmed('remove_passkey'))).toEqual({ code: 'passkey_removed' });
      const [, , removal] = await auditRows(db().db);
      expect(removal?.details).toEqual({ remaining: 1, session: anna.sessionId, network: '192.0.2.0/24', confirmedWith: 'anna-key' });
      const mails = await db().db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
      // An answer to a notice goes to the firm's reply address, not to the no-reply sender (decision 0046).
      expect(mails.map(({ kind, recipient, replyTo, subject }) => [kind, recipient, replyTo, subject])).toEqual([
        ['account_notice', 'anna@example.ch', REPLY_ADDRESS, translate('en', 'mail.account.subject.passkey_added')],
        ['account_notice', 'anna@example.ch', REPLY_ADDRESS, translate('en', 'mail.account.subject.passkey_added')],
        ['account_notice', 'anna@example.ch', REPLY_ADDRESS, translate('en', 'mail.account.subject.passkey_removed')],
      ]);
      expect(mails[2]!.textBody).toContain('192.0.2.0/24');
      expect(mails[2]!.textBody).toContain('Firefox 140 / Linux');
    });
  });

  describe('through the console page', () => {
    it('asks before removing a passkey, and removes none without a confirmation by passkey', async () => {
      await addAll(anna, 'anna-1', 'anna-2');
      await addAll(ben, 'ben-1', 'ben-2');
      expect(await accountPost({ intent: 'confirm_remove_passkey', id: 'ben-1' })).toEqual({ notice: 'passkey_not_found' });
      expect(await accountPost({ intent: 'remove_passkey', id: 'not a credential id' })).toEqual({ notice: 'invalid' });
      const confirm = await accountPost({ intent: 'confirm_remove_passkey', id: 'anna-2' });
      expect(confirm.view?.confirmRemoval).toMatchObject({ id: 'anna-2', number: 2 });
      for (const assertion of [undefined, 'not json', JSON.stringify({ id: 'anna-2', response: {} })]) {
        const fields = { intent: 'remove_passkey', id: 'anna-2', ...(assertion === undefined ? {} : { assertion }) };
        expect(await accountPost(fields)).toEqual({ notice: 'step_up_failed' });
      }
      expect(await passkeyIds()).toEqual(['anna-1', 'anna-2', 'ben-1', 'ben-2']);
    });

    it('ends no session without a confirmation by passkey', async () => {
      const other = await startSession(db().db, anna.id, lifetime);
      expect(await accountPost({ intent: 'end_session', id: 'not-a-uuid' })).toEqual({ notice: 'invalid' });
      expect(await accountPost({ intent: 'end_session', id: other.sessionId })).toEqual({ notice: 'step_up_failed' });
      expect(await accountPost({ intent: 'end_other_sessions' })).toEqual({ notice: 'step_up_failed' });
      expect(await sessionIds()).toEqual([anna.sessionId, ben.sessionId, other.sessionId].sort());
      expect(await recorded()).toEqual([]);
    });
  });
});
