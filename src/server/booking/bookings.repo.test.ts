import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { bookingCells, bookings } from '../db/schema.ts';
import { cancelBooking, cellsOf, confirmedBetween, moveBooking, reserveBooking, type NewBooking } from './bookings.repo.ts';

const BUFFER = 15;
const minutes = (iso: string, add: number) => new Date(Date.parse(iso) + add * 60_000);

/** A visitor's booking of the 15 minutes from `startsAt`. */
const booking = (startsAt: string, n = 0): NewBooking => ({
  startsAt: new Date(startsAt),
  endsAt: minutes(startsAt, 15),
  name: `Visitor ${n}`,
  email: `visitor${n}@example.ch`,
  topic: 'other',
  question: 'Wann passt es?',
  consentAt: new Date(),
  consentLanguage: 'de',
  consentSourcePage: '/booking',
  privacyVersion: '2026-11-22',
  clientHash: 'hash',
  tokenHash: randomUUID(),
});

describe('the time a booking holds', () => {
  it('is its slot and the buffer after it, in 5-minute cells', () => {
    const cells = cellsOf(new Date('2026-12-02T13:00:00Z'), new Date('2026-12-02T13:15:00Z'), BUFFER);
    expect(cells.map((cell) => cell.toISOString().slice(11, 16))).toEqual(['13:00', '13:05', '13:10', '13:15', '13:20', '13:25']);
  });
});

describe.each(TEST_ENGINES)('booking a slot on $name (decision 0049)', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const db = () => database().db;

  it('gives one slot to exactly one of many visitors taking it at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => reserveBooking(db(), booking('2026-12-02T13:00:00Z', n), BUFFER)),
    );
    expect(answers.filter((answer) => answer.code === 'done')).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 'taken')).toHaveLength(39);
    expect(await db().select().from(bookings)).toHaveLength(1);
  });

  it('refuses a booking closer than the buffer on either side, and takes one just past it', async () => {
    expect((await reserveBooking(db(), booking('2026-12-02T13:30:00Z'), BUFFER)).code).toBe('done');
    expect((await reserveBooking(db(), booking('2026-12-02T13:45:00Z', 1), BUFFER)).code).toBe('taken');
    expect((await reserveBooking(db(), booking('2026-12-02T13:15:00Z', 2), BUFFER)).code).toBe('taken');
    expect((await reserveBooking(db(), booking('2026-12-02T14:00:00Z', 3), BUFFER)).code).toBe('done');
    expect((await reserveBooking(db(), booking('2026-12-02T13:00:00Z', 4), BUFFER)).code).toBe('done');
  });

  it('frees the time of a cancelled booking for another visitor', async () => {
    const first = await reserveBooking(db(), booking('2026-12-03T13:00:00Z'), BUFFER);
    if (first.code !== 'done') throw new Error('not booked');
    expect(await cancelBooking(db(), first.booking.id, new Date())).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(await cancelBooking(db(), first.booking.id, new Date())).toBeUndefined();
    expect(await db().select().from(bookingCells)).toHaveLength(0);
    expect((await reserveBooking(db(), booking('2026-12-03T13:00:00Z', 1), BUFFER)).code).toBe('done');
    const confirmed = await confirmedBetween(db(), new Date('2026-12-03T00:00:00Z'), new Date('2026-12-04T00:00:00Z'));
    expect(confirmed).toEqual([{ startsAt: new Date('2026-12-03T13:00:00Z'), endsAt: new Date('2026-12-03T13:15:00Z') }]);
  });

  it('moves a booking to a free time with its SEQUENCE raised, frees the old time, and refuses a time another holds', async () => {
    const first = await reserveBooking(db(), booking('2026-12-03T13:00:00Z'), BUFFER);
    const other = await reserveBooking(db(), booking('2026-12-03T14:00:00Z', 1), BUFFER);
    if (first.code !== 'done' || other.code !== 'done') throw new Error('not booked');
    const to = (iso: string) => ({ startsAt: new Date(iso), endsAt: minutes(iso, 15) });
    expect(await moveBooking(db(), first.booking.id, to('2026-12-03T13:45:00Z'), BUFFER)).toEqual({ code: 'taken' });
    // Refused, it still holds its own time.
    expect((await reserveBooking(db(), booking('2026-12-03T13:00:00Z', 2), BUFFER)).code).toBe('taken');
    // Fifteen minutes later overlaps only its own buffer, which it gives up as it moves.
    const moved = await moveBooking(db(), first.booking.id, to('2026-12-03T13:15:00Z'), BUFFER);
    expect(moved).toMatchObject({ code: 'done', booking: { sequence: 1, startsAt: new Date('2026-12-03T13:15:00Z') } });
    // Its old time is free (12:45 and its buffer reached into it), its new one held.
    expect((await reserveBooking(db(), booking('2026-12-03T12:45:00Z', 3), BUFFER)).code).toBe('done');
    expect((await reserveBooking(db(), booking('2026-12-03T13:30:00Z', 4), BUFFER)).code).toBe('taken');
    await cancelBooking(db(), first.booking.id, new Date());
    expect(await moveBooking(db(), first.booking.id, to('2026-12-03T13:30:00Z'), BUFFER)).toEqual({ code: 'gone' });
  });
});
