import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface OutgoingMail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Puts a mail in the outbox, inside the caller's transaction: stored together with what caused it, or not at all. */
export async function enqueueMail(db: Database, mail: OutgoingMail, now: Date = new Date()): Promise<void> {
  // Times come from the same clock the worker compares them with (millisecond precision).
  await db.insert(mailOutbox).values({
    createdAt: now,
    nextAttemptAt: now,
    kind: mail.kind,
    recipient: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: mail.headers ?? null,
  });
}

/**
 * Claims due mails so that no two workers (or server instances) ever hold the same row:
 * FOR UPDATE SKIP LOCKED, plus a lease (locked_until) that expires if a worker dies mid-send.
 */
export async function claimDueMail(db: Database, batchSize: number, now: Date, leaseUntil: Date): Promise<OutboxRow[]> {
  return db
    .update(mailOutbox)
    .set({ lockedUntil: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      sql`${mailOutbox.id} in (
        select ${mailOutbox.id} from ${mailOutbox}
        where ${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= ${now}
          and (${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < ${now})
        order by ${mailOutbox.createdAt}
        limit ${batchSize}
        for update skip locked)`,
    )
    .returning();
}

/** The row as this worker claimed it: a later claim (after the lease ran out) counts another attempt. */
const claimedBy = (row: OutboxRow) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));

export async function markMailSent(db: Database, row: OutboxRow, sentAt: Date): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt, lockedUntil: null, lastError: null }).where(claimedBy(row));
}

/** Records a failed delivery: tried again at `nextAttemptAt`, or given up (`failed`). */
export async function markMailUndelivered(db: Database, row: OutboxRow, outcome: { failed: boolean; reason: string; nextAttemptAt: Date }): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: outcome.failed ? 'failed' : 'pending', lockedUntil: null, lastError: outcome.reason, nextAttemptAt: outcome.nextAttemptAt })
    .where(claimedBy(row));
}

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
