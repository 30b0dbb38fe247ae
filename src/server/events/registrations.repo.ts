import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { ACTIVE_REGISTRATION, SEAT_HOLDING, type RegistrationStatus } from '#lib/events/event-kinds.ts';
import type { Database } from '../db/client.ts';
import { eventRegistrations, events } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export type EventRow = typeof events.$inferSelect;
export type Registration = typeof eventRegistrations.$inferSelect;
export type NewRegistration = Omit<
  typeof eventRegistrations.$inferInsert,
  'eventId' | 'status' | 'waitingSince' | 'offerExpiresAt' | 'attendance' | 'cancelledAt' | 'createdAt'
>;

/** What else a registration's transaction writes (its mails): kept with it, or not at all. */
export type AlongWith<T> = (tx: Database, subject: T) => Promise<void>;

/** Whether an event takes registrations at `now`: published, not called off, and before its deadline. */
const openAt = (now: Date) =>
  and(
    isNotNull(events.publishedAt),
    inArray(events.status, ['scheduled', 'moved_online']),
    gt(events.registrationClosesAt, now),
    gt(events.startsAt, now),
  );

export async function eventBySlug(db: Database, slug: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.slug, slug));
  return row;
}

export async function eventById(db: Database, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

/**
 * Takes one seat of an open event: a conditional update that holds only while seats are left, so of any number
 * of visitors at once no more than the capacity get one, on either engine and however many instances answer
 * them (the table's check is the last guard). Undefined when the event is full or not open.
 */
async function takeSeat(tx: Database, eventId: string, now: Date): Promise<EventRow | undefined> {
  const [row] = await tx
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} + 1` })
    .where(and(eq(events.id, eventId), openAt(now), sql`${events.seatsTaken} < ${events.capacity}`))
    .returning();
  return row;
}

async function freeSeat(tx: Database, eventId: string): Promise<void> {
  await tx
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} - 1` })
    .where(eq(events.id, eventId));
}

export type Enrolment =
  | { code: 'registered' | 'waiting'; registration: Registration; event: EventRow }
  | { code: 'full' | 'closed' }
  /** The address already has a registration for this event that lasts (registered, waiting or offered). */
  | { code: 'already'; registration: Registration; event: EventRow };

/**
 * Registers a person for an event in one transaction: a seat when one is left, else a place at the end of the
 * waiting list when `wait` asks for it (`full` otherwise). `alongWith` writes the mails in the same transaction.
 */
export async function enrol(
  db: Database,
  eventId: string,
  registration: NewRegistration,
  { wait, now }: { wait: boolean; now: Date },
  alongWith?: AlongWith<Registration>,
): Promise<Enrolment> {
  const existing = await activeRegistration(db, eventId, registration.email);
  if (existing) return { code: 'already', ...existing };
  try {
    return await withTransaction(db, async (tx): Promise<Enrolment> => {
      const seated = await takeSeat(tx, eventId, now);
      if (seated) {
        const [written] = await tx
          .insert(eventRegistrations)
          .values({ ...registration, eventId, status: 'registered' })
          .returning();
        await alongWith?.(tx, written!);
        return { code: 'registered', registration: written!, event: seated };
      }
      const [open] = await tx
        .select()
        .from(events)
        .where(and(eq(events.id, eventId), openAt(now)));
      if (!open) return { code: 'closed' };
      if (!wait) return { code: 'full' };
      const [written] = await tx
        .insert(eventRegistrations)
        .values({ ...registration, eventId, status: 'waiting', waitingSince: now })
        .returning();
      await alongWith?.(tx, written!);
      return { code: 'waiting', registration: written!, event: open };
    });
  } catch (error) {
    // The same address registered at the same moment: that registration stands.
    if (!isUniqueViolation(error)) throw error;
    const raced = await activeRegistration(db, eventId, registration.email);
    if (raced) return { code: 'already', ...raced };
    throw error;
  }
}

async function activeRegistration(
  db: Database,
  eventId: string,
  email: string,
): Promise<{ registration: Registration; event: EventRow } | undefined> {
  const [row] = await db
    .select({ registration: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        sql`lower(${eventRegistrations.email}) = lower(${email})`,
        inArray(eventRegistrations.status, [...ACTIVE_REGISTRATION]),
      ),
    );
  return row;
}

export async function registrationByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<{ registration: Registration; event: EventRow } | undefined> {
  const [row] = await db
    .select({ registration: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.tokenHash, tokenHash));
  return row;
}

export async function registrationByJoinTokenHash(
  db: Database,
  joinTokenHash: string,
): Promise<{ registration: Registration; event: EventRow } | undefined> {
  const [row] = await db
    .select({ registration: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.joinTokenHash, joinTokenHash));
  return row;
}

/** A seat offered to the next in line: whom, and until when it is held for them. */
export interface Offer {
  registration: Registration;
  event: EventRow;
}

/**
 * Offers the event's free seats to those first in line, inside the caller's transaction: each offer takes its seat
 * by the same conditional update as a registration, and the person's row is taken with SKIP LOCKED, so two
 * instances freeing seats at once never offer one person twice or one seat to two. Gives back the offers made.
 */
export async function offerFreeSeats(tx: Database, eventId: string, now: Date, holdMs: number): Promise<Offer[]> {
  const offers: Offer[] = [];
  for (;;) {
    const [next] = await tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waiting')))
      .orderBy(asc(eventRegistrations.waitingSince), asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return offers;
    const seated = await takeSeat(tx, eventId, now);
    if (!seated) return offers;
    const holdUntil = new Date(Math.min(now.getTime() + holdMs, seated.startsAt.getTime()));
    const [offered] = await tx
      .update(eventRegistrations)
      .set({ status: 'offered', offerExpiresAt: holdUntil })
      .where(and(eq(eventRegistrations.id, next.id), eq(eventRegistrations.status, 'waiting')))
      .returning();
    offers.push({ registration: offered!, event: seated });
  }
}

/** What leaving the event did: the registration as it is now, and the seats that went to the next in line. */
export interface Departure {
  registration: Registration;
  event: EventRow;
  offers: Offer[];
}

/**
 * Ends a registration that lasts (registered, waiting or offered) in one transaction: a seat it held is freed and
 * offered to the first in line at once. Undefined when it had ended already. `status` says how it ended.
 */
export async function leave(
  db: Database,
  registrationId: string,
  { status, now, holdMs }: { status: Extract<RegistrationStatus, 'cancelled' | 'expired'>; now: Date; holdMs: number },
  alongWith?: AlongWith<Departure>,
): Promise<Departure | undefined> {
  return withTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, registrationId))
      .for('update');
    if (!before || !ACTIVE_REGISTRATION.includes(before.status)) return undefined;
    const [ended] = await tx
      .update(eventRegistrations)
      .set({ status, cancelledAt: now, offerExpiresAt: null })
      .where(eq(eventRegistrations.id, registrationId))
      .returning();
    if (SEAT_HOLDING.includes(before.status)) await freeSeat(tx, ended!.eventId);
    const offers = await offerFreeSeats(tx, ended!.eventId, now, holdMs);
    const [event] = await tx.select().from(events).where(eq(events.id, ended!.eventId));
    const departure = { registration: ended!, event: event!, offers };
    await alongWith?.(tx, departure);
    return departure;
  });
}

/** Takes an offered seat while its hold lasts; undefined when the offer is gone (expired, or taken already). */
export async function acceptOffer(
  db: Database,
  registrationId: string,
  now: Date,
  alongWith?: AlongWith<Registration>,
): Promise<Registration | undefined> {
  return withTransaction(db, async (tx) => {
    const [accepted] = await tx
      .update(eventRegistrations)
      .set({ status: 'registered', offerExpiresAt: null })
      .where(
        and(
          eq(eventRegistrations.id, registrationId),
          eq(eventRegistrations.status, 'offered'),
          gt(eventRegistrations.offerExpiresAt, now),
        ),
      )
      .returning();
    if (accepted) await alongWith?.(tx, accepted);
    return accepted;
  });
}

/** The offers whose hold ran out by `now`, oldest first: each is then ended as `expired` by `leave`. */
export async function lapsedOffers(db: Database, now: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.status, 'offered'), lte(eventRegistrations.offerExpiresAt, now)))
    .orderBy(asc(eventRegistrations.offerExpiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The registrations of an event in a state, in the order they came (the waiting list's order for `waiting`). */
export async function registrationsOf(db: Database, eventId: string, statuses: readonly RegistrationStatus[]): Promise<Registration[]> {
  return db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, [...statuses])))
    .orderBy(asc(eventRegistrations.waitingSince), asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
}
