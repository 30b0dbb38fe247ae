import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookingCells, bookings } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export type NewBooking = Omit<typeof bookings.$inferInsert, 'status' | 'sequence' | 'cancelledAt' | 'createdAt'>;
export type Booking = typeof bookings.$inferSelect;

/** The grain of the time a booking holds: slot lengths and buffers are whole numbers of it (decision 0049). */
export const CELL_MINUTES = 5;
const CELL_MS = CELL_MINUTES * 60_000;

/** The cells a booking holds: from its start to its end and the buffer after it (the next booking's buffer is its own). */
export function cellsOf(startsAt: Date, endsAt: Date, bufferMinutes: number): Date[] {
  const cells: Date[] = [];
  const until = endsAt.getTime() + bufferMinutes * 60_000;
  for (let at = Math.floor(startsAt.getTime() / CELL_MS) * CELL_MS; at < until; at += CELL_MS) cells.push(new Date(at));
  return cells;
}

export type Reservation = { code: 'done'; booking: Booking } | { code: 'taken' };

/** What else a booking's transaction writes (its mails): kept with the booking, or not at all. */
export type AlongWith = (tx: Database, booking: Booking) => Promise<void>;

/** The cells a booking holds, written in its transaction: a cell another booking holds fails the primary key. */
async function holdCells(tx: Database, booking: Pick<Booking, 'id' | 'startsAt' | 'endsAt'>, bufferMinutes: number): Promise<void> {
  await tx
    .insert(bookingCells)
    .values(cellsOf(booking.startsAt, booking.endsAt, bufferMinutes).map((cellStart) => ({ cellStart, bookingId: booking.id })));
}

/** Runs a booking's transaction; a cell held by another booking makes it `taken` and writes nothing. */
async function unlessTaken(db: Database, work: (tx: Database) => Promise<Booking>, alongWith?: AlongWith): Promise<Reservation> {
  try {
    return await withTransaction(db, async (tx) => {
      const booking = await work(tx);
      await alongWith?.(tx, booking);
      return { code: 'done', booking } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { code: 'taken' };
    throw error;
  }
}

/**
 * Writes a booking and the cells it holds in one transaction. A cell another booking holds (the same slot, or
 * one closer than the buffer) refuses it by the primary key, so of many visitors taking one slot at once exactly
 * one has it, on either engine and however many instances answer them.
 */
export async function reserveBooking(
  db: Database,
  booking: NewBooking,
  bufferMinutes: number,
  alongWith?: AlongWith,
): Promise<Reservation> {
  return unlessTaken(
    db,
    async (tx) => {
      const [written] = await tx.insert(bookings).values(booking).returning();
      await holdCells(tx, written!, bufferMinutes);
      return written!;
    },
    alongWith,
  );
}

/**
 * Moves a confirmed booking to another time in one transaction: its cells are freed and the new ones taken, its
 * SEQUENCE raised (calendars update the entry). `taken` when the new time is held by another booking; `gone`
 * when the booking is no longer confirmed.
 */
export async function moveBooking(
  db: Database,
  id: string,
  to: { startsAt: Date; endsAt: Date },
  bufferMinutes: number,
  alongWith?: AlongWith,
): Promise<Reservation | { code: 'gone' }> {
  const gone = new Error('gone');
  try {
    return await unlessTaken(
      db,
      async (tx) => {
        const [moved] = await tx
          .update(bookings)
          .set({ ...to, sequence: sql`${bookings.sequence} + 1` })
          .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed')))
          .returning();
        if (!moved) throw gone;
        await tx.delete(bookingCells).where(eq(bookingCells.bookingId, id));
        await holdCells(tx, moved, bufferMinutes);
        return moved;
      },
      alongWith,
    );
  } catch (error) {
    if (error === gone) return { code: 'gone' };
    throw error;
  }
}

/**
 * Cancels a confirmed booking and frees the time it held, its SEQUENCE raised for the CANCEL that calendars match
 * to the entry; `alongWith` writes its mails in the same transaction. Undefined when it was not confirmed.
 */
export async function cancelBooking(db: Database, id: string, now: Date, alongWith?: AlongWith): Promise<Booking | undefined> {
  return withTransaction(db, async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, sequence: sql`${bookings.sequence} + 1` })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed')))
      .returning();
    if (!cancelled) return undefined;
    await tx.delete(bookingCells).where(eq(bookingCells.bookingId, id));
    await alongWith?.(tx, cancelled);
    return cancelled;
  });
}

/** The booking a link's token names (only its hash is stored). */
export async function bookingByTokenHash(db: Database, tokenHash: string): Promise<Booking | undefined> {
  const [found] = await db.select().from(bookings).where(eq(bookings.tokenHash, tokenHash));
  return found;
}

/** A stretch of the day on a zone's clock ('HH:MM'): only bookings that touch it on their day are read. */
export interface ClockWindow {
  timeZone: string;
  from: string;
  to: string;
}

/**
 * The confirmed bookings that touch a stretch of time, for the free slots; `except` leaves one out (the one being
 * moved). With `within`, only those that touch that part of their day on the firm's clock (the opening hours and
 * their buffers): a booking at another hour can block no slot, and the database leaves it out instead of sending it.
 */
export async function confirmedBetween(
  db: Database,
  from: Date,
  to: Date,
  except?: string,
  within?: ClockWindow,
): Promise<{ startsAt: Date; endsAt: Date }[]> {
  const clock = (column: typeof bookings.startsAt | typeof bookings.endsAt) => sql`(${column} at time zone ${within?.timeZone})::time`;
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, from),
        except ? ne(bookings.id, except) : undefined,
        within ? sql`${clock(bookings.startsAt)} < ${within.to}::time and ${clock(bookings.endsAt)} > ${within.from}::time` : undefined,
      ),
    );
}
