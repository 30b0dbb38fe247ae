import { and, asc, eq, gt, isNull, lte, type Column } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { operatorPasskeys, operators, webauthnChallenges } from '#server/db/schema.ts';

export type NewPasskey = typeof operatorPasskeys.$inferInsert;
export type StoredPasskey = typeof operatorPasskeys.$inferSelect;
export type NewChallenge = typeof webauthnChallenges.$inferInsert;
export type ChallengePurpose = NewChallenge['purpose'];

export async function insertPasskey(db: Database, passkey: NewPasskey): Promise<void> {
  await db.insert(operatorPasskeys).values(passkey);
}

/** Adds a passkey unless its credential id is stored already; whether it was added. */
export async function insertPasskeyIfNew(db: Database, passkey: NewPasskey): Promise<boolean> {
  const rows = await db.insert(operatorPasskeys).values(passkey).onConflictDoNothing().returning({ id: operatorPasskeys.id });
  return rows.length > 0;
}

/** An operator's passkeys, oldest first: what the account page shows of each (never the public key). */
export async function passkeysOfOperator(db: Database, operatorId: string) {
  return db
    .select({
      id: operatorPasskeys.id,
      transports: operatorPasskeys.transports,
      deviceType: operatorPasskeys.deviceType,
      backedUp: operatorPasskeys.backedUp,
      createdAt: operatorPasskeys.createdAt,
      lastUsedAt: operatorPasskeys.lastUsedAt,
    })
    .from(operatorPasskeys)
    .where(eq(operatorPasskeys.operatorId, operatorId))
    .orderBy(asc(operatorPasskeys.createdAt), asc(operatorPasskeys.id));
}

/** Deletes one passkey, only if it is this operator's; whether it was. */
export async function deletePasskeyOfOperator(db: Database, operatorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(operatorPasskeys)
    .where(and(eq(operatorPasskeys.id, id), eq(operatorPasskeys.operatorId, operatorId)))
    .returning({ id: operatorPasskeys.id });
  return rows.length > 0;
}

/** A passkey by its credential id, with its operator's address. */
export async function findPasskey(db: Database, id: string) {
  const [row] = await db
    .select({ passkey: operatorPasskeys, email: operators.email })
    .from(operatorPasskeys)
    .innerJoin(operators, eq(operators.id, operatorPasskeys.operatorId))
    .where(eq(operatorPasskeys.id, id));
  return row;
}

export async function recordPasskeyUse(db: Database, id: string, counter: number, now: Date): Promise<void> {
  await db.update(operatorPasskeys).set({ counter, lastUsedAt: now }).where(eq(operatorPasskeys.id, id));
}

export async function insertChallenge(db: Database, challenge: NewChallenge): Promise<void> {
  await db.insert(webauthnChallenges).values(challenge);
}

/** Whom a challenge was issued to: the invite a registration answers, the session a signed-in ceremony belongs to. */
export interface ChallengeOwner {
  inviteId: string | null;
  sessionId: string | null;
}

/** Whether a column is this value, or null when the value is. */
const isOrNull = (column: Column, value: string | null) => (value === null ? isNull(column) : eq(column, value));

/**
 * Takes a challenge for one answer: deletes it if it was issued for this purpose, to this invite and this
 * session, and has not expired, so each challenge is answered at most once, on whichever instance the
 * answer arrives, and never with another session than the one that asked for it (decision 0040).
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  owner: ChallengeOwner,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        isOrNull(webauthnChallenges.inviteId, owner.inviteId),
        isOrNull(webauthnChallenges.sessionId, owner.sessionId),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return rows.length > 0;
}

export async function deleteExpiredChallenges(db: Database, now: Date): Promise<void> {
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now));
}
