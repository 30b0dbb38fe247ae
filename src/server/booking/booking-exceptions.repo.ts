import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookingExceptions } from '../db/schema.ts';

export type BookingException = typeof bookingExceptions.$inferSelect;

/** A day off or extra hours the operator sets ('YYYY-MM-DD', 'HH:MM' on the firm's clock). */
export type NewBookingException = { day: string; kind: 'off' } | { day: string; kind: 'extra'; from: string; to: string };

/** Writes a day off or extra hours; null for a day that is off already. */
export async function addBookingException(db: Database, exception: NewBookingException): Promise<BookingException | null> {
  const values =
    exception.kind === 'off'
      ? { day: exception.day, kind: exception.kind }
      : { day: exception.day, kind: exception.kind, fromTime: exception.from, toTime: exception.to };
  // One day off a day (a partial unique index): a second is no row, not an error that would end the caller's transaction.
  const [written] = await db
    .insert(bookingExceptions)
    .values(values)
    .onConflictDoNothing({ target: bookingExceptions.day, where: sql`${bookingExceptions.kind} = 'off'` })
    .returning();
  return written ?? null;
}

/** Removes a day off or extra hours; the row removed, or null when there was none. */
export async function removeBookingException(db: Database, id: string): Promise<BookingException | null> {
  const [removed] = await db.delete(bookingExceptions).where(eq(bookingExceptions.id, id)).returning();
  return removed ?? null;
}

/** The days off and extra hours from `from` to `to` (days on the firm's clock, both included; `to` open when left out), by day. */
export async function bookingExceptionsBetween(db: Database, from: string, to?: string): Promise<BookingException[]> {
  return db
    .select()
    .from(bookingExceptions)
    .where(and(gte(bookingExceptions.day, from), to === undefined ? undefined : lte(bookingExceptions.day, to)))
    .orderBy(asc(bookingExceptions.day), asc(bookingExceptions.fromTime));
}
