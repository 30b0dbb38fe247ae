import { createHmac } from 'node:crypto';
import { ANALYTICS_METRICS as M, ATTRIBUTION_SEPARATOR, type ConversionKind, conversionKey } from '#lib/analytics.ts';
import { zurichClock, zurichDay } from '#lib/zurich-time.ts';
import type { Database } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import {
  addCounts,
  addVisitors,
  existingSalt,
  forgetDaysBefore,
  saltOfDay,
  visitorsOf,
  type CountRow,
  type VisitorRow,
} from './analytics.repo.ts';

/** What a counted page view leaves: the path and what the visitor's request said about how they came. */
export interface PageView {
  path: string;
  language: string;
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
  device: string;
  browser: string;
}

/** Who made a request, only until the next flush: the client address and user agent, hashed there with the day's salt. */
type Identity = string;

type Pending = ({ type: 'view' } & PageView) | { type: 'conversion'; key: string };

/** A conversion of a visitor who left no page view that day (or before the day's salt could be read). */
export const UNATTRIBUTED = '?';

/** Pending events held at most: beyond that (a flood) page views are dropped until the next flush, never the process's memory. */
export const MAX_PENDING = 200_000;

/**
 * Counts page views and conversions in memory and adds them to the database in batches (issue 31). Recording
 * is a push onto a list: nothing on a response's path waits for the database or a hash. A flush hashes each
 * identity with the day's salt (a keyed hash: without the salt, which lives only for its day, no hash can be
 * recomputed), records the day's new visitors by that hash (the unique key: several instances count a visitor
 * once), credits conversions to what brought their visitor that day, and upserts the counts.
 */
export class AnalyticsCounter {
  private pending: { day: string; identity: Identity; event: Pending }[] = [];
  /** Hashes this process already recorded for a day: their next views need no insert. One day at a time. */
  private recorded: { day: string; visitors: Set<string> } = { day: '', visitors: new Set() };
  private forgottenBefore = '';
  dropped = 0;
  private readonly now: () => Date;

  constructor(now: () => Date = () => new Date()) {
    this.now = now;
  }

  view(identity: Identity, view: PageView): void {
    if (this.pending.length >= MAX_PENDING) {
      this.dropped += 1;
      return;
    }
    this.pending.push({ day: zurichDay(this.now()), identity, event: { type: 'view', ...view } });
  }

  conversion(identity: Identity, kind: ConversionKind, detail?: string): void {
    this.pending.push({ day: zurichDay(this.now()), identity, event: { type: 'conversion', key: conversionKey(kind, detail) } });
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  async flush(db: Database): Promise<void> {
    const today = zurichClock(this.now()).day;
    const batch = this.pending.splice(0);
    const days = [...new Set(batch.map((item) => item.day))].sort();
    for (const [index, day] of days.entries()) {
      try {
        await this.flushDay(
          db,
          day,
          today,
          batch.filter((item) => item.day === day),
        );
      } catch (error) {
        // Each day's batch is one transaction: what failed is put back, whole, for the next flush.
        const unwritten = batch.filter((item) => days.indexOf(item.day) >= index);
        this.pending.unshift(...unwritten.slice(0, Math.max(0, MAX_PENDING - this.pending.length)));
        throw error;
      }
    }
    if (this.forgottenBefore !== today) {
      await forgetDaysBefore(db, today);
      this.forgottenBefore = today;
    }
  }

  private async flushDay(db: Database, day: string, today: string, items: typeof this.pending): Promise<void> {
    // A day that is over keeps its salt only until the first flush of the next: none is made for it again.
    const salt = day === today ? await saltOfDay(db, day) : await existingSalt(db, day);
    // A visitor's several requests of a batch are hashed once.
    const hashes = new Map<Identity, string>();
    const hash = (identity: Identity): string | undefined => {
      if (!salt) return undefined;
      let hashed = hashes.get(identity);
      if (hashed === undefined) {
        hashed = createHmac('sha256', salt).update(identity).digest('base64url');
        hashes.set(identity, hashed);
      }
      return hashed;
    };
    if (this.recorded.day !== day) this.recorded = { day, visitors: new Set() };
    const counts = new Map<string, CountRow>();
    const add = (metric: string, key: string) => {
      const id = `${metric}\n${key}`;
      const row = counts.get(id);
      if (row) row.count += 1;
      else counts.set(id, { day, metric, key, count: 1 });
    };
    const firstViews = new Map<string, PageView>();
    const conversions: { visitor: string | undefined; key: string }[] = [];
    for (const { identity, event } of items) {
      const visitor = hash(identity);
      if (event.type === 'conversion') {
        conversions.push({ visitor, key: event.key });
        continue;
      }
      add(M.view, event.path);
      if (visitor && !this.recorded.visitors.has(visitor) && !firstViews.has(visitor)) firstViews.set(visitor, event);
    }
    await withTransaction(db, async (tx) => {
      const candidates: VisitorRow[] = [...firstViews].map(([visitor, view]) => ({
        day,
        visitor,
        entryPath: view.path,
        referrer: view.referrer,
        campaign: view.campaign,
      }));
      for (const { visitor } of await addVisitors(tx, candidates)) {
        const view = firstViews.get(visitor)!;
        add(M.visitor, '');
        add(M.entry, view.path);
        add(M.referrer, view.referrer);
        add(M.source, view.source);
        add(M.medium, view.medium);
        add(M.campaign, view.campaign);
        add(M.device, view.device);
        add(M.browser, view.browser);
        add(M.language, view.language);
      }
      const known = new Map(
        (
          await visitorsOf(
            tx,
            day,
            conversions.flatMap(({ visitor }) => (visitor ? [visitor] : [])),
          )
        ).map((row) => [row.visitor, row]),
      );
      for (const { visitor, key } of conversions) {
        const source = visitor ? known.get(visitor) : undefined;
        add(M.conversion, key);
        add(M.conversionByEntry, `${key}${ATTRIBUTION_SEPARATOR}${source?.entryPath ?? UNATTRIBUTED}`);
        add(M.conversionByReferrer, `${key}${ATTRIBUTION_SEPARATOR}${source?.referrer ?? UNATTRIBUTED}`);
        add(M.conversionByCampaign, `${key}${ATTRIBUTION_SEPARATOR}${source?.campaign ?? UNATTRIBUTED}`);
      }
      await addCounts(tx, [...counts.values()]);
    });
    for (const visitor of firstViews.keys()) this.recorded.visitors.add(visitor);
  }
}
