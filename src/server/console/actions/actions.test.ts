import type { AstroCookies } from 'astro';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from '#tests/setup/database.ts';
import { submitContact } from '#server/contact/contact.service.ts';
import { auditLog, contactMessages, mailOutbox } from '#server/db/schema.ts';
import { subscribe } from '#server/newsletter/newsletter.service.ts';
import type { SignedInOperator } from '../access/operator-sessions.service.ts';
import { ensureOperator } from '../access/operators.service.ts';
import { listTierAvailability } from '#server/tiers/tiers.repo.ts';
import { submitWaitlist } from '#server/waitlist/waitlist.service.ts';
import { auditRows } from '#tests/setup/audit-trail.ts';

// The console's posts go through its one entry point against the suite's database, the operator signed
// in; what reaches the audit log is read back from it.
const state = vi.hoisted(() => ({ database: undefined as TestDatabase | undefined, operator: undefined as SignedInOperator | undefined }));
vi.mock('#server/db/instance.ts', () => ({ database: async () => state.database }));
vi.mock('../access/operator-sessions.service.ts', async (original) => ({
  ...(await original<typeof import('../access/operator-sessions.service.ts')>()),
  sessionToken: () => 'session-token',
  resumeSession: async () => state.operator,
}));

const { consoleRoute } = await import('../web/console-route.ts');
const { waitlistPosts } = await import('../web/waitlist.posts.ts');
const { mailPosts } = await import('../web/mail.posts.ts');
const { peoplePosts } = await import('../web/people.posts.ts');
const { messagePosts } = await import('../web/message.posts.ts');
const { newsletterExport } = await import('../web/newsletter-export.http.ts');
const { DOWNLOADS, listDownload } = await import('../web/list-download.http.ts');
const { personReference } = await import('../audit/person-reference.ts');
const { markMessageAnswered } = await import('./inbox.actions.ts');
const { ADMIN_COMMANDS } = await import('../cli/commands.ts');
const { runAdminCommand } = await import('../cli/run-command.ts');

const consent = {
  consentLanguage: 'de' as const,
  consentSourcePage: '/',
  clientHash: 'a'.repeat(64),
  privacyVersion: '2026-11-22',
  consentAt: new Date(),
};
const cookies = {} as AstroCookies;
const post = (path: string, fields: Record<string, string>) => {
  const url = new URL(`http://127.0.0.1${path}`);
  const locale = url.pathname.startsWith('/en/') ? 'en' : undefined;
  return {
    url,
    cookies,
    site: undefined,
    params: { locale },
    clientAddress: '127.0.0.1',
    request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }),
  };
};
/** The notice a post redirected with, as { code, count? }. */
const noticeOf = async (posts: Parameters<typeof consoleRoute>[1], fields: Record<string, string>) => {
  const page = await consoleRoute(post('/admin/waitlist', fields), posts);
  if (!(page instanceof Response)) throw new Error('no redirect');
  const location = new URL(page.headers.get('Location')!, 'http://127.0.0.1');
  const count = location.searchParams.get('count');
  return { code: location.searchParams.get('notice'), ...(count === null ? {} : { count: Number(count) }) };
};
const waitlistAction = (fields: Record<string, string>, _operator: SignedInOperator) => noticeOf(waitlistPosts, fields);
const retryMailAction = (fields: Record<string, string>, _operator: SignedInOperator) =>
  noticeOf(mailPosts, { intent: 'retry', ...fields });
const peopleAction = (request: ReturnType<typeof post>) =>
  consoleRoute(request, peoplePosts).then((page): { response: Response } | { view: unknown } =>
    page instanceof Response ? { response: page } : { view: page.view },
  );

describe.each(TEST_ENGINES)('what the console writes to the audit log, on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  let OPERATOR: SignedInOperator;
  beforeEach(async () => {
    state.database = db();
    const { id, email } = await ensureOperator(db().db, 'operator@example.ch');
    OPERATOR = { id, email, sessionId: 'session' };
    state.operator = OPERATOR;
  });
  /** The audit log as [actor, action, target, details?], oldest first. */
  const recorded = async () =>
    (await auditRows(db().db)).map(({ operatorId, action, target, details }) => [
      operatorId === OPERATOR.id ? OPERATOR : 'cli',
      action,
      target,
      ...(details === null ? [] : [details]),
    ]);
  const join = async (email: string, tier: string) => {
    const result = await submitWaitlist(db().db, { email, company: null, tier, motivation: null }, consent, 'http://localhost:4321');
    if (!result.ok) throw new Error(result.code);
    return result.id;
  };

  it('records accept, decline and slot changes, and not what was refused', async () => {
    const early = await join('early@example.ch', 'early_access');
    const general = await join('general@example.ch', 'general_waitlist');
    expect(await waitlistAction({ intent: 'decide', id: early, decision: 'accept' }, OPERATOR)).toEqual({ code: 'accepted' });
    expect(await waitlistAction({ intent: 'decide', id: early, decision: 'decline' }, OPERATOR)).toEqual({ code: 'not_pending' });
    expect(await waitlistAction({ intent: 'decide', id: general, decision: 'decline' }, OPERATOR)).toEqual({ code: 'declined' });
    expect(await waitlistAction({ intent: 'slots', tier: 'early_access', slots: '8' }, OPERATOR)).toEqual({ code: 'slots_refused' });
    expect(await waitlistAction({ intent: 'slots', tier: 'founders_beta', slots: '4' }, OPERATOR)).toEqual({ code: 'slots_saved' });
    expect(await waitlistAction({ intent: 'slots', tier: 'founders_beta', slots: '-1' }, OPERATOR)).toEqual({ code: 'invalid' });
    expect(await waitlistAction({ intent: 'decide', id: 'not-an-id', decision: 'accept' }, OPERATOR)).toEqual({ code: 'invalid' });
    expect(await recorded()).toEqual([
      [OPERATOR, 'accept', early, { tier: 'early_access', about: { personRef: personReference('early@example.ch') } }],
      [OPERATOR, 'decline', general, { tier: 'general_waitlist', about: { personRef: personReference('general@example.ch') } }],
      [OPERATOR, 'slots', 'founders_beta', { totalSlots: 4 }],
    ]);
    expect((await listTierAvailability(db().db)).find((tier) => tier.tier === 'founders_beta')).toMatchObject({
      total_slots: 4,
      available_slots: 1,
    });
  });

  it('records a retry of failed mail with how many went back in the queue', async () => {
    expect(await retryMailAction({}, OPERATOR)).toEqual({ code: 'nothing_to_retry' });
    await submitContact(
      db().db,
      { name: 'Anna', email: 'anna@example.ch', message: 'Bitte um Rückruf.' },
      { language: 'de', sourcePage: '/', clientHash: 'b' },
    );
    await db().db.update(mailOutbox).set({ status: 'failed' });
    expect(await retryMailAction({ id: '' }, OPERATOR)).toEqual({ code: 'retried', count: 1 });
    expect(await recorded()).toEqual([[OPERATOR, 'retry', 'all', { mails: 1 }]]);
  });

  it('retries one failed mail by its id and leaves the other failed ones alone', async () => {
    for (const [name, email] of [
      ['Anna', 'anna@example.ch'],
      ['Ben', 'ben@example.ch'],
    ]) {
      await submitContact(
        db().db,
        { name: name!, email: email!, message: 'Bitte um Rückruf.' },
        { language: 'de', sourcePage: '/', clientHash: 'b' },
      );
    }
    await db().db.update(mailOutbox).set({ status: 'failed' });
    const [first] = await db()
      .db.select({ id: mailOutbox.id, kind: mailOutbox.kind, recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .limit(1);
    expect(await retryMailAction({ id: first!.id }, OPERATOR)).toEqual({ code: 'retried', count: 1 });
    const statuses = await db().db.select({ id: mailOutbox.id, status: mailOutbox.status }).from(mailOutbox);
    expect(statuses.filter((mail) => mail.status === 'failed').map((mail) => mail.id)).not.toContain(first!.id);
    expect(statuses.filter((mail) => mail.status === 'failed')).toHaveLength(statuses.length - 1);
    expect(await recorded()).toEqual([
      [OPERATOR, 'retry', first!.id, { mails: 1, kind: first!.kind, about: { personRef: personReference(first!.recipient) } }],
    ]);
  });

  it('records an erasure and a person export without the address', async () => {
    await submitContact(
      db().db,
      { name: 'Anna', email: 'anna@example.ch', message: 'Bitte um Rückruf.' },
      { language: 'de', sourcePage: '/', clientHash: 'b' },
    );
    const exported = await peopleAction(post('/admin/people', { intent: 'export', email: 'Anna@example.ch' }));
    if (!('response' in exported)) throw new Error('no download');
    expect(exported.response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="person-${personReference('anna@example.ch')}.json"`,
    );
    expect(((await exported.response.json()) as { contactMessages: unknown[] }).contactMessages).toHaveLength(1);

    const erased = await peopleAction(post('/en/admin/people', { intent: 'erase', email: 'anna@example.ch' }));
    if (!('response' in erased)) throw new Error('no redirect');
    expect(erased.response.status).toBe(303);
    expect(erased.response.headers.get('Location')).toBe('/en/admin/people?notice=erased&count=2');
    expect(await recorded()).toEqual([
      [OPERATOR, 'export', personReference('anna@example.ch'), { kind: 'person' }],
      [OPERATOR, 'erase', personReference('anna@example.ch'), { records: 2, redacted: 0, resumed: 0 }],
    ]);
    expect(JSON.stringify(await recorded()).toLowerCase()).not.toContain('anna@example.ch');
  });

  it('records the newsletter export with its format and filter', async () => {
    await subscribe(db().db, 'reader@example.ch', consent, 'https://www.example.ch');
    const response = await newsletterExport(
      { ...post('/admin/newsletter.csv?status=pending', {}), request: new Request('http://127.0.0.1/admin/newsletter.csv') },
      'csv',
    );
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toMatch(/^email,status,consent_at,language\r\nreader@example\.ch,pending,[^,]+,de\r\n$/);
    expect(await recorded()).toEqual([[OPERATOR, 'export', 'newsletter', { format: 'csv', status: 'pending' }]]);
  });

  it('leaves the same audit entry whichever front ran the action (decision 0032)', async () => {
    const cli = async (command: string, ...words: string[]) => {
      const out = { data: async () => undefined, print: async () => undefined, error: async () => undefined };
      expect(await runAdminCommand(ADMIN_COMMANDS, { command, words, format: command === 'list' ? 'json' : 'table' }, db().db, out)).toBe(
        0,
      );
    };
    const failAll = () => db().db.update(mailOutbox).set({ status: 'failed' });
    const [first, second] = [await join('first@example.ch', 'general_waitlist'), await join('second@example.ch', 'general_waitlist')];
    const person = () =>
      submitContact(
        db().db,
        { name: 'Anna', email: 'anna@example.ch', message: 'Bitte um Rückruf.' },
        { language: 'de', sourcePage: '/', clientHash: 'b' },
      );
    const fronts: [console: () => Promise<unknown>, commandLine: () => Promise<unknown>][] = [
      [() => waitlistAction({ intent: 'decide', id: first, decision: 'accept' }, OPERATOR), () => cli('waitlist', 'accept', second)],
      [
        () => waitlistAction({ intent: 'slots', tier: 'founders_beta', slots: '4' }, OPERATOR),
        () => cli('tiers', 'set-slots', 'founders_beta', '4'),
      ],
      [async () => (await failAll(), retryMailAction({}, OPERATOR)), async () => (await failAll(), cli('outbox', 'retry'))],
      [
        async () => (await person(), peopleAction(post('/admin/people', { intent: 'export', email: 'anna@example.ch' }))),
        () => cli('person', 'export', 'anna@example.ch'),
      ],
      [
        () => peopleAction(post('/admin/people', { intent: 'erase', email: 'anna@example.ch' })),
        async () => (await person(), cli('person', 'erase', 'anna@example.ch')),
      ],
      [
        () =>
          newsletterExport(
            { ...post('/admin/newsletter.json', {}), request: new Request('http://127.0.0.1/admin/newsletter.json') },
            'json',
          ),
        () => cli('list', 'newsletter'),
      ],
    ];
    for (const [viaConsole, viaCommandLine] of fronts) {
      await viaConsole();
      await viaCommandLine();
    }
    const entries = await auditRows(db().db);
    expect(entries.map(({ actor }) => actor)).toEqual(fronts.flatMap(() => [OPERATOR.email, 'cli']));
    const [firstRef, secondRef] = [personReference('first@example.ch'), personReference('second@example.ch')];
    const what = ({ action, target, details }: (typeof entries)[number]) => ({
      action,
      target: target === second ? first : target,
      details: JSON.parse(JSON.stringify(details).replaceAll(secondRef, firstRef)) as unknown,
    });
    for (let index = 0; index < entries.length; index += 2) expect(what(entries[index + 1]!)).toEqual(what(entries[index]!));
  });

  it('archives a message, asks before deleting it and deletes it through its page, and audits both', async () => {
    const { id } = await submitContact(
      db().db,
      { name: 'Anna', email: 'anna@example.ch', message: 'Bitte um Rückruf.' },
      { language: 'de', sourcePage: '/', clientHash: 'b' },
    );
    const onPage = async (fields: Record<string, string>) => {
      const page = await consoleRoute(post(`/en/admin/inbox/${id}`, fields), messagePosts(id));
      return page instanceof Response ? page.headers.get('Location') : page.view;
    };
    expect(await onPage({ intent: 'move', folder: 'archive' })).toBe(`/en/admin/inbox/${id}?notice=archived`);
    expect(await onPage({ intent: 'move', folder: 'elsewhere' })).toBe(`/en/admin/inbox/${id}?notice=invalid`);
    expect(await onPage({ intent: 'confirm_delete' })).toBe('confirm_delete');
    // Deleted, the operator lands on the folder the message was in; a second delete finds nothing.
    expect(await onPage({ intent: 'delete' })).toBe('/en/admin/inbox?folder=archive&notice=deleted');
    expect(await onPage({ intent: 'delete' })).toBe('/en/admin/inbox?notice=invalid');
    expect(await recorded()).toEqual([
      [OPERATOR, 'archive', id, { from: 'inbox', about: { personRef: expect.any(String), name: 'Anna' } }],
      [OPERATOR, 'delete', id, { about: { personRef: expect.any(String), name: 'Anna' } }],
    ]);
  });

  it('downloads the inbox and the waiting list as their pages show them, and audits both (decision 0033)', async () => {
    const meta = { language: 'de' as const, sourcePage: '/', clientHash: 'b' };
    await submitContact(db().db, { name: 'Anna', email: 'anna@example.ch', message: 'Bitte um Rückruf.' }, meta);
    await submitContact(db().db, { name: 'Ben', email: 'ben@example.ch', message: 'Bitte um Offerte.' }, meta);
    const early = await join('early@example.ch', 'early_access');
    await join('general@example.ch', 'general_waitlist');
    const get = (path: string) => ({ ...post(path, {}), request: new Request(`http://127.0.0.1${path}`) });

    const csv = await listDownload(get('/admin/inbox.csv?q=anna&page=2'), DOWNLOADS.inbox, 'csv');
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('received,name,email,company,message,language,source_page,read_at,answered_at');
    expect(lines.slice(1, -1)).toEqual([expect.stringMatching(/^[\dT:.Z-]+,Anna,anna@example\.ch,,Bitte um Rückruf\.,de,\/,,$/)]);

    // The archive's download holds the archive only.
    await db().db.update(contactMessages).set({ folder: 'archive' }).where(eq(contactMessages.name, 'Ben'));
    const archive = await listDownload(get('/admin/inbox.json?folder=archive&q=offerte'), DOWNLOADS.inbox, 'json');
    expect((JSON.parse(await archive.text()) as { name: string }[]).map((row) => row.name)).toEqual(['Ben']);
    const inbox = await listDownload(get('/admin/inbox.json'), DOWNLOADS.inbox, 'json');
    expect((JSON.parse(await inbox.text()) as { name: string }[]).map((row) => row.name)).toEqual(['Anna']);

    const json = await listDownload(get('/en/admin/waitlist.json?status=pending&tier=early_access'), DOWNLOADS.waitlist, 'json');
    expect(json.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(await json.text())).toEqual([
      expect.objectContaining({ email: 'early@example.ch', tier: 'early_access', status: 'pending', applicant_told_at: null }),
    ]);
    expect(await recorded()).toEqual([
      [OPERATOR, 'export', 'contacts', { format: 'csv', status: 'all', folder: 'inbox', searched: true }],
      [OPERATOR, 'export', 'contacts', { format: 'json', status: 'all', folder: 'archive', searched: true }],
      [OPERATOR, 'export', 'contacts', { format: 'json', status: 'all', folder: 'inbox', searched: false }],
      [OPERATOR, 'export', 'waitlist', { format: 'json', status: 'pending', tier: 'early_access' }],
    ]);
    expect(early).toBeDefined();

    state.operator = undefined;
    expect((await listDownload(get('/admin/waitlist.csv'), DOWNLOADS.waitlist, 'csv')).status).toBe(404);
  });

  /** Anna's waiting-list entry accepted, her message marked answered and back, her notification's mail retried; Ben's entry declined. */
  async function actOnAnnaAndBen() {
    const meta = { language: 'de' as const, sourcePage: '/', clientHash: 'b' };
    const joined = await submitWaitlist(
      db().db,
      { email: 'anna.muster@example.ch', company: 'Muster Treuhand AG', tier: 'early_access', motivation: 'Bald.' },
      consent,
      'http://localhost:4321',
    );
    const ben = await join('ben@example.ch', 'general_waitlist');
    await submitContact(
      db().db,
      { name: 'Anna Muster', email: 'Anna.Muster@example.ch', company: 'Muster Treuhand AG', message: 'Rückruf?' },
      meta,
    );
    const [message] = await db().db.select({ id: contactMessages.id }).from(contactMessages);
    if (!joined.ok || !message) throw new Error('nothing stored');
    expect(await waitlistAction({ intent: 'decide', id: joined.id, decision: 'accept' }, OPERATOR)).toEqual({ code: 'accepted' });
    expect(await waitlistAction({ intent: 'decide', id: ben, decision: 'decline', mail: 'none' }, OPERATOR)).toEqual({ code: 'declined' });
    expect(await markMessageAnswered(db().db, OPERATOR, { id: message.id, answered: true })).toEqual({ code: 'answered' });
    expect(await markMessageAnswered(db().db, { cli: true }, { id: message.id, answered: false })).toEqual({ code: 'unanswered' });
    const [accepted] = await db().db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'waitlist_accepted'));
    await db().db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.id, accepted!.id));
    expect(await retryMailAction({ id: accepted!.id }, OPERATOR)).toEqual({ code: 'retried', count: 1 });
    return { entry: joined.id, ben, message: message.id, mail: accepted!.id };
  }

  it('names whom an action concerned in words (company, tier, sender), with a keyed reference and never the address', async () => {
    const { entry, ben, message, mail } = await actOnAnnaAndBen();
    const anna = personReference('anna.muster@example.ch');
    expect(await recorded()).toEqual([
      [OPERATOR, 'accept', entry, { tier: 'early_access', about: { personRef: anna, company: 'Muster Treuhand AG' } }],
      [OPERATOR, 'decline', ben, { tier: 'general_waitlist', about: { personRef: personReference('ben@example.ch') } }],
      [OPERATOR, 'answered', message, { answered: true, about: { personRef: anna, name: 'Anna Muster', company: 'Muster Treuhand AG' } }],
      ['cli', 'answered', message, { answered: false, about: { personRef: anna, name: 'Anna Muster', company: 'Muster Treuhand AG' } }],
      [OPERATOR, 'retry', mail, { mails: 1, kind: 'waitlist_accepted', about: { personRef: anna } }],
    ]);
    expect(JSON.stringify(await recorded()).toLowerCase()).not.toMatch(/anna\.muster@|ben@/);
  });

  it('an erasure leaves the entries about the person in the log, with their reference only (no name, company or address)', async () => {
    const { entry, ben, message } = await actOnAnnaAndBen();
    const erased = await peopleAction(post('/admin/people', { intent: 'erase', email: 'anna.muster@example.ch' }));
    expect('response' in erased && erased.response.status).toBe(303);
    const anna = { personRef: personReference('anna.muster@example.ch'), erased: true };
    expect(await recorded()).toEqual([
      [OPERATOR, 'accept', entry, { tier: 'early_access', about: anna }],
      [OPERATOR, 'decline', ben, { tier: 'general_waitlist', about: { personRef: personReference('ben@example.ch') } }],
      [OPERATOR, 'answered', message, { answered: true, about: anna }],
      ['cli', 'answered', message, { answered: false, about: anna }],
      [OPERATOR, 'retry', expect.any(String), { mails: 1, kind: 'waitlist_accepted', about: anna }],
      [OPERATOR, 'erase', anna.personRef, expect.objectContaining({ records: expect.any(Number) })],
    ]);
    const log = JSON.stringify(await db().db.select().from(auditLog)).toLowerCase();
    for (const word of ['anna', 'muster']) expect(log).not.toContain(word);
  });
});
