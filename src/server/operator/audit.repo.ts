import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export async function insertAuditEntry(db: Database, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}
