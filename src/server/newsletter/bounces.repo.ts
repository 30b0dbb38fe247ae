import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newsletterSubscriptions } from '../db/schema.ts';

/**
 * Clears the bounce of a subscription (by its id, or by its address as the unique index on lower(email)
 * finds it); gives back the subscription when it had bounced, else nothing.
 */
export async function clearBounce(
  db: Database,
  which: { id: string } | { email: string },
): Promise<{ id: string; email: string } | undefined> {
  const subscription =
    'id' in which ? eq(newsletterSubscriptions.id, which.id) : sql`lower(${newsletterSubscriptions.email}) = lower(${which.email})`;
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ bouncedAt: null })
    .where(and(subscription, isNotNull(newsletterSubscriptions.bouncedAt)))
    .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
  return row;
}
