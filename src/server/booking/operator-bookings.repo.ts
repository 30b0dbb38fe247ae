import { and, asc, eq, gt, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { keysetPage, type KeysetPage, type PagePosition } from '../db/paging.ts';
import { bookings } from '../db/schema.ts';

/** A booking as the console lists it: its time, its state and the visitor's answers. */
const listed = {
  id: bookings.id,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  status: bookings.status,
  name: bookings.name,
  email: bookings.email,
  company: bookings.company,
  topic: bookings.topic,
  question: bookings.question,
  cancelledAt: bookings.cancelledAt,
};
export type ListedBooking = { [Field in keyof typeof listed]: (typeof bookings.$inferSelect)[Field] };

/** The past list walks its pages by the bookings' starts (db/paging.ts), newest first. */
const byStart = { createdAt: bookings.startsAt, id: bookings.id };

/** The confirmed bookings not yet over, soonest first. */
export async function upcomingBookings(db: Database, now: Date): Promise<ListedBooking[]> {
  return db
    .select(listed)
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gt(bookings.endsAt, now)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** A page of the bookings whose time has begun, held, missed, cancelled or still to be marked, latest first. */
export async function pastBookings(db: Database, now: Date, position: PagePosition): Promise<KeysetPage<ListedBooking>> {
  const page = await keysetPage(
    db
      .select({ ...listed, createdAt: bookings.startsAt })
      .from(bookings)
      .$dynamic(),
    byStart,
    position,
    lte(bookings.startsAt, now),
  );
  return { ...page, rows: page.rows.map(({ createdAt: _start, ...booking }) => booking) };
}

/** One booking by its id, or null. */
export async function bookingById(db: Database, id: string): Promise<ListedBooking | null> {
  const [booking] = await db.select(listed).from(bookings).where(eq(bookings.id, id));
  return booking ?? null;
}

/** Marks a booking whose time has begun as held or missed (a mark can be corrected); null when there is no such booking. */
export async function markPastBooking(db: Database, id: string, status: 'held' | 'no_show', now: Date): Promise<ListedBooking | null> {
  const [marked] = await db
    .update(bookings)
    .set({ status })
    .where(and(eq(bookings.id, id), inArray(bookings.status, ['confirmed', 'held', 'no_show']), lte(bookings.startsAt, now)))
    .returning(listed);
  return marked ?? null;
}

/** The confirmed, held and missed bookings that start in a stretch of time, for the firm's private feed. */
export async function bookingsStartingBetween(db: Database, from: Date, to: Date): Promise<(ListedBooking & { sequence: number })[]> {
  return db
    .select({ ...listed, sequence: bookings.sequence })
    .from(bookings)
    .where(and(inArray(bookings.status, ['confirmed', 'held', 'no_show']), gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
    .orderBy(asc(bookings.startsAt));
}
