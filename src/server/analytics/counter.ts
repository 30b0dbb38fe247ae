import { randomUUID } from 'node:crypto';
import { type ConversionKind, conversionKey } from '#lib/analytics.ts';
import { zurichDay } from '#lib/zurich-time.ts';
import { clientIp } from '../clients/client-address.ts';
import type { Database } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { claimBatch, existingSalt, forgetDaysBefore, saltOfDay } from './analytics.repo.ts';
import type { PageView } from './page-view.ts';
import { DEFAULT_LIMITS, writeDayBatch, type BatchVisitor, type CountLimits } from './visit-writer.ts';

/**
 * Page views and conversions name a visitor alike, or no conversion would be credited to what brought its
 * visitor.
 */
const identityOf = (address: string, userAgent: string): string => `${visitorAddress(address)}\n${userAgent}`;

/**
 * One spelling per address, so that one client is one visitor however its address was written: an IPv4-mapped
 * IPv6 address (`::ffff:192.0.2.1`, a dual-stack socket's) as the IPv4 address, an IPv6 address in its short form.
 * Worked out at the flush, once per visitor of the batch, and for the rare conversion.
 */
const visitorAddress = (address: string): string => clientIp(address)?.toString() ?? address;

/** A visitor's first page of the day in a batch, described only if it is a new visitor's. */
type Describe = () => PageView;

interface HeldVisitor {
  describe: Describe;
  views: Map<string, number>;
}

/** What is held of one day until the next flush: per client its first page and views, not one object per request. */
interface DayBatch {
  /** The batch's key: written once however often its write is tried (decision 0047). */
  id: string;
  day: string;
  /**
   * Clients by address, then user agent: a view of a client already held looks up the two strings the request
   * came with, and makes no new one.
   */
  visitors: Map<string, Map<string, HeldVisitor>>;
  conversions: { address: string; userAgent: string; key: string }[];
  events: number;
  entries: number;
}

const emptyBatch = (day: string): DayBatch => ({ id: randomUUID(), day, visitors: new Map(), conversions: [], events: 0, entries: 0 });

/** Visitors, pages of a visitor and conversions held at most: beyond that (a flood) new ones are dropped until the next flush, never the process's memory. */
export const MAX_PENDING = 200_000;

/**
 * Counts page views and conversions in memory and adds them to the database in batches (decisions 0036, 0047).
 * Recording adds to a count, and keeps a client's first page once: nothing on a response's path waits for the
 * database or a hash. A flush writes each day's batch in one transaction under its key, so that a batch whose
 * commit answer was lost is not counted again when it is tried again (visit-writer.ts does the counting).
 */
export class AnalyticsCounter {
  private held = new Map<string, DayBatch>();
  /** Batches whose write failed, kept whole with their keys and tried again first. */
  private unwritten: DayBatch[] = [];
  private forgottenBefore = '';
  dropped = 0;
  /** The clock tests move; the counter otherwise reads the time as a number, which makes no object per request. */
  private readonly now: (() => Date) | undefined;

  private readonly limits: CountLimits;

  constructor(now?: () => Date, limits: CountLimits = DEFAULT_LIMITS) {
    this.now = now;
    this.limits = limits;
  }

  private instant(): Date | number {
    return this.now ? this.now() : Date.now();
  }

  private entries(): number {
    let entries = 0;
    for (const batch of this.held.values()) entries += batch.entries;
    for (const batch of this.unwritten) entries += batch.entries;
    return entries;
  }

  private batchOfToday(): DayBatch {
    const day = zurichDay(this.instant());
    let batch = this.held.get(day);
    if (!batch) this.held.set(day, (batch = emptyBatch(day)));
    return batch;
  }

  private full(): boolean {
    if (this.entries() < MAX_PENDING) return false;
    this.dropped += 1;
    return true;
  }

  /**
   * A page view of `path` by the client at `address` with `userAgent`; `describe` is called at the flush, and
   * only if this is a new visitor's first page.
   */
  view(address: string, userAgent: string, path: string, describe: Describe): void {
    const batch = this.batchOfToday();
    let agents = batch.visitors.get(address);
    let visitor = agents?.get(userAgent);
    if (!visitor || !visitor.views.has(path)) {
      if (this.full()) return;
      batch.entries += 1;
    }
    if (!visitor) {
      if (!agents) batch.visitors.set(address, (agents = new Map<string, HeldVisitor>()));
      agents.set(userAgent, (visitor = { describe, views: new Map() }));
    }
    visitor.views.set(path, (visitor.views.get(path) ?? 0) + 1);
    batch.events += 1;
  }

  /** A conversion by the client at `address` with `userAgent`, credited at the flush to what brought them that day. */
  conversion(address: string, userAgent: string, kind: ConversionKind, detail?: string): void {
    if (this.full()) return;
    const batch = this.batchOfToday();
    batch.conversions.push({ address, userAgent, key: conversionKey(kind, detail) });
    batch.entries += 1;
    batch.events += 1;
  }

  /** Page views and conversions not yet written. */
  get pendingCount(): number {
    let events = 0;
    for (const batch of this.held.values()) events += batch.events;
    for (const batch of this.unwritten) events += batch.events;
    return events;
  }

  async flush(db: Database): Promise<void> {
    const today = zurichDay(this.instant());
    const batches = [...this.unwritten, ...[...this.held.values()].sort((a, b) => a.day.localeCompare(b.day))];
    this.held = new Map();
    this.unwritten = [];
    for (const [index, batch] of batches.entries()) {
      try {
        await this.flushDay(db, batch, today);
      } catch (error) {
        // Kept whole, under the same key: if its commit went through after all, trying it again adds nothing.
        this.unwritten = batches.slice(index);
        throw error;
      }
    }
    if (this.forgottenBefore !== today) {
      await forgetDaysBefore(db, today);
      this.forgottenBefore = today;
    }
  }

  private async flushDay(db: Database, batch: DayBatch, today: string): Promise<void> {
    const { day } = batch;
    // A day that is over keeps its salt only until the first flush of the next: none is made for it again.
    const salt = day === today ? await saltOfDay(db, day) : await existingSalt(db, day);
    const visitors: BatchVisitor[] = [];
    for (const [address, agents] of batch.visitors)
      for (const [userAgent, { describe, views }] of agents) visitors.push({ address, userAgent, describe, views });
    await withTransaction(db, async (tx) => {
      if (!(await claimBatch(tx, batch.id, day))) return;
      await writeDayBatch(tx, { day, salt, visitors, conversions: batch.conversions, identityOf, limits: this.limits });
    });
  }
}
