import type { AstroCookies } from 'astro';
import ical from 'node-ical';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from '#tests/setup/database.ts';
import { bookingCells, bookings } from '#server/db/schema.ts';
import { reserveBooking, type NewBooking } from '#server/booking/bookings.repo.ts';
import { translator } from '#i18n/console-translate.ts';
import type { SignedInOperator } from '../access/operator-sessions.service.ts';
import { ensureOperator } from '../access/operators.service.ts';
import { auditRows, auditTrail } from '#tests/setup/audit-trail.ts';

// The bookings page's posts go through the console's one entry point against the suite's database, the operator
// signed in; the command line runs the same actions; what reaches the audit log is read back from it.
const state = vi.hoisted(() => ({ database: undefined as TestDatabase | undefined, operator: undefined as SignedInOperator | undefined }));
vi.mock('#server/db/instance.ts', () => ({ database: async () => state.database }));
vi.mock('../access/operator-sessions.service.ts', async (original) => ({
  ...(await original<typeof import('../access/operator-sessions.service.ts')>()),
  sessionToken: () => 'session-token',
  resumeSession: async () => state.operator,
}));

const { consoleRoute } = await import('../web/console-route.ts');
const { bookingsPosts } = await import('../web/bookings.posts.ts');
const { bookingsFeedResponse } = await import('../web/bookings-feed.http.ts');
const { auditLine } = await import('../web/audit-lines.ts');
const { ADMIN_COMMANDS } = await import('../cli/commands.ts');
const { runAdminCommand } = await import('../cli/run-command.ts');
const { bookingExceptionsBetween } = await import('#server/booking/booking-exceptions.repo.ts');

const HOUR = 3_600_000;
/** A time on the 5-minute grid, `hours` from now. */
const fromNow = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR) / 300_000) * 300_000);
const booking = (startsAt: Date, n: number): NewBooking => ({
  startsAt,
  endsAt: new Date(startsAt.getTime() + 15 * 60_000),
  name: `Visitor ${n}`,
  email: `visitor${n}@example.ch`,
  company: n === 1 ? 'Muster AG' : null,
  topic: n === 1 ? 'tax-reporting' : 'other',
  question: 'Wie beginnen wir?',
  consentAt: new Date(),
  consentLanguage: 'de',
  consentSourcePage: '/booking',
  privacyVersion: '2026-11-22',
  clientHash: 'hash',
  tokenHash: `token-${n}-${Math.random()}`,
});

const cookies = {} as AstroCookies;
const request = (fields: Record<string, string>) => {
  const url = new URL('http://127.0.0.1/admin/bookings');
  return {
    url,
    cookies,
    site: undefined,
    params: { locale: undefined },
    clientAddress: '127.0.0.1',
    request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }),
  };
};
/** A post's answer: the notice it redirected with, or the view the page shows. */
const posted = async (fields: Record<string, string>) => {
  const page = await consoleRoute(request(fields), bookingsPosts);
  if (page instanceof Response) return { notice: new URL(page.headers.get('Location')!, 'http://127.0.0.1').searchParams.get('notice') };
  return { view: page.view };
};
const command = async (...words: string[]) => {
  const print: string[] = [];
  const out = { data: async () => undefined, print: async (line: string) => void print.push(line), error: async () => undefined };
  const code = await runAdminCommand(ADMIN_COMMANDS, { command: 'bookings', words, format: 'table' }, state.database!.db, out);
  return { code, print };
};

describe.each(TEST_ENGINES)('the operator and the bookings, on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const db = () => database().db;
  beforeEach(async () => {
    state.database = database();
    const { id, email } = await ensureOperator(db(), 'operator@example.ch');
    state.operator = { id, email, sessionId: 'session' };
  });
  const audit = () => auditTrail(db());

  it('cancels a booking from the console after its confirm step, and from the command line, with the same audit entry', async () => {
    const first = await reserveBooking(db(), booking(fromNow(48), 1), 15);
    const second = await reserveBooking(db(), booking(fromNow(72), 2), 15);
    if (first.code !== 'done' || second.code !== 'done') throw new Error('not booked');

    const asked = await posted({ intent: 'confirm_cancel', id: first.booking.id });
    expect(asked).toMatchObject({ view: { step: 'confirm_cancel', booking: { id: first.booking.id } } });
    expect((await db().select().from(bookings)).every((row) => row.status === 'confirmed')).toBe(true);

    expect(await posted({ intent: 'cancel', id: first.booking.id })).toEqual({ notice: 'booking_cancelled' });
    expect(await command('cancel', second.booking.id)).toEqual({ code: 0, print: ['booking_cancelled'] });
    // A second cancel finds nothing to cancel, and writes nothing to the log.
    expect(await posted({ intent: 'cancel', id: first.booking.id })).toEqual({ notice: 'booking_not_confirmed' });
    expect(await command('cancel', second.booking.id)).toEqual({ code: 2, print: ['booking_not_confirmed'] });

    expect(await db().select().from(bookingCells)).toEqual([]);
    const entries = await audit();
    expect(entries.map(({ actor, action, target }) => [actor, action, target])).toEqual([
      ['operator@example.ch', 'booking_cancel', first.booking.id],
      ['cli', 'booking_cancel', second.booking.id],
    ]);
    expect(entries[0]!.details).toEqual({
      startsAt: first.booking.startsAt.toISOString(),
      about: expect.objectContaining({ name: 'Visitor 1', company: 'Muster AG' }),
    });
    expect(JSON.stringify(entries)).not.toContain('visitor1@example.ch');
    const [row] = await auditRows(db());
    expect(auditLine({ ...row!, details: row!.details ?? null }, translator('en'), 'en').what).toMatch(
      /^Cancelled the consultation with Visitor 1, Muster AG on \d\d\.\d\d\.\d{4}, \d\d:\d\d$/,
    );
  });

  it('lists the upcoming bookings on the command line, on the firm clock', async () => {
    await reserveBooking(db(), booking(fromNow(48), 1), 15);
    const { code, print } = await command('list');
    expect(code).toBe(0);
    expect(print[0]).toContain('Visitor 1');
    expect(print[0]).toMatch(/\d\d:\d\d-\d\d:\d\d \+0[12]:00/);
  });

  it('marks a booking held or missed only once its time has begun', async () => {
    const past = await reserveBooking(db(), booking(fromNow(-30), 1), 15);
    const future = await reserveBooking(db(), booking(fromNow(30), 2), 15);
    if (past.code !== 'done' || future.code !== 'done') throw new Error('not booked');
    expect(await posted({ intent: 'mark', id: future.booking.id, outcome: 'held' })).toEqual({ notice: 'booking_not_past' });
    expect(await posted({ intent: 'mark', id: past.booking.id, outcome: 'no_show' })).toEqual({ notice: 'booking_no_show' });
    expect(await posted({ intent: 'mark', id: past.booking.id, outcome: 'held' })).toEqual({ notice: 'booking_held' });
    expect((await audit()).map(({ action }) => action)).toEqual(['booking_no_show', 'booking_held']);
  });

  it('adds and removes days off and extra hours, audited, and refuses a day off twice or hours that are not on the grid', async () => {
    expect(await posted({ intent: 'add_exception', kind: 'off', day: '2027-01-06', from: '', to: '' })).toEqual({
      notice: 'day_off_added',
    });
    expect(await posted({ intent: 'add_exception', kind: 'off', day: '2027-01-06' })).toEqual({ notice: 'day_off_exists' });
    expect(await posted({ intent: 'add_exception', kind: 'extra', day: '2027-01-07', from: '09:00', to: '10:00' })).toEqual({
      notice: 'extra_hours_added',
    });
    expect(await posted({ intent: 'add_exception', kind: 'extra', day: '2027-01-08', from: '10:00', to: '09:00' })).toEqual({
      notice: 'invalid',
    });
    expect(await posted({ intent: 'add_exception', kind: 'extra', day: '2027-01-08', from: '09:02', to: '10:00' })).toEqual({
      notice: 'invalid',
    });
    const [dayOff] = await bookingExceptionsBetween(db(), '2027-01-01');
    expect(await posted({ intent: 'remove_exception', id: dayOff!.id })).toEqual({ notice: 'exception_removed' });
    expect(await posted({ intent: 'remove_exception', id: dayOff!.id })).toEqual({ notice: 'exception_not_found' });
    expect((await audit()).map(({ action, details }) => [action, details])).toEqual([
      ['booking_day_off', { day: '2027-01-06' }],
      ['booking_extra_hours', { day: '2027-01-07', from: '09:00', to: '10:00' }],
      ['booking_exception_remove', { day: '2027-01-06', kind: 'off' }],
    ]);
  });

  it('keeps the firm calendar address out of the audit log, which names its host', async () => {
    expect(await posted({ intent: 'set_feed', url: 'webcal://calendar.example.com/private-abc123/basic.ics' })).toEqual({
      notice: 'feed_saved',
    });
    expect(await posted({ intent: 'set_feed', url: 'ftp://calendar.example.com/x.ics' })).toEqual({ notice: 'invalid' });
    expect(await posted({ intent: 'remove_feed' })).toEqual({ notice: 'feed_removed' });
    expect(await posted({ intent: 'remove_feed' })).toEqual({ notice: 'no_feed' });
    const entries = await audit();
    expect(entries.map(({ action, target }) => [action, target])).toEqual([
      ['booking_feed_set', 'calendar.example.com'],
      ['booking_feed_remove', null],
    ]);
    expect(JSON.stringify(entries)).not.toContain('private-abc123');
  });

  it('serves the private feed of the bookings for its key only, and not after a new key or a revoke', async () => {
    const made = await reserveBooking(db(), booking(fromNow(48), 1), 15);
    if (made.code !== 'done') throw new Error('not booked');
    const feed = (address: string) =>
      bookingsFeedResponse(
        { request: new Request(address), url: new URL(address), clientAddress: '127.0.0.1' },
        { 'tax-reporting': 'Steuern' },
      );

    const first = await posted({ intent: 'make_feed_key' });
    if (!('view' in first) || first.view?.step !== 'feed_key') throw new Error('no address shown');
    const answer = await feed(first.view.address);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const text = await answer.text();
    expect(text).toContain('METHOD:PUBLISH');
    const events = Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ uid: made.booking.id });
    expect((events[0] as { start: Date }).start.toISOString()).toBe(made.booking.startsAt.toISOString());
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(String((events[0] as { description: unknown }).description)).toContain('Muster AG');
    expect(String((events[0] as { description: unknown }).description)).toContain('Steuern');

    const second = await posted({ intent: 'make_feed_key' });
    if (!('view' in second) || second.view?.step !== 'feed_key') throw new Error('no address shown');
    expect((await feed(first.view.address)).status).toBe(404);
    expect((await feed(second.view.address)).status).toBe(200);
    expect(await posted({ intent: 'revoke_feed_key' })).toEqual({ notice: 'feed_key_revoked' });
    expect((await feed(second.view.address)).status).toBe(404);
    expect((await feed('http://127.0.0.1/api/operator/bookings.ics')).status).toBe(404);
    expect(JSON.stringify(await audit())).not.toContain(new URL(second.view.address).searchParams.get('key'));
  });
});
