import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import { distinctValues } from '#server/db/distinct-values.ts';
import type { Database } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;
export type AuditEntry = typeof auditLog.$inferSelect;

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Which entries of the audit log to show: one actor's (an operator's address, or the command line's `cli`), one action's. */
export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
}

/** The audit log's filter as a condition (none when nothing is chosen), for a page of it or any other query of it. */
export const auditFilter = ({ actor, action }: AuditFilter): SQL | undefined =>
  and(actor ? eq(auditLog.actor, actor) : undefined, action ? eq(auditLog.action, action) : undefined);

/**
 * How many times `actor` did `action` after `since` (the index by actor and time serves it), the actor's earlier
 * such actions held first (a transaction-scoped lock on the pair), so that two at once cannot both see room under a cap.
 */
export async function countRecentActions(db: Database, actor: string, action: string, since: Date): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${action}:${actor}`})::bigint)`);
  const [row] = await db
    .select({ count: count() })
    .from(auditLog)
    .where(and(eq(auditLog.actor, actor), eq(auditLog.action, action), gt(auditLog.createdAt, since)));
  return row?.count ?? 0;
}

/** The audit log's rows, for paging newest first (db/paging.ts). */
export const auditEntries = (db: Database) => db.select().from(auditLog).$dynamic();

/** The operators' addresses that appear in the log (removed operators' too), in order, for its filter; the command line is not one. */
export async function auditActors(db: Database, cli: string): Promise<string[]> {
  return (await distinctValues(db, auditLog, auditLog.actor)).filter((actor) => actor !== cli);
}

/**
 * Erasure: the entries about the person with this reference lose what names them in words (`details.about`
 * keeps only the reference, marked erased), in the erasure's transaction. Returns how many entries.
 */
export async function forgetWordsAbout(db: Database, personRef: string): Promise<number> {
  const rows = await db
    .update(auditLog)
    .set({ details: sql`jsonb_set(${auditLog.details}, '{about}', jsonb_build_object('personRef', ${personRef}::text, 'erased', true))` })
    .where(sql`${auditLog.details} -> 'about' ->> 'personRef' = ${personRef}`)
    .returning({ id: auditLog.id });
  return rows.length;
}
