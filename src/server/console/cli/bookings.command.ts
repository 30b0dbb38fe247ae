import { upcomingBookings } from '#server/booking/operator-bookings.repo.ts';
import { formatTable } from '#server/exports/format.ts';
import { zurichDayOf, zurichOffsetOf, zurichTimeOf } from '#lib/console/booking-times.ts';
import { bookingInput, cancelBookingAsOperator } from '../actions/bookings.actions.ts';
import { CLI } from '../audit/audit.service.ts';
import { UsageError, type AdminCommand } from './command.ts';

/** The bookings from the command line: the upcoming ones, and the operator's cancel (the console's action). */
export const bookingsCommand: AdminCommand = {
  name: 'bookings',
  usage: [
    'bookings list                 show the upcoming consultations (Zurich time)',
    'bookings cancel <id>          cancel a confirmed consultation, free its time and tell the visitor',
  ],
  async run(args, db, out) {
    const [sub, id, ...rest] = args.words;
    if (sub === 'list' && id === undefined) {
      const rows = (await upcomingBookings(db, new Date())).map((booking) => ({
        id: booking.id,
        day: zurichDayOf(booking.startsAt),
        time: `${zurichTimeOf(booking.startsAt)}-${zurichTimeOf(booking.endsAt)} ${zurichOffsetOf(booking.startsAt)}`,
        name: booking.name,
        email: booking.email,
        company: booking.company ?? '',
        topic: booking.topic,
      }));
      await out.print(rows.length === 0 ? 'No upcoming consultations.' : formatTable(rows));
      return 0;
    }
    if (sub !== 'cancel' || id === undefined || rest.length > 0) throw new UsageError();
    const input = bookingInput.safeParse({ id });
    if (!input.success) throw new UsageError();
    const { code } = await cancelBookingAsOperator(db, CLI, input.data);
    await out.print(code);
    return code === 'booking_cancelled' ? 0 : 2;
  },
};
