import { count, desc } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;
export type AuditEntry = typeof auditLog.$inferSelect;

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** One page of the audit log, newest first. */
export async function listAuditEntries(db: Database, { limit, offset }: { limit: number; offset: number }): Promise<AuditEntry[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit).offset(offset);
}

export async function countAuditEntries(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog);
  return row?.total ?? 0;
}
