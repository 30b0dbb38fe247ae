import { and, asc, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { firmBusyTimes, firmCalendarFeed } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';
import type { BusyTime } from './busy-times.ts';

export type CalendarFeed = typeof firmCalendarFeed.$inferSelect;

/** The firm's calendar feed and how its last reads went, or null when none is set. */
export async function calendarFeed(db: Database): Promise<CalendarFeed | null> {
  const [feed] = await db.select().from(firmCalendarFeed);
  return feed ?? null;
}

/** Sets the feed's address: a new feed, read at the next round; the busy times of the one before are dropped. */
export async function setCalendarFeed(db: Database, url: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx.delete(firmBusyTimes);
    await tx
      .insert(firmCalendarFeed)
      .values({ url })
      .onConflictDoUpdate({
        target: firmCalendarFeed.singleton,
        set: { url, checkedAt: null, succeededAt: null, errorCode: null, errorDetail: null },
      });
  });
}

/** Removes the feed and its busy times; false when there was none. */
export async function removeCalendarFeed(db: Database): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    await tx.delete(firmBusyTimes);
    return (await tx.delete(firmCalendarFeed).returning({ url: firmCalendarFeed.url })).length > 0;
  });
}

/**
 * Claims the feed's next read: its address for exactly one caller when the last read is at least `everyMs` ago
 * (one conditional update, so several instances read it once), else null.
 */
export async function claimCalendarFeedRead(db: Database, now: Date, everyMs: number): Promise<string | null> {
  const [claimed] = await db
    .update(firmCalendarFeed)
    .set({ checkedAt: now })
    .where(or(isNull(firmCalendarFeed.checkedAt), lte(firmCalendarFeed.checkedAt, new Date(now.getTime() - everyMs))))
    .returning({ url: firmCalendarFeed.url });
  return claimed?.url ?? null;
}

/** Keeps a good read's busy times in place of the last ones, if the feed read is still the one set. */
export async function keepBusyTimes(db: Database, url: string, busy: readonly BusyTime[], now: Date): Promise<void> {
  await withTransaction(db, async (tx) => {
    const updated = await tx
      .update(firmCalendarFeed)
      .set({ succeededAt: now, errorCode: null, errorDetail: null })
      .where(eq(firmCalendarFeed.url, url))
      .returning({ url: firmCalendarFeed.url });
    if (updated.length === 0) return;
    await tx.delete(firmBusyTimes);
    if (busy.length > 0) await tx.insert(firmBusyTimes).values(busy.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })));
  });
}

/** Notes why a read failed; the busy times of the last good read stay. */
export async function noteCalendarFeedFailure(db: Database, url: string, code: string, detail: string | null): Promise<void> {
  await db.update(firmCalendarFeed).set({ errorCode: code, errorDetail: detail }).where(eq(firmCalendarFeed.url, url));
}

/** The busy times that touch a stretch of time. */
export async function busyTimesBetween(db: Database, from: Date, to: Date): Promise<BusyTime[]> {
  return db
    .select({ startsAt: firmBusyTimes.startsAt, endsAt: firmBusyTimes.endsAt })
    .from(firmBusyTimes)
    .where(and(lt(firmBusyTimes.startsAt, to), gt(firmBusyTimes.endsAt, from)))
    .orderBy(asc(firmBusyTimes.startsAt));
}
