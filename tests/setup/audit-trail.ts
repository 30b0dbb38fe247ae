import { asc } from 'drizzle-orm';
import { auditEntries, type AuditEntry } from '#server/console/audit/audit.repo.ts';
import type { Database } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';

/** Every row of the audit log, oldest first (as the console's audit page reads them, in the other order). */
export async function auditRows(db: Database): Promise<AuditEntry[]> {
  return auditEntries(db).orderBy(asc(auditLog.id));
}

/** What the audit log holds, oldest first: who did what to which record, with its details. */
export async function auditTrail(db: Database) {
  return (await auditRows(db)).map(({ actor, action, target, details }) => ({ actor, action, target, details }));
}
