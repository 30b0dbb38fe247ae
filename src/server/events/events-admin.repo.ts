import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Attendance, EventStatus, RegistrationStatus } from '#lib/events/event-kinds.ts';
import type { EventDraft } from '#lib/events/event-form.ts';
import type { Database } from '../db/client.ts';
import { eventRegistrations, events } from '../db/schema.ts';
import type { EventRow, Registration } from './registrations.repo.ts';

/** What the operator changes of an event besides its text: its status and the calendar's SEQUENCE. */
export type EventPatch = Partial<EventDraft> & { status?: EventStatus; sequence?: number };

export async function insertEvent(db: Database, draft: EventDraft, now: Date): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({ ...draft, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** The event, its row locked for the rest of the caller's transaction (two operators' changes one after the other). */
export async function lockedEvent(tx: Database, id: string): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

export async function updateEvent(tx: Database, id: string, patch: EventPatch, now: Date): Promise<EventRow> {
  const [row] = await tx
    .update(events)
    .set({ ...patch, updatedAt: now })
    .where(eq(events.id, id))
    .returning();
  return row!;
}

/** Publishes a draft; undefined when it was published already. */
export async function markPublished(tx: Database, id: string, now: Date): Promise<EventRow | undefined> {
  const [row] = await tx
    .update(events)
    .set({ publishedAt: now, updatedAt: now })
    .where(and(eq(events.id, id), isNull(events.publishedAt)))
    .returning();
  return row;
}

/** How many registrations of an event are in each state. */
export type RegistrationCounts = Record<RegistrationStatus, number>;

/** An event in the console's list: the event and how its registrations stand. */
export interface ListedEvent {
  event: EventRow;
  counts: RegistrationCounts;
}

const counted = (status: RegistrationStatus) =>
  sql<number>`cast(count(${eventRegistrations.id}) filter (where ${eventRegistrations.status} = ${status}) as integer)`;

/**
 * The events that end after `now` (soonest first), or those that ended by then (latest first), each with its
 * registrations counted by state in the same query.
 */
export async function eventsWithCounts(db: Database, now: Date, when: 'upcoming' | 'past', limit = 200): Promise<ListedEvent[]> {
  const rows = await db
    .select({
      event: events,
      registered: counted('registered'),
      waiting: counted('waiting'),
      offered: counted('offered'),
      cancelled: counted('cancelled'),
      expired: counted('expired'),
    })
    .from(events)
    .leftJoin(eventRegistrations, eq(eventRegistrations.eventId, events.id))
    .where(when === 'upcoming' ? gt(events.endsAt, now) : lte(events.endsAt, now))
    .groupBy(events.id)
    .orderBy(when === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt))
    .limit(limit);
  return rows.map(({ event, ...counts }) => ({ event, counts }));
}

/** Every registration of an event, in the order they came (the waiting list's order among those waiting). */
export async function eventRegistrationsForConsole(db: Database, eventId: string): Promise<Registration[]> {
  return db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.waitingSince), asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
}

/** One registration of an event, or undefined when it is not that event's. */
export async function registrationOfEvent(db: Database, eventId: string, id: string): Promise<Registration | undefined> {
  const [row] = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.id, id), eq(eventRegistrations.eventId, eventId)));
  return row;
}

/** Marks whether a registered attendee came (or clears the mark); undefined unless the registration holds a seat. */
export async function markAttendance(
  tx: Database,
  eventId: string,
  id: string,
  attendance: Attendance | null,
): Promise<Registration | undefined> {
  const [row] = await tx
    .update(eventRegistrations)
    .set({ attendance })
    .where(and(eq(eventRegistrations.id, id), eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, ['registered'])))
    .returning();
  return row;
}
