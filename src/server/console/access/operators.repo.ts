import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { operatorPasskeys, operators } from '#server/db/schema.ts';

export type Operator = typeof operators.$inferSelect;

const sameAddress = (email: string) => sql`lower(${operators.email}) = lower(${email})`;

export async function findOperatorByEmail(db: Database, email: string): Promise<Operator | undefined> {
  const [row] = await db.select().from(operators).where(sameAddress(email));
  return row;
}

export async function findOperatorById(db: Database, id: string): Promise<Operator | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

/**
 * Locks an operator's row until the transaction ends, so that changes to their passkeys are taken one
 * after the other (two removals at once cannot both see a second passkey); whether the operator exists.
 */
export async function lockOperator(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: operators.id }).from(operators).where(eq(operators.id, id)).for('update');
  return rows.length > 0;
}

/** Adds an operator, or nothing when the address is taken (in any case of letters), also when two inserts race. */
export async function insertOperatorIfNew(db: Database, email: string): Promise<Operator | undefined> {
  const [row] = await db.insert(operators).values({ email }).onConflictDoNothing().returning();
  return row;
}

/** Every operator, oldest first, with how many passkeys they have and when one was last used. */
export async function listOperators(db: Database) {
  return db
    .select({
      id: operators.id,
      email: operators.email,
      createdAt: operators.createdAt,
      passkeys: count(operatorPasskeys.id),
      lastSignInAt: max(operatorPasskeys.lastUsedAt),
    })
    .from(operators)
    .leftJoin(operatorPasskeys, eq(operatorPasskeys.operatorId, operators.id))
    .groupBy(operators.id)
    .orderBy(asc(operators.createdAt), asc(operators.email));
}

/** Deletes an operator; their passkeys and sessions go with them (foreign keys cascade). */
export async function deleteOperator(db: Database, id: string): Promise<Operator | undefined> {
  const [row] = await db.delete(operators).where(eq(operators.id, id)).returning();
  return row;
}
