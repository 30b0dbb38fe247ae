import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { securityEvents } from '../db/schema.ts';

export type NewSecurityEvent = typeof securityEvents.$inferInsert;

/** Stores an event; returns its id. */
export async function insertSecurityEvent(db: Database, event: NewSecurityEvent): Promise<number> {
  const [row] = await db.insert(securityEvents).values(event).returning({ id: securityEvents.id });
  return row!.id;
}

/** Replaces a stored event's data (the count of a row that stands for repeated events). */
export async function updateSecurityEventData(db: Database, id: number, eventData: unknown): Promise<void> {
  await db.update(securityEvents).set({ eventData }).where(eq(securityEvents.id, id));
}

/** The newest stored events first (test hook and diagnostics); never the client network. */
export async function latestSecurityEvents(db: Database, limit: number) {
  return db
    .select({
      eventType: securityEvents.eventType,
      severity: securityEvents.severity,
      userIdentifier: securityEvents.userIdentifier,
      eventData: securityEvents.eventData,
      createdAt: securityEvents.createdAt,
    })
    .from(securityEvents)
    .orderBy(desc(securityEvents.id))
    .limit(limit);
}
