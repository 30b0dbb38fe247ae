import { and, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#i18n/config.ts';
import { MAIL_DEFAULTS, RETRY_DELAY_MAX_MS } from '../config/delivery-settings.ts';
import type { Database } from '../db/client.ts';
import { campaignDeliveries, campaigns, newsletterSubscriptions } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { waitForJobLock } from '../jobs/job-lock.repo.ts';
import { claimerGone } from '../mail/worker-presence.repo.ts';
import { undeliveredColumns, type Undelivered } from '../mail/outbox.repo.ts';

/** A claimed campaign mail: what the sender needs to render, address and record it. */
export interface ClaimedDelivery {
  id: number;
  /** The claim's attempt: the row is this sender's while its attempts still say so. */
  attempts: number;
  campaignId: string;
  /** The campaign's last change: its rendered template is kept per (campaign, change, language). */
  campaignUpdatedAt: Date;
  locale: Locale;
  /** When the campaign queued it: its retries end a retry window after this. */
  queuedAt: Date;
  subscription: { id: string; email: string; consentAt: Date };
}

/** Campaign mails at most per minute and per hour, across every instance (0: no cap). Transactional mail never counts. */
export interface RateCap {
  perMinute: number;
  perHour: number;
}

export const NO_RATE_CAP: RateCap = { perMinute: 0, perHour: 0 };

export type ClaimResult = { deliveries: ClaimedDelivery[] } | { deliveries: []; cappedForMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface ClaimedRow extends Record<string, unknown> {
  id: string | number;
  attempts: number;
  campaign_id: string;
  campaign_updated_at: Date | string;
  locale: string;
  created_at: Date | string;
  subscription_id: string;
  email: string;
  consent_at: Date | string;
}

const toDelivery = (row: ClaimedRow): ClaimedDelivery => ({
  id: Number(row.id),
  attempts: row.attempts,
  campaignId: row.campaign_id,
  campaignUpdatedAt: new Date(row.campaign_updated_at),
  locale: row.locale as Locale,
  queuedAt: new Date(row.created_at),
  subscription: { id: row.subscription_id, email: row.email, consentAt: new Date(row.consent_at) },
});

/**
 * Claims up to `limit` due mails of campaigns that are sending (a paused or cancelled campaign's mail stays
 * where it is), found campaign by campaign along (campaign, status), so that a claim reads a few rows whatever
 * waits behind them or in a paused campaign (a sort of the pending rows took 120 ms at 3,000 on the embedded
 * database); any due mail will do, retries included. Claimed as the outbox claims: FOR UPDATE SKIP LOCKED so no two senders or instances hold the same
 * row, a lease (locked_until) that expires should the sender die, and the claimer's presence key, so that a
 * dead process's claims are taken over at once.
 *
 * A due mail whose subscription no longer takes campaigns (ended or bounced after it was queued: an unsubscribe
 * that raced the queueing, or a row older than the unsubscribe's own withdrawal) is not claimed but settled:
 * withdrawn, or bounced, with no attempt counted and no room taken under the cap (decision 0038).
 */
async function claimRows(
  db: Database,
  now: Date,
  leaseUntil: Date,
  claimer: number | null,
  limit: number,
  retryBaseMs: number,
): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const d = campaignDeliveries;
  const s = newsletterSubscriptions;
  const takes = sql`(${s.status} = 'confirmed' and ${s.bouncedAt} is null)`;
  // Both engines' drivers answer with { rows }.
  const answer: unknown = await db.execute(sql`
    with touched as (
      update ${d} set
        status = case when ${takes} then ${d.status} when ${s.bouncedAt} is not null then 'bounced' else 'withdrawn' end,
        locked_until = case when ${takes} then ${leaseUntil}::timestamptz end,
        claimed_by = case when ${takes} then ${claimer}::int end,
        claimed_at = case when ${takes} then ${now}::timestamptz else ${d.claimedAt} end,
        attempts = case when ${takes} then ${d.attempts} + 1 else ${d.attempts} end
      from ${s}, ${campaigns}
      where ${d.id} in (
          select due.id from ${campaigns} as owner
          cross join lateral (
            select pending.id from ${d} as pending
            where pending.campaign_id = owner.id and pending.status = 'pending' and ${dueBy(sql`pending`, now, retryBaseMs)}
              and (pending.locked_until is null or pending.locked_until < ${now}
                or (pending.claimed_by is not null and ${claimerGone(sql`pending.claimed_by`)}))
            limit ${limit}
            for update of pending skip locked) as due
          where owner.status = 'sending'
          limit ${limit})
        and ${s.id} = ${d.subscriptionId} and ${campaigns.id} = ${d.campaignId}
      returning ${d.id} as id, ${d.status} as status, ${d.attempts} as attempts, ${d.campaignId} as campaign_id,
        ${campaigns.updatedAt} as campaign_updated_at, ${d.locale} as locale, ${d.createdAt} as created_at,
        ${s.id} as subscription_id, ${s.email} as email, ${s.consentAt} as consent_at)
    select * from touched where status = 'pending'`);
  return (answer as { rows: ClaimedRow[] }).rows.map(toDelivery);
}

/**
 * Due now, or set further ahead than its retry could ever have put it: then the clock was set back since
 * (decision 0041). A mail never tried was due when queued; a retried one at most its backoff after its failure.
 */
const dueBy = (row: SQL, now: Date, retryBaseMs: number): SQL => sql`(${row}.next_attempt_at <= ${now}
  or ${row}.next_attempt_at > ${now}::timestamptz + (case when ${row}.attempts = 0 then 0
    else least(${retryBaseMs}::float8 * power(2, ${row}.attempts - 1), ${RETRY_DELAY_MAX_MS}) end) * interval '1 millisecond')`;

/**
 * How many more claims the cap allows now, from the claims of the last minute and hour of every instance
 * (read under the caller's transaction-scoped lock, so two instances never both take the last ones), or how
 * long until the next is allowed.
 */
async function capRoom(tx: Database, cap: RateCap, now: Date): Promise<{ room: number; waitMs: number }> {
  const windows = [
    { cap: cap.perMinute, span: MINUTE },
    { cap: cap.perHour, span: HOUR },
  ].filter((window) => window.cap > 0);
  let room = Number.POSITIVE_INFINITY;
  let waitMs = 0;
  for (const window of windows) {
    const since = new Date(now.getTime() - window.span);
    const [row] = await tx
      .select({
        claims: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<Date | null>`min(${campaignDeliveries.claimedAt})`.mapWith(campaignDeliveries.claimedAt),
      })
      .from(campaignDeliveries)
      // A claim stamped ahead of now was made before the clock was set back: within a window ahead it counts as
      // made now, beyond it not at all, so a clock set back holds the send for one window at most (decision 0041).
      .where(
        sql`${campaignDeliveries.claimedAt} > ${since} and ${campaignDeliveries.claimedAt} <= ${new Date(now.getTime() + window.span)}`,
      );
    const left = window.cap - (row?.claims ?? 0);
    room = Math.min(room, left);
    // The oldest claim in a full window leaves it first and makes room for one more.
    if (left <= 0 && row?.oldest) waitMs = Math.max(waitMs, Math.min(window.span, row.oldest.getTime() + window.span - now.getTime()));
  }
  return { room: Math.max(0, room), waitMs };
}

/** How long until the rate cap lets the next campaign mail go (0: now), as a claim would find it; read without its lock, for the console. */
export async function rateCapWaitMs(db: Database, cap: RateCap, now: Date): Promise<number> {
  if (cap.perMinute <= 0 && cap.perHour <= 0) return 0;
  const { room, waitMs } = await capRoom(db, cap, now);
  return room > 0 ? 0 : waitMs;
}

/**
 * Claims up to `limit` due campaign mails; with a rate cap, only as many as the cap leaves (counted in the
 * database under one advisory lock, so it holds across instances), or none and how long to wait.
 */
export async function claimDueDeliveries(
  db: Database,
  options: { now: Date; leaseUntil: Date; claimer: number | null; limit: number; cap?: RateCap; retryBaseMs?: number },
): Promise<ClaimResult> {
  const { now, leaseUntil, claimer, limit, cap = NO_RATE_CAP, retryBaseMs = MAIL_DEFAULTS.retryBaseMs } = options;
  if (cap.perMinute <= 0 && cap.perHour <= 0) return { deliveries: await claimRows(db, now, leaseUntil, claimer, limit, retryBaseMs) };
  return withTransaction(db, async (tx) => {
    await waitForJobLock(tx, 'campaignRate');
    const { room, waitMs } = await capRoom(tx, cap, now);
    if (room === 0) return { deliveries: [], cappedForMs: Math.max(waitMs, 1) };
    return { deliveries: await claimRows(tx, now, leaseUntil, claimer, Math.min(limit, room), retryBaseMs) };
  });
}

/** The row as this sender claimed it: a later claim (after the lease ran out) counts another attempt. */
const held = (delivery: ClaimedDelivery) => and(eq(campaignDeliveries.id, delivery.id), eq(campaignDeliveries.attempts, delivery.attempts));

/**
 * What a claimed mail may have become while it was on its way: still pending, or called off by a cancel or an
 * unsubscribe, which leave the claim in place so that the figures show the mail as on its way until the sender
 * has sent it (then sent) or let it go (decision 0038).
 */
const UNSENT = ['pending', 'cancelled', 'withdrawn'] as const;
const unsent = () => inArray(campaignDeliveries.status, [...UNSENT]);

/** Keeps the claims while a slow send lasts. */
export async function renewDeliveryLease(db: Database, delivery: ClaimedDelivery, leaseUntil: Date): Promise<void> {
  await db
    .update(campaignDeliveries)
    .set({ lockedUntil: leaseUntil })
    .where(and(held(delivery), unsent()));
}

/**
 * Gives back claims never handed to the mail server: claimable at once (if still pending), no attempt counted,
 * no room taken under the cap, and no longer shown as on its way.
 */
export async function releaseDeliveryClaims(db: Database, deliveries: ClaimedDelivery[]): Promise<void> {
  for (const delivery of deliveries)
    await db
      .update(campaignDeliveries)
      .set({ lockedUntil: null, claimedBy: null, claimedAt: null, attempts: sql`${campaignDeliveries.attempts} - 1` })
      .where(and(held(delivery), unsent()));
}

/**
 * Whether a claimed mail may still be handed to the mail server, read just before it is (decision 0038): still
 * this sender's and pending, its subscription confirmed and not bounced, its campaign sending. One read along
 * three primary keys, so an unsubscribe, a bounce, an erasure, a pause or a cancel that committed after the
 * claim stops the mail.
 */
export async function mayStillSend(db: Database, delivery: ClaimedDelivery): Promise<boolean> {
  const rows = await db
    .select({ id: campaignDeliveries.id })
    .from(campaignDeliveries)
    .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, campaignDeliveries.subscriptionId))
    .innerJoin(campaigns, eq(campaigns.id, campaignDeliveries.campaignId))
    .where(
      and(
        held(delivery),
        eq(campaignDeliveries.status, 'pending'),
        eq(newsletterSubscriptions.status, 'confirmed'),
        isNull(newsletterSubscriptions.bouncedAt),
        eq(campaigns.status, 'sending'),
      ),
    );
  return rows.length === 1;
}

/**
 * The mail server could not be reached for it (relay-backoff.ts): given back as if never claimed, so the outage
 * uses up none of its retries, with the reason for the console.
 */
export async function returnUntriedDelivery(db: Database, delivery: ClaimedDelivery, reason: string): Promise<void> {
  await db
    .update(campaignDeliveries)
    .set({ lockedUntil: null, claimedBy: null, claimedAt: null, attempts: sql`${campaignDeliveries.attempts} - 1`, lastError: reason })
    .where(and(held(delivery), unsent()));
}

/**
 * Gives back this process's claims that it does not hold: a claim whose commit went through while its answer was
 * lost with the connection (a PostgreSQL restart). Its presence key is live, so no one else would take it over
 * before its lease ran out (decision 0041).
 */
export async function releaseClaimsNotHeld(db: Database, claimer: number, heldIds: readonly number[]): Promise<number> {
  const rows = await db
    .update(campaignDeliveries)
    .set({ lockedUntil: null, claimedBy: null, claimedAt: null, attempts: sql`${campaignDeliveries.attempts} - 1` })
    .where(
      and(
        eq(campaignDeliveries.claimedBy, claimer),
        unsent(),
        heldIds.length > 0 ? notInArray(campaignDeliveries.id, [...heldIds]) : undefined,
      ),
    )
    .returning({ id: campaignDeliveries.id });
  return rows.length;
}

/**
 * The mail server took them: one statement for the mails of several senders (sent-marks.ts). Also over a
 * cancellation that came while a mail was on the wire: it did go out.
 */
export async function markDeliveriesSent(db: Database, deliveries: readonly ClaimedDelivery[], sentAt: Date): Promise<void> {
  if (deliveries.length === 0) return;
  await db
    .update(campaignDeliveries)
    .set({ status: 'sent', sentAt, lockedUntil: null, claimedBy: null, lastError: null })
    .where(or(...deliveries.map(held)));
}

/**
 * Records a failed delivery: tried again at `nextAttemptAt`, or given up (`failed`); a cancelled or withdrawn one
 * stays so, no longer on its way.
 */
export async function markDeliveryUndelivered(db: Database, delivery: ClaimedDelivery, outcome: Undelivered): Promise<void> {
  const rows = await db
    .update(campaignDeliveries)
    .set(undeliveredColumns(outcome))
    .where(and(held(delivery), eq(campaignDeliveries.status, 'pending')))
    .returning({ id: campaignDeliveries.id });
  if (rows.length === 0)
    await db
      .update(campaignDeliveries)
      .set({ lockedUntil: null, claimedBy: null, lastError: outcome.reason })
      .where(and(held(delivery), unsent()));
}

/**
 * The address refused the mail for good (5xx): the delivery is bounced and the subscription marked in the same
 * transaction, so no later campaign is queued for it, and the subscription's other mails not sent yet (of
 * campaigns sending at the same time) are bounced with the same reason, untried (decision 0038).
 */
export async function markDeliveryBounced(db: Database, delivery: ClaimedDelivery, reason: string, now: Date): Promise<void> {
  await withTransaction(db, async (tx) => {
    const rows = await tx
      .update(campaignDeliveries)
      .set({ status: 'bounced', lockedUntil: null, claimedBy: null, lastError: reason })
      .where(and(held(delivery), unsent()))
      .returning({ id: campaignDeliveries.id });
    if (rows.length === 0) return;
    await tx
      .update(newsletterSubscriptions)
      .set({ bouncedAt: now })
      .where(and(eq(newsletterSubscriptions.id, delivery.subscription.id), isNull(newsletterSubscriptions.bouncedAt)));
    await tx
      .update(campaignDeliveries)
      .set({ status: 'bounced', lastError: reason })
      .where(and(eq(campaignDeliveries.subscriptionId, delivery.subscription.id), eq(campaignDeliveries.status, 'pending')));
  });
}
