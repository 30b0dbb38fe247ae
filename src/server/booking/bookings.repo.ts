import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookingCells, bookings } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'status' | 'sequence' | 'cancelledAt' | 'createdAt'>;
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

/**
 * Writes a booking and the cells it holds in one transaction. A cell another booking holds (the same slot, or
 * one closer than the buffer) refuses it by the primary key, so of many visitors taking one slot at once exactly
 * one has it, on either engine and however many instances answer them.
 */
export async function reserveBooking(db: Database, booking: NewBooking, bufferMinutes: number): Promise<Reservation> {
  try {
    return await withTransaction(db, async (tx) => {
      const [written] = await tx.insert(bookings).values(booking).returning();
      await tx
        .insert(bookingCells)
        .values(cellsOf(booking.startsAt, booking.endsAt, bufferMinutes).map((cellStart) => ({ cellStart, bookingId: written!.id })));
      return { code: 'done', booking: written! } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { code: 'taken' };
    throw error;
  }
}

/** Cancels a booking and frees the time it held; false when it was not confirmed. */
export async function cancelBooking(db: Database, id: string, now: Date): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const cancelled = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed')))
      .returning({ id: bookings.id });
    if (cancelled.length === 0) return false;
    await tx.delete(bookingCells).where(eq(bookingCells.bookingId, id));
    return true;
  });
}

/** The confirmed bookings that touch a stretch of time, for the free slots. */
export async function confirmedBetween(db: Database, from: Date, to: Date): Promise<{ startsAt: Date; endsAt: Date }[]> {
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), lt(bookings.startsAt, to), gt(bookings.endsAt, from)));
}
