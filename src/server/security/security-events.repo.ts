import { desc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { securityEvents } from '../db/schema.ts';

export type NewSecurityEvent = typeof securityEvents.$inferInsert;

export async function insertSecurityEvent(db: Database, event: NewSecurityEvent): Promise<void> {
  await db.insert(securityEvents).values(event);
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
