import { and, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { EventFormat } from '#lib/events/event-kinds.ts';
import type { Database } from '../db/client.ts';
import { eventInterests } from '../db/schema.ts';

export type Interest = typeof eventInterests.$inferSelect;
export type NewInterest = typeof eventInterests.$inferInsert;

/** The entry of an address on a format's list, its row locked until the transaction ends (sign-ups of one address take turns). */
export async function interestForUpdate(db: Database, format: EventFormat, email: string): Promise<Interest | undefined> {
  const [row] = await db
    .select()
    .from(eventInterests)
    .where(and(eq(eventInterests.format, format), sql`lower(${eventInterests.email}) = lower(${email})`))
    .for('update');
  return row;
}

/** Inserts an entry, or returns undefined when the same address arrived for the format at the same moment. */
export async function insertInterest(db: Database, values: NewInterest): Promise<Interest | undefined> {
  const [row] = await db.insert(eventInterests).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateInterest(db: Database, id: string, values: Partial<NewInterest>): Promise<void> {
  await db.update(eventInterests).set(values).where(eq(eventInterests.id, id));
}

/**
 * Confirms the pending entry of a confirmation link signed up after `validSince`. The link's hash stays, so a
 * later click finds the entry confirmed (decision 0039).
 */
export async function confirmInterestByTokenHash(db: Database, tokenHash: string, validSince: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(eventInterests)
    .set({ confirmedAt: now })
    .where(
      and(eq(eventInterests.confirmTokenHash, tokenHash), isNull(eventInterests.confirmedAt), gt(eventInterests.consentAt, validSince)),
    )
    .returning({ id: eventInterests.id });
  return rows.length === 1;
}

/** The entry of a confirmation link's hash: a confirmed one whatever its age, a pending one while its link is valid. */
export async function interestByConfirmTokenHash(db: Database, tokenHash: string, validSince: Date): Promise<Interest | undefined> {
  const [row] = await db
    .select()
    .from(eventInterests)
    .where(
      and(
        eq(eventInterests.confirmTokenHash, tokenHash),
        or(isNotNull(eventInterests.confirmedAt), gt(eventInterests.consentAt, validSince)),
      ),
    );
  return row;
}

export async function interestById(db: Database, id: string): Promise<Interest | undefined> {
  const [row] = await db.select().from(eventInterests).where(eq(eventInterests.id, id));
  return row;
}

/** Removes an entry (leaving the list keeps nothing); false when it was gone already. */
export async function deleteInterest(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(eventInterests).where(eq(eventInterests.id, id)).returning({ id: eventInterests.id });
  return rows.length === 1;
}

/**
 * Marks every confirmed entry of a format not yet told of an event as told of it, and gives them back: one
 * conditional update, so two announcements of one event at once tell each person once (the second finds the
 * rows marked once the first commits).
 */
export async function markToldOf(db: Database, format: EventFormat, eventId: string): Promise<Interest[]> {
  return db
    .update(eventInterests)
    .set({ toldOfEventId: eventId })
    .where(
      and(
        eq(eventInterests.format, format),
        isNotNull(eventInterests.confirmedAt),
        or(isNull(eventInterests.toldOfEventId), ne(eventInterests.toldOfEventId, eventId)),
      ),
    )
    .returning();
}
