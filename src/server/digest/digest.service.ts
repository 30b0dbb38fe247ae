import type { Database } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { claimDailyRun } from '../jobs/job-runs.repo.ts';
import { dayAfter, dayBefore, zurichClock, zurichMidnight } from '#lib/zurich-time.ts';
import { enqueueMail } from '../mail/outbox.repo.ts';
import { digestMail } from './digest-mail.ts';
import { confirmedBookingsStarting, countArrivals } from './digest.repo.ts';

export const DIGEST_JOB = 'operator_digest';

export interface DigestSettings {
  /** The hour (0-23, Zurich) from which the day's digest goes out. */
  hour: number;
  siteUrl: string;
}

export type DigestOutcome = 'not_yet' | 'sent_already' | 'nothing_came_in' | 'queued';

/**
 * The operator's daily digest of yesterday (Zurich days) and of today's consultations, once the day's hour
 * has come, once per day across every instance, and only when something came in or a consultation is due. The day is claimed in the same transaction as
 * the mail is queued: either both happen or neither.
 */
export async function sendDailyDigest(db: Database, settings: DigestSettings, now: Date): Promise<DigestOutcome> {
  const { day, hour } = zurichClock(now);
  if (hour < settings.hour) return 'not_yet';
  return withTransaction(db, async (tx) => {
    if (!(await claimDailyRun(tx, DIGEST_JOB, day))) return 'sent_already';
    const yesterday = zurichMidnight(dayBefore(day));
    const today = zurichMidnight(day);
    const counts = await countArrivals(tx, yesterday, today);
    const consultations = await confirmedBookingsStarting(tx, today, zurichMidnight(dayAfter(day)));
    if (Object.values(counts).every((value) => value === 0) && consultations.length === 0) return 'nothing_came_in';
    await enqueueMail(tx, await digestMail(yesterday, counts, settings.siteUrl, { day: today, bookings: consultations }), now);
    return 'queued';
  });
}
