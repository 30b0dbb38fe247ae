import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { operatorInvites } from '#server/db/schema.ts';

export type OperatorInvite = typeof operatorInvites.$inferSelect;
export type NewOperatorInvite = typeof operatorInvites.$inferInsert;

export async function insertInvite(db: Database, invite: NewOperatorInvite): Promise<OperatorInvite> {
  const [row] = await db.insert(operatorInvites).values(invite).returning();
  return row!;
}

export async function findInviteByHash(db: Database, tokenHash: string): Promise<OperatorInvite | undefined> {
  const [row] = await db.select().from(operatorInvites).where(eq(operatorInvites.tokenHash, tokenHash));
  return row;
}

/** Marks an invite used if it is unused and unexpired, in one statement: two uses at once cannot both win. */
export async function markInviteUsed(db: Database, tokenHash: string, now: Date): Promise<OperatorInvite | undefined> {
  const [row] = await db
    .update(operatorInvites)
    .set({ usedAt: now })
    .where(and(eq(operatorInvites.tokenHash, tokenHash), isNull(operatorInvites.usedAt), gt(operatorInvites.expiresAt, now)))
    .returning();
  return row;
}

/** Deletes every invite an operator made and every invite for their address: their links then lead nowhere. */
export async function deleteInvitesOfOperator(db: Database, operator: { id: string; email: string }): Promise<number> {
  const rows = await db
    .delete(operatorInvites)
    .where(or(eq(operatorInvites.invitedBy, operator.id), sql`lower(${operatorInvites.email}) = lower(${operator.email})`))
    .returning({ id: operatorInvites.id });
  return rows.length;
}
