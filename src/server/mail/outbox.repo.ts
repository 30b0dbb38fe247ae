import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface OutboxBacklog {
  pending: number;
  failed: number;
}

/** How many mails wait for delivery and how many gave up, for the health check and the operator. */
export async function outboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [pending] = await db.select({ value: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
  const [failed] = await db.select({ value: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed'));
  return { pending: pending?.value ?? 0, failed: failed?.value ?? 0 };
}
