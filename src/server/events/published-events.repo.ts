import { and, asc, eq, getTableColumns, gt, inArray, isNotNull } from 'drizzle-orm';
import type { EventFormat } from '#lib/events/event-kinds.ts';
import type { Database } from '../db/client.ts';
import { events } from '../db/schema.ts';
import type { EventRow } from './registrations.repo.ts';

/** What a visitor may see of an event: every column but the meeting room, which only attendees are given. */
export type PublicEvent = Omit<EventRow, 'roomUrl'>;

const { roomUrl: _roomUrl, ...publicColumns } = getTableColumns(events);

/** Published and not yet over: a past event drops off every list (decision 0051). */
const upcoming = (now: Date) => and(isNotNull(events.publishedAt), gt(events.endsAt, now));

/** The published events still to come, the soonest first; `formats` narrows them to some formats. */
export async function upcomingEvents(db: Database, now: Date, formats?: readonly EventFormat[]): Promise<PublicEvent[]> {
  return db
    .select(publicColumns)
    .from(events)
    .where(and(upcoming(now), formats ? inArray(events.format, [...formats]) : undefined))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/**
 * For each of `formats`, its next published date that is still scheduled (or moved online) and not started:
 * what its "Anmelden" leads to. A format without one is missing from the map (its interest list is offered).
 */
export async function nextDateByFormat(db: Database, now: Date, formats: readonly EventFormat[]): Promise<Map<EventFormat, PublicEvent>> {
  const rows = await db
    .select(publicColumns)
    .from(events)
    .where(
      and(
        isNotNull(events.publishedAt),
        gt(events.startsAt, now),
        inArray(events.status, ['scheduled', 'moved_online']),
        inArray(events.format, [...formats]),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id));
  const next = new Map<EventFormat, PublicEvent>();
  for (const row of rows) if (row.format && !next.has(row.format)) next.set(row.format, row);
  return next;
}

/** A published event by its slug, past ones included (their page stays, saying it is over); undefined otherwise. */
export async function publishedEventBySlug(db: Database, slug: string): Promise<PublicEvent | undefined> {
  const [row] = await db
    .select(publicColumns)
    .from(events)
    .where(and(eq(events.slug, slug), isNotNull(events.publishedAt)));
  return row;
}

/** Every published event's slug, for the sitemap: the page of an event stays while it is published. */
export async function publishedEventSlugs(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: events.slug }).from(events).where(isNotNull(events.publishedAt)).orderBy(asc(events.startsAt));
  return rows.map((row) => row.slug);
}
