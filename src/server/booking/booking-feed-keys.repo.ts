import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bookingFeedKeys } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';

/** Puts a new key's hash in place of any before it, which no longer opens the feed. */
export async function replaceBookingFeedKey(db: Database, keyHash: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx.delete(bookingFeedKeys);
    await tx.insert(bookingFeedKeys).values({ keyHash });
  });
}

/** Revokes the feed's key; false when there was none. */
export async function revokeBookingFeedKey(db: Database): Promise<boolean> {
  return (await db.delete(bookingFeedKeys).returning({ keyHash: bookingFeedKeys.keyHash })).length > 0;
}

/** Whether a key's hash is the feed's key. */
export async function isBookingFeedKey(db: Database, keyHash: string): Promise<boolean> {
  return (
    (await db.select({ keyHash: bookingFeedKeys.keyHash }).from(bookingFeedKeys).where(eq(bookingFeedKeys.keyHash, keyHash))).length > 0
  );
}

/** When the feed's key was made, or null while there is none. */
export async function bookingFeedKeyMadeAt(db: Database): Promise<Date | null> {
  const [key] = await db.select({ createdAt: bookingFeedKeys.createdAt }).from(bookingFeedKeys);
  return key?.createdAt ?? null;
}
