import { and, asc, eq, gt, lte, ne, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { operators, operatorSessions } from '#server/db/schema.ts';

export type NewOperatorSession = typeof operatorSessions.$inferInsert;

export async function insertSession(db: Database, session: NewOperatorSession): Promise<{ id: string }> {
  const [row] = await db.insert(operatorSessions).values(session).returning({ id: operatorSessions.id });
  return row!;
}

/**
 * Marks a session seen now, if it was seen after `idleSince` and has not reached its end; returns it
 * with its operator's address, or nothing when it has ended (or never existed).
 */
export async function touchSession(db: Database, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .from(operators)
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        eq(operators.id, operatorSessions.operatorId),
        gt(operatorSessions.lastSeenAt, idleSince),
        gt(operatorSessions.expiresAt, now),
      ),
    )
    .returning({ sessionId: operatorSessions.id, operatorId: operators.id, email: operators.email });
  return row;
}

export async function deleteSessionByHash(db: Database, tokenHash: string): Promise<number> {
  return (await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash)).returning({ id: operatorSessions.id })).length;
}

/** Deletes every session of an operator; how many there were. */
export async function deleteSessionsOfOperator(db: Database, operatorId: string): Promise<number> {
  return (await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId)).returning({ id: operatorSessions.id }))
    .length;
}

/** An operator's live sessions (seen after `idleSince`, not at their end), oldest first; never the token's hash. */
export async function liveSessionsOfOperator(db: Database, operatorId: string, now: Date, idleSince: Date) {
  return db
    .select({
      id: operatorSessions.id,
      createdAt: operatorSessions.createdAt,
      lastSeenAt: operatorSessions.lastSeenAt,
      expiresAt: operatorSessions.expiresAt,
    })
    .from(operatorSessions)
    .where(
      and(eq(operatorSessions.operatorId, operatorId), gt(operatorSessions.lastSeenAt, idleSince), gt(operatorSessions.expiresAt, now)),
    )
    .orderBy(asc(operatorSessions.createdAt), asc(operatorSessions.id));
}

/** Deletes one session, only if it is this operator's; whether it was. */
export async function deleteSessionOfOperator(db: Database, operatorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(operatorSessions)
    .where(and(eq(operatorSessions.id, id), eq(operatorSessions.operatorId, operatorId)))
    .returning({ id: operatorSessions.id });
  return rows.length > 0;
}

/** Deletes every session of an operator but one (the one the request came with); each deleted one's times, to tell the live ones. */
export async function deleteOtherSessionsOfOperator(db: Database, operatorId: string, keep: string) {
  return db
    .delete(operatorSessions)
    .where(and(eq(operatorSessions.operatorId, operatorId), ne(operatorSessions.id, keep)))
    .returning({ lastSeenAt: operatorSessions.lastSeenAt, expiresAt: operatorSessions.expiresAt });
}

/** Removes the sessions that have ended, idle or at their absolute end. */
export async function deleteEndedSessions(db: Database, now: Date, idleSince: Date): Promise<void> {
  await db.delete(operatorSessions).where(or(lte(operatorSessions.expiresAt, now), lte(operatorSessions.lastSeenAt, idleSince)));
}
