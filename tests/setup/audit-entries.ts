import { asc } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';

/** What the audit log holds, oldest first: who did what to which record, with its details. */
export async function auditEntries(db: Database) {
  return (await db.select().from(auditLog).orderBy(asc(auditLog.id))).map(({ actor, action, target, details }) => ({
    actor,
    action,
    target,
    details,
  }));
}
