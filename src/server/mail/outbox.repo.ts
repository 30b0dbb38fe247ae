import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MailKind } from '#lib/mail-kinds.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { claimerGone } from './worker-presence.repo.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** A calendar invitation to send as the mail's text/calendar part (iCalendar; its METHOD says what it asks). */
  calendar?: string;
}

/** A mail to go later (a booking's reminder), under an id its sender can withdraw it by. */
export interface Scheduled {
  id: string;
  sendAt: Date;
}

/**
 * Puts a mail in the outbox, inside the caller's transaction: stored together with what caused it, or
 * not at all. Gives back the mail's id. A scheduled mail waits until its time, and its retries count from then.
 */
export async function enqueueMail(db: Database, mail: OutgoingMail, now: Date = new Date(), scheduled?: Scheduled): Promise<string> {
  // Times come from the same clock the worker compares them with (millisecond precision).
  const due = scheduled?.sendAt ?? now;
  const [row] = await db
    .insert(mailOutbox)
    .values({
      ...(scheduled && { id: scheduled.id }),
      createdAt: now,
      queuedAt: due,
      nextAttemptAt: due,
      kind: mail.kind,
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      calendar: mail.calendar ?? null,
      headers: mail.headers ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Claims the mail due first, so that no two workers (or server instances) ever hold the same row:
 * FOR UPDATE SKIP LOCKED, plus a lease (locked_until) that expires if a worker dies mid-send.
 * One mail per claim: a lease then has to outlast one send, never a batch of them. A claim that carries
 * its process's presence key is taken over as soon as that process is gone (decision 0027), not only
 * after its lease; `claimer` is this process's key (none for a one-off run, whose claims wait for the lease).
 */
export async function claimNextMail(
  db: Database,
  now: Date,
  leaseUntil: Date,
  claimer: number | null = null,
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ lockedUntil: leaseUntil, claimedBy: claimer, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      sql`${mailOutbox.id} = (
        select ${mailOutbox.id} from ${mailOutbox}
        where ${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= ${now}
          and (${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < ${now}
            or (${mailOutbox.claimedBy} is not null and ${claimerGone(mailOutbox.claimedBy)}))
        order by ${mailOutbox.nextAttemptAt}
        limit 1
        for update skip locked)`,
    )
    .returning();
  return row;
}

/** The row as this worker claimed it: a later claim (after the lease ran out) counts another attempt. */
const claimedBy = (row: OutboxRow) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));

/** Keeps the claim while a slow send lasts. */
export async function renewMailLease(db: Database, row: OutboxRow, leaseUntil: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lockedUntil: leaseUntil })
    .where(and(claimedBy(row), eq(mailOutbox.status, 'pending')));
}

/** Gives back a claimed mail that was never handed to the mail server: claimable at once, and no attempt counted. */
export async function releaseMailClaim(db: Database, row: OutboxRow): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lockedUntil: null, claimedBy: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(and(claimedBy(row), eq(mailOutbox.status, 'pending')));
}

export async function markMailSent(db: Database, row: OutboxRow, sentAt: Date): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt, lockedUntil: null, claimedBy: null, lastError: null }).where(claimedBy(row));
}

/** A failed delivery's outcome, as an outbox mail and a campaign mail record it alike. */
export interface Undelivered {
  failed: boolean;
  reason: string;
  nextAttemptAt: Date;
}

/** The columns a failed delivery changes: the claim given up, tried again at `nextAttemptAt` or given up for good. */
export const undeliveredColumns = (outcome: Undelivered) => ({
  status: outcome.failed ? ('failed' as const) : ('pending' as const),
  lockedUntil: null,
  claimedBy: null,
  lastError: outcome.reason,
  nextAttemptAt: outcome.nextAttemptAt,
});

/** Records a failed delivery: tried again at `nextAttemptAt`, or given up (`failed`). */
export async function markMailUndelivered(db: Database, row: OutboxRow, outcome: Undelivered): Promise<void> {
  await db.update(mailOutbox).set(undeliveredColumns(outcome)).where(claimedBy(row));
}

export interface OutboxBacklog {
  pending: number;
  failed: number;
  /** When the mail waiting longest was queued (null when none waits). */
  oldestPendingSince: Date | null;
}

/**
 * Withdraws a scheduled mail that has not gone (a cancelled booking's reminder): false when it went, or a worker
 * holds it right now (then it goes, as a mail on the wire cannot be called back).
 */
export async function withdrawScheduledMail(db: Database, id: string, now: Date): Promise<boolean> {
  const withdrawn = await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, 'pending'),
        sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < ${now})`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return withdrawn.length > 0;
}

/** How many mails wait for delivery, since when, and how many gave up, for the health check and the operator. */
export async function outboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      // A mail scheduled for later (a reminder) is not waiting yet.
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending' and ${mailOutbox.queuedAt} <= now())`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')`.mapWith(Number),
      oldest:
        sql<Date | null>`min(${mailOutbox.queuedAt}) filter (where ${mailOutbox.status} = 'pending' and ${mailOutbox.queuedAt} <= now())`.mapWith(
          mailOutbox.queuedAt,
        ),
    })
    .from(mailOutbox)
    // Only the rows it counts, found by the index the worker uses: never the outbox's years of sent mail.
    .where(inArray(mailOutbox.status, ['pending', 'failed']));
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0, oldestPendingSince: row?.oldest ?? null };
}
