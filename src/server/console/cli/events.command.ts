import { zurichDayOf, zurichOffsetOf, zurichTimeOf } from '#lib/console/booking-times.ts';
import { eventRegistrationsForConsole, eventsWithCounts } from '#server/events/events-admin.repo.ts';
import { eventBySlug, type EventRow } from '#server/events/registrations.repo.ts';
import { csvLine, formatTable, toJson } from '#server/exports/format.ts';
import { exportRegistrations, publishEventAs, REGISTRATION_COLUMNS, setEventStatusAs } from '../actions/events.actions.ts';
import { CLI } from '../audit/audit.service.ts';
import { UsageError, type AdminCommand } from './command.ts';

const when = (event: EventRow): string =>
  `${zurichDayOf(event.startsAt)} ${zurichTimeOf(event.startsAt)}-${zurichTimeOf(event.endsAt)} ${zurichOffsetOf(event.startsAt)}`;

/** The events from the command line (decision 0051): the console's actions, and what its pages show. */
export const eventsCommand: AdminCommand = {
  name: 'events',
  usage: [
    'events list                   show the upcoming events with their seats and waiting list (Zurich time)',
    "events show <slug>            one event's facts and its registrations counted by state",
    'events publish <slug>         publish a draft event: its page and registration open',
    "events cancel <slug>          cancel an event and tell its attendees (a published event's)",
    "events registrations <slug> [--csv]  an event's registrations (--csv or --format csv|json for a file)",
  ],
  async run(args, db, out) {
    const [sub, slug, ...rest] = args.words;
    if (sub === 'list' && slug === undefined) {
      const rows = (await eventsWithCounts(db, new Date(), 'upcoming')).map(({ event, counts }) => ({
        slug: event.slug,
        when: when(event),
        status: event.status,
        published: event.publishedAt ? 'yes' : 'draft',
        seats: `${event.seatsTaken}/${event.capacity}`,
        waiting: counts.waiting,
        title: event.titleDe,
      }));
      await out.print(rows.length === 0 ? 'No upcoming events.' : formatTable(rows));
      return 0;
    }
    if (slug === undefined || rest.length > 0) throw new UsageError();
    const event = await eventBySlug(db, slug);
    if (!event) {
      await out.error(`No event ${slug}.`);
      return 1;
    }
    switch (sub) {
      case 'show': {
        const registrations = await eventRegistrationsForConsole(db, event.id);
        const count = (status: string) => registrations.filter((registration) => registration.status === status).length;
        await out.print(
          formatTable([
            { fact: 'title', value: `${event.titleDe} / ${event.titleEn}` },
            { fact: 'when', value: when(event) },
            { fact: 'status', value: event.status },
            { fact: 'published', value: event.publishedAt ? event.publishedAt.toISOString() : 'draft' },
            { fact: 'mode', value: event.mode },
            { fact: 'seats', value: `${event.seatsTaken}/${event.capacity}` },
            ...(['registered', 'offered', 'waiting', 'cancelled', 'expired'] as const).map((status) => ({
              fact: status,
              value: count(status),
            })),
          ]),
        );
        return 0;
      }
      case 'publish':
      case 'cancel': {
        const { code } =
          sub === 'publish'
            ? await publishEventAs(db, CLI, { id: event.id })
            : await setEventStatusAs(db, CLI, { id: event.id, status: 'cancelled' });
        await out.print(code);
        return code === 'event_published' || code === 'event_status_changed' ? 0 : 2;
      }
      case 'registrations': {
        const format = args.format;
        const exported = await exportRegistrations(db, CLI, { id: event.id }, format === 'json' ? 'json' : 'csv');
        const rows = exported?.rows ?? [];
        if (format === 'csv')
          await out.data(
            [REGISTRATION_COLUMNS, ...rows.map((row) => REGISTRATION_COLUMNS.map((column) => row[column]))].map(csvLine).join(''),
          );
        else if (format === 'json') await out.data(toJson(rows));
        else
          await out.print(
            rows.length === 0
              ? 'No registrations.'
              : formatTable(
                  rows.map(({ status, name, email, company, attendance }) => ({
                    status,
                    name,
                    email,
                    company: company ?? '',
                    attendance: attendance ?? '',
                  })),
                ),
          );
        return 0;
      }
      default:
        throw new UsageError();
    }
  },
};
