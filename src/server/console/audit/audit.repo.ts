import type { Database } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;
export type AuditEntry = typeof auditLog.$inferSelect;

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** The audit log's rows, for paging newest first (db/paging.ts). */
export const auditEntries = (db: Database) => db.select().from(auditLog).$dynamic();
