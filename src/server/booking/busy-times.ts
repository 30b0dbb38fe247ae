import ical from 'node-ical';
import { Temporal } from 'temporal-polyfill';

/** A stretch of the firm's time its calendar holds, start included, end excluded. */
export interface BusyTime {
  startsAt: Date;
  endsAt: Date;
}

type Parsed = ReturnType<typeof ical.sync.parseICS>;
type Event = Extract<Parsed[string], { type: 'VEVENT' }>;

/** A whole day of the calendar (a date without a time) as the instants of that day on the firm's clock. */
function wholeDays(start: Date, end: Date | undefined, timeZone: string): BusyTime {
  // node-ical gives a date without a time as local midnight of the process: its date is read in local terms.
  const day = (date: Date) => new Temporal.PlainDate(date.getFullYear(), date.getMonth() + 1, date.getDate());
  const first = day(start);
  const after = end ? day(end) : first.add({ days: 1 });
  const last = Temporal.PlainDate.compare(after, first) > 0 ? after : first.add({ days: 1 });
  const at = (date: Temporal.PlainDate) => new Date(date.toZonedDateTime(timeZone).epochMilliseconds);
  return { startsAt: at(first), endsAt: at(last) };
}

/** Whether an event holds the firm's time: not marked free (transparent), not cancelled. */
const holdsTime = (event: Pick<Event, 'transparency' | 'status'>) => event.transparency !== 'TRANSPARENT' && event.status !== 'CANCELLED';

/**
 * The busy times an iCalendar text holds from `from` to `to`: each event that holds time, recurring ones expanded
 * (their exceptions and moved instances applied), whole-day events as whole days on the firm's clock; null when
 * the text is not a calendar.
 */
export function busyTimesOf(text: string, from: Date, to: Date, timeZone: string): BusyTime[] | null {
  if (!/^BEGIN:VCALENDAR\r?$/m.test(text.trimStart().split('\n', 1)[0] ?? '')) return null;
  let parsed: Parsed;
  try {
    parsed = ical.sync.parseICS(text);
  } catch {
    return null;
  }
  const busy: BusyTime[] = [];
  for (const component of Object.values(parsed)) {
    if (component?.type !== 'VEVENT' || !holdsTime(component)) continue;
    const instances = ical.expandRecurringEvent(component, { from, to, expandOngoing: true });
    for (const instance of instances) {
      if (!holdsTime(instance.event)) continue;
      const time = instance.isFullDay
        ? wholeDays(instance.start, instance.end, timeZone)
        : { startsAt: new Date(instance.start.getTime()), endsAt: new Date((instance.end ?? instance.start).getTime()) };
      if (time.endsAt > from && time.startsAt < to && time.endsAt > time.startsAt) busy.push(time);
    }
  }
  return busy.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
