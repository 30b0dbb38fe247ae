import type { AstroCookies } from 'astro';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from '#tests/setup/database.ts';
import { translator } from '#i18n/console-translate.ts';
import { zurichDateAndTime } from '#lib/events/event-form.ts';
import { eventInterests, eventRegistrations, events, mailOutbox } from '#server/db/schema.ts';
import { enrol, leave, type NewRegistration } from '#server/events/registrations.repo.ts';
import type { SignedInOperator } from '../access/operator-sessions.service.ts';
import { ensureOperator } from '../access/operators.service.ts';
import { auditRows, auditTrail } from '#tests/setup/audit-trail.ts';

// The events pages' posts go through the console's one entry point against the suite's database, the operator signed
// in; the command line runs the same actions. What the attendees are told (the registration service's tellAttendees,
// inside the change's transaction) is read from the outbox.
const state = vi.hoisted(() => ({
  database: undefined as TestDatabase | undefined,
  operator: undefined as SignedInOperator | undefined,
}));
vi.mock('#server/db/instance.ts', () => ({ database: async () => state.database }));
vi.mock('../access/operator-sessions.service.ts', async (original) => ({
  ...(await original<typeof import('../access/operator-sessions.service.ts')>()),
  sessionToken: () => 'session-token',
  resumeSession: async () => state.operator,
}));

const { consoleRoute } = await import('../web/console-route.ts');
const { eventPosts, newEventPosts } = await import('../web/events.posts.ts');
const { auditLine } = await import('../web/audit-lines.ts');
const { ADMIN_COMMANDS } = await import('../cli/commands.ts');
const { runAdminCommand } = await import('../cli/run-command.ts');

const DAY = 86_400_000;
const cookies = {} as AstroCookies;
const request = (path: string, fields: Record<string, string>) => {
  const url = new URL(`http://127.0.0.1${path}`);
  return {
    url,
    cookies,
    site: undefined,
    params: { locale: undefined },
    clientAddress: '127.0.0.1',
    request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }),
  };
};
type Posts = Parameters<typeof consoleRoute>[1];
/** A post's answer: the notice it redirected with (and where), or the view the page shows. */
const post = async (path: string, posts: Posts, fields: Record<string, string>) => {
  const page = await consoleRoute(request(path, fields), posts);
  if (page instanceof Response) {
    const location = new URL(page.headers.get('Location')!, 'http://127.0.0.1');
    return { notice: location.searchParams.get('notice'), path: location.pathname, count: location.searchParams.get('count') };
  }
  return { view: page.view };
};
const command = async (format: 'table' | 'csv', ...words: string[]) => {
  const print: string[] = [];
  const data: string[] = [];
  const out = {
    data: async (text: string) => void data.push(text),
    print: async (line: string) => void print.push(line),
    error: async (line: string) => void print.push(line),
  };
  const code = await runAdminCommand(ADMIN_COMMANDS, { command: 'events', words, format }, state.database!.db, out);
  return { code, print, data };
};

/** The form as an operator fills it in, for an online event `days` from now at 09:00–11:00 Zurich time. */
const form = (days: number, fields: Record<string, string> = {}) => {
  const { date } = zurichDateAndTime(new Date(Date.now() + days * DAY));
  return {
    slug: 'belege-digital',
    format: 'live-receipts',
    titleDe: 'Belege digital',
    titleEn: 'Digital receipts',
    summaryDe: 'Wie Belege ohne Papier ankommen.',
    summaryEn: 'How receipts arrive without paper.',
    descriptionDe: 'Ein **Live-Termin**.',
    descriptionEn: 'A **live session**.',
    startDate: date,
    startTime: '09:00',
    endDate: '',
    endTime: '11:00',
    mode: 'online',
    address: '',
    roomUrl: 'https://meet.example.ch/room',
    capacity: '2',
    closesDate: '',
    closesTime: '',
    price: '',
    questionDe: '',
    questionEn: '',
    ...fields,
  };
};

let counter = 0;
const person = (email: string, language = 'de'): NewRegistration => ({
  name: `Person ${email.split('@')[0]!.toUpperCase()}`,
  email,
  company: 'Muster AG',
  answer: null,
  consentAt: new Date(),
  consentLanguage: language,
  consentSourcePage: '/events/belege-digital',
  privacyVersion: '2026-11-22',
  clientHash: 'hash',
  tokenHash: `token-${++counter}-${Math.random()}`,
  joinTokenHash: `join-${counter}-${Math.random()}`,
});

describe.each(TEST_ENGINES)('the operator and the events, on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const db = () => database().db;
  beforeEach(async () => {
    state.database = database();
    const { id, email } = await ensureOperator(db(), 'operator@example.ch');
    state.operator = { id, email, sessionId: 'session' };
  });
  const audit = () => auditTrail(db());
  /** Creates and publishes an event through the console; gives back its id and its page's path. */
  const published = async (days = 7, fields: Record<string, string> = {}) => {
    const created = await post('/admin/events/new', newEventPosts, { intent: 'create', ...form(days, fields) });
    expect(created.notice).toBe('event_created');
    const id = created.path!.split('/').at(-1)!;
    const path = `/admin/events/${id}`;
    expect(await post(path, eventPosts(id), { intent: 'publish' })).toMatchObject({ notice: 'event_published' });
    return { id, path };
  };
  /** The outbox's mails of a kind, by recipient. */
  const mailed = async (kind: string) =>
    (await db().select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt)))
      .filter((mail) => mail.kind === kind)
      .map((mail) => mail.recipient)
      .sort();
  const eventRow = async (id: string) => (await db().select().from(events).where(eq(events.id, id)))[0]!;

  it('creates a draft from the form on Zurich time, refuses a broken form field by field, and publishes it once', async () => {
    const broken = await post('/admin/events/new', newEventPosts, {
      intent: 'create',
      ...form(7, { slug: 'Not A Slug', mode: 'hybrid', roomUrl: 'http://meet.example.ch', endTime: '08:00', questionDe: 'Nur deutsch?' }),
    });
    expect(broken).toMatchObject({
      view: {
        step: 'form',
        form: {
          errors: {
            slug: 'console.events.error.slug',
            roomUrl: 'console.events.error.roomUrl',
            address: 'console.events.error.addressRequired',
            questionEn: 'console.events.error.questionPair',
          },
        },
      },
    });
    const created = await post('/admin/events/new', newEventPosts, { intent: 'create', ...form(7) });
    expect(created).toMatchObject({ notice: 'event_created' });
    const id = created.path!.split('/').at(-1)!;
    const row = await eventRow(id);
    expect(row.publishedAt).toBeNull();
    expect(zurichDateAndTime(row.startsAt)).toEqual({ date: form(7).startDate, time: '09:00' });
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(2 * 3_600_000);
    expect(row.registrationClosesAt).toEqual(row.startsAt);
    expect(row.address).toBeNull();
    // The same address twice is refused.
    expect(await post('/admin/events/new', newEventPosts, { intent: 'create', ...form(8) })).toMatchObject({
      view: { form: { errors: { slug: 'console.events.notice.slugTaken' } } },
    });
    // Those on the format's interest list who confirmed are told of the new date as it is published, once.
    const interested = (email: string, confirmedAt: Date | null) => ({
      format: 'live-receipts' as const,
      email,
      consentAt: new Date(),
      consentLanguage: 'en',
      consentSourcePage: '/en/video-studio',
      privacyVersion: '2026-11-22',
      clientHash: 'hash',
      confirmedAt,
    });
    await db()
      .insert(eventInterests)
      .values([interested('told@example.ch', new Date()), interested('unconfirmed@example.ch', null)]);
    const path = `/admin/events/${id}`;
    expect(await post(path, eventPosts(id), { intent: 'publish' })).toMatchObject({ notice: 'event_published' });
    expect(await post(path, eventPosts(id), { intent: 'publish' })).toMatchObject({ notice: 'event_already_published' });
    const announced = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'event_interest_announcement'));
    expect(announced.map((mail) => mail.recipient)).toEqual(['told@example.ch']);
    expect((await audit()).map(({ actor, action, target }) => [actor, action, target])).toEqual([
      ['operator@example.ch', 'event_create', id],
      ['operator@example.ch', 'event_publish', id],
    ]);
  });

  it("keeps a published event's slug, tells attendees of a change of time with a raised sequence, and not of a text change", async () => {
    const { id, path } = await published();
    const now = new Date();
    await enrol(db(), id, person('a@example.ch'), { wait: false, now });
    await enrol(db(), id, person('b@example.ch'), { wait: false, now });
    await enrol(db(), id, person('c@example.ch'), { wait: true, now });
    expect(
      await post(path, eventPosts(id), { intent: 'save', ...form(7, { slug: 'neuer-slug', titleEn: 'Receipts, digital' }) }),
    ).toMatchObject({
      notice: 'event_saved',
    });
    let row = await eventRow(id);
    expect([row.slug, row.titleEn, row.sequence]).toEqual(['belege-digital', 'Receipts, digital', 0]);
    expect(await mailed('event_changed')).toEqual([]);

    expect(await post(path, eventPosts(id), { intent: 'save', ...form(7, { startTime: '10:00', endTime: '12:00' }) })).toMatchObject({
      notice: 'event_saved',
    });
    row = await eventRow(id);
    expect(row.sequence).toBe(1);
    // Those holding a seat are told of the new time; the one waiting is not.
    expect(await mailed('event_changed')).toEqual(['a@example.ch', 'b@example.ch']);
    expect(await mailed('event_offer')).toEqual([]);

    // A capacity raise tells them too (seats may be offered), without a new invitation.
    expect(
      await post(path, eventPosts(id), { intent: 'save', ...form(7, { startTime: '10:00', endTime: '12:00', capacity: '5' }) }),
    ).toMatchObject({
      notice: 'event_saved',
    });
    expect((await eventRow(id)).sequence).toBe(1);
    expect(await mailed('event_offer')).toEqual(['c@example.ch']);
    expect(await mailed('event_changed')).toEqual(['a@example.ch', 'b@example.ch']);
    expect((await eventRow(id)).seatsTaken).toBe(3);
  });

  it('refuses a capacity below the seats taken and a status it has already, and changes the status after its confirm step', async () => {
    const { id, path } = await published();
    await enrol(db(), id, person('a@example.ch'), { wait: false, now: new Date() });
    await enrol(db(), id, person('b@example.ch'), { wait: false, now: new Date() });
    expect(await post(path, eventPosts(id), { intent: 'save', ...form(7, { capacity: '1' }) })).toMatchObject({
      view: { form: { errors: { capacity: 'console.events.notice.capacityBelowTaken' } } },
    });
    expect((await eventRow(id)).capacity).toBe(2);

    expect(await post(path, eventPosts(id), { intent: 'confirm_status', status: 'cancelled' })).toEqual({
      view: { step: 'confirm_status', status: 'cancelled' },
    });
    expect((await eventRow(id)).status).toBe('scheduled');
    expect(await post(path, eventPosts(id), { intent: 'status', status: 'cancelled' })).toMatchObject({ notice: 'event_status_changed' });
    expect(await post(path, eventPosts(id), { intent: 'status', status: 'cancelled' })).toMatchObject({ notice: 'event_status_unchanged' });
    const row = await eventRow(id);
    expect([row.status, row.sequence]).toEqual(['cancelled', 1]);
    expect(await mailed('event_cancelled')).toEqual(['a@example.ch', 'b@example.ch']);
    expect((await audit()).map(({ action, details }) => [action, (details as { status?: string }).status])).toEqual([
      ['event_create', undefined],
      ['event_publish', undefined],
      ['event_status', 'cancelled'],
    ]);
  });

  it('marks attendance only once the event has started, and only of those registered', async () => {
    const { id, path } = await published(7);
    const seated = await enrol(db(), id, person('a@example.ch'), { wait: false, now: new Date() });
    if (seated.code !== 'registered') throw new Error('not registered');
    const mark = { intent: 'attendance', registration: seated.registration.id, attendance: 'attended' };
    expect(await post(path, eventPosts(id), mark)).toMatchObject({ notice: 'event_not_started' });
    // The event moved into the past (as it would be by the time it is held).
    await db()
      .update(events)
      .set({
        startsAt: new Date(Date.now() - 3_600_000),
        endsAt: new Date(Date.now() + 3_600_000),
        registrationClosesAt: new Date(Date.now() - 3_600_000),
      })
      .where(eq(events.id, id));
    expect(await post(path, eventPosts(id), mark)).toMatchObject({ notice: 'event_attendance_marked' });
    expect(await post(path, eventPosts(id), { ...mark, registration: crypto.randomUUID() })).toMatchObject({
      notice: 'event_registration_not_found',
    });
    const [row] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, seated.registration.id));
    expect(row!.attendance).toBe('attended');
    const entries = await audit();
    expect(entries.at(-1)).toMatchObject({ action: 'event_attendance', target: seated.registration.id });
    expect(JSON.stringify(entries)).not.toContain('a@example.ch');
    const last = (await auditRows(db())).at(-1);
    expect(auditLine({ ...last!, details: last!.details ?? null }, translator('en'), 'en').what).toBe(
      'Marked that Person A, Muster AG attended “Digital receipts”',
    );
  });

  it('writes to those registered in their language (and those offered when asked), never to those who left or wait', async () => {
    const { id, path } = await published(7, { capacity: '2' });
    const now = new Date();
    await enrol(db(), id, person('de@example.ch', 'de'), { wait: false, now });
    const leaving = await enrol(db(), id, person('gone@example.ch'), { wait: false, now });
    await enrol(db(), id, person('waits@example.ch'), { wait: true, now: new Date(now.getTime() + 1) });
    await enrol(db(), id, person('en@example.ch', 'en'), { wait: true, now: new Date(now.getTime() + 2) });
    if (leaving.code !== 'registered') throw new Error('not registered');
    // The second seat is freed and offered to the first in line.
    await leave(db(), leaving.registration.id, { status: 'cancelled', now, holdMs: DAY });

    const message = { intent: 'message', subject: 'Unterlagen', body: 'Bitte **mitbringen**: [Liste](https://example.ch/liste)' };
    expect(await post(path, eventPosts(id), message)).toMatchObject({ notice: 'event_message_queued', count: '1' });
    expect(await post(path, eventPosts(id), { ...message, offered: 'yes' })).toMatchObject({ notice: 'event_message_queued', count: '2' });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'event_message')).orderBy(asc(mailOutbox.createdAt));
    expect(mails.map(({ recipient }) => recipient).sort()).toEqual(['de@example.ch', 'de@example.ch', 'waits@example.ch']);
    expect(mails.every(({ subject, replyTo }) => subject === 'Unterlagen' && replyTo !== null)).toBe(true);
    expect(mails[0]!.htmlBody).toContain('<strong>mitbringen</strong>');
    expect(mails[0]!.htmlBody).toContain('lang="de"');
    expect(await post(path, eventPosts(id), { ...message, body: '' })).toMatchObject({ notice: 'invalid' });
    expect(
      (await audit())
        .filter(({ action }) => action === 'event_message')
        .map(({ details }) => (details as { recipients: number }).recipients),
    ).toEqual([1, 2]);
  });

  it('lists, shows, publishes, cancels and exports from the command line through the same actions', async () => {
    const created = await post('/admin/events/new', newEventPosts, { intent: 'create', ...form(7) });
    const id = created.path!.split('/').at(-1)!;
    expect(await command('table', 'publish', 'belege-digital')).toMatchObject({ code: 0, print: ['event_published'] });
    await enrol(db(), id, person('a@example.ch'), { wait: false, now: new Date() });
    const listed = await command('table', 'list');
    expect(listed.code).toBe(0);
    expect(listed.print[0]).toContain('belege-digital');
    expect(listed.print[0]).toContain('1/2');
    expect((await command('table', 'show', 'belege-digital')).print[0]).toMatch(/'registered'\s*│\s*1 /);
    const exported = await command('csv', 'registrations', 'belege-digital');
    expect(exported.data[0]).toMatch(/^status,name,email,company,answer,language/);
    expect(exported.data[0]).toContain('a@example.ch');
    expect(await command('table', 'cancel', 'belege-digital')).toMatchObject({ code: 0, print: ['event_status_changed'] });
    expect(await command('table', 'cancel', 'belege-digital')).toMatchObject({ code: 2, print: ['event_status_unchanged'] });
    expect(await command('table', 'show', 'no-such-event')).toMatchObject({ code: 1 });
    expect(await mailed('event_cancelled')).toEqual(['a@example.ch']);
    expect((await audit()).map(({ actor, action }) => [actor, action])).toEqual([
      ['operator@example.ch', 'event_create'],
      ['cli', 'event_publish'],
      ['cli', 'export'],
      ['cli', 'event_status'],
    ]);
  });
});
