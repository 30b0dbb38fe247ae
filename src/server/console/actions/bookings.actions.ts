import { z } from 'zod';
import { cancelBookingByOperator } from '#server/booking/booking.service.ts';
import { bookingById, markPastBooking } from '#server/booking/operator-bookings.repo.ts';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { aboutPerson } from '../audit/about.ts';
import { recordActionIn, type AuditActor } from '../audit/audit.service.ts';

export const bookingInput = z.object({ id: z.uuid() });
export const outcomeInput = z.object({ id: z.uuid(), outcome: z.enum(['held', 'no_show']) });

/** What a booking's audit entry says of it: its start and whom it is with, in words and by reference (about.ts). */
const aboutBooking = (booking: { startsAt: Date; email: string; name: string; company: string | null }) => ({
  startsAt: booking.startsAt.toISOString(),
  about: aboutPerson(booking),
});

/**
 * The operator cancels a confirmed booking: the booking service frees its time and tells the visitor, and the
 * audit entry is written in the same transaction (decision 0032).
 */
export async function cancelBookingAsOperator(
  db: Database,
  actor: AuditActor,
  { id }: z.infer<typeof bookingInput>,
  now = new Date(),
): Promise<{ code: 'booking_cancelled' | 'booking_not_confirmed' }> {
  return withTransaction(db, async (tx) => {
    const booking = await bookingById(tx, id);
    if (!booking || (await cancelBookingByOperator(tx, id, now)) !== 'cancelled') return { code: 'booking_not_confirmed' };
    await recordActionIn(tx, actor, 'booking_cancel', id, aboutBooking(booking));
    return { code: 'booking_cancelled' };
  });
}

/** Marks a booking whose time has come as held or missed, with its audit entry in the same transaction. */
export async function markBookingOutcome(
  db: Database,
  actor: AuditActor,
  { id, outcome }: z.infer<typeof outcomeInput>,
  now = new Date(),
): Promise<{ code: 'booking_held' | 'booking_no_show' | 'booking_not_past' }> {
  return withTransaction(db, async (tx) => {
    const booking = await markPastBooking(tx, id, outcome, now);
    if (!booking) return { code: 'booking_not_past' };
    await recordActionIn(tx, actor, outcome === 'held' ? 'booking_held' : 'booking_no_show', id, aboutBooking(booking));
    return { code: outcome === 'held' ? 'booking_held' : 'booking_no_show' };
  });
}
