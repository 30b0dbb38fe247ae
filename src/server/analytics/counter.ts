import { createHmac } from 'node:crypto';
import { ANALYTICS_METRICS as M, ATTRIBUTION_SEPARATOR, type ConversionKind, conversionKey } from '#lib/analytics.ts';
import { zurichDay } from '#lib/zurich-time.ts';
import { clientIp } from '../clients/client-address.ts';
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
  channel: import('#lib/analytics.ts').Channel;
  device: string;
  browser: string;
}

/** Who made a request, only until the next flush: the client address and user agent, hashed there with the day's salt. */
type Identity = string;

/**
 * Page views and conversions name a visitor alike, or no conversion would be credited to what brought its
 * visitor.
 */
const identityOf = (address: string, userAgent: string): Identity => `${visitorAddress(address)}\n${userAgent}`;

/**
 * One spelling per address, so that one client is one visitor however its address was written: an IPv4-mapped
 * IPv6 address (`::ffff:192.0.2.1`, a dual-stack socket's) as the IPv4 address, an IPv6 address in its short form.
 * Worked out at the flush, once per visitor of the batch, and for the rare conversion.
 */
const visitorAddress = (address: string): string => clientIp(address)?.toString() ?? address;

/** A visitor's first page of the day in a batch, described only if it is a new visitor's. */
type Describe = () => PageView;

/** What is held of one day until the next flush: counts and first views, not one object per request. */
interface DayBatch {
  /** Page views per path. */
  views: Map<string, number>;
  /**
   * First views by client address, then user agent: a view of a visitor already held looks up the two strings
   * the request came with, and makes no new one.
   */
  firstViews: Map<string, Map<string, Describe>>;
  conversions: { identity: Identity; key: string }[];
}

const emptyBatch = (): DayBatch => ({ views: new Map(), firstViews: new Map(), conversions: [] });

/** A conversion of a visitor who left no page view that day (or before the day's salt could be read). */
export const UNATTRIBUTED = '?';

/** Visitors and conversions held at most: beyond that (a flood) new ones are dropped until the next flush, never the process's memory. */
export const MAX_PENDING = 200_000;

/**
 * Counts page views and conversions in memory and adds them to the database in batches (decision 0036). Recording
 * adds to a count, and keeps a visitor's first page once: nothing on a response's path waits for the database
 * or a hash, and nothing is kept per request, which the garbage collector would copy until the flush. A flush
 * hashes each identity with the day's salt (a keyed hash: without the salt, which lives only for its day, no
 * hash can be recomputed), records the day's new visitors by that hash (the unique key: several instances
 * count a visitor once), credits conversions to what brought their visitor that day, and upserts the counts.
 */
export class AnalyticsCounter {
  private held = new Map<string, DayBatch>();
  private heldEvents = 0;
  private heldEntries = 0;
  /** Hashes this process already recorded for a day: their next views need no insert. One day at a time. */
  private recorded: { day: string; visitors: Set<string> } = { day: '', visitors: new Set() };
  private forgottenBefore = '';
  dropped = 0;
  /** The clock tests move; the counter otherwise reads the time as a number, which makes no object per request. */
  private readonly now: (() => Date) | undefined;

  constructor(now?: () => Date) {
    this.now = now;
  }

  private instant(): Date | number {
    return this.now ? this.now() : Date.now();
  }

  private batchOfToday(): DayBatch {
    const day = zurichDay(this.instant());
    let batch = this.held.get(day);
    if (!batch) this.held.set(day, (batch = emptyBatch()));
    return batch;
  }

  /**
   * A page view of `path` by the client at `address` with `userAgent`; `describe` is called at the flush, and
   * only if this is a new visitor's first page.
   */
  view(address: string, userAgent: string, path: string, describe: Describe): void {
    const batch = this.batchOfToday();
    let agents = batch.firstViews.get(address);
    if (agents?.has(userAgent) !== true) {
      if (this.heldEntries >= MAX_PENDING) {
        this.dropped += 1;
        return;
      }
      if (!agents) batch.firstViews.set(address, (agents = new Map<string, Describe>()));
      agents.set(userAgent, describe);
      this.heldEntries += 1;
    }
    batch.views.set(path, (batch.views.get(path) ?? 0) + 1);
    this.heldEvents += 1;
  }

  /** A conversion by the client at `address` with `userAgent`, credited at the flush to what brought them that day. */
  conversion(address: string, userAgent: string, kind: ConversionKind, detail?: string): void {
    this.batchOfToday().conversions.push({ identity: identityOf(address, userAgent), key: conversionKey(kind, detail) });
    this.heldEntries += 1;
    this.heldEvents += 1;
  }

  /** Page views and conversions not yet written. */
  get pendingCount(): number {
    return this.heldEvents;
  }

  async flush(db: Database): Promise<void> {
    const today = zurichDay(this.instant());
    const batches = this.held;
    this.held = new Map();
    this.heldEvents = 0;
    this.heldEntries = 0;
    const days = [...batches.keys()].sort();
    for (const [index, day] of days.entries()) {
      try {
        await this.flushDay(db, day, today, batches.get(day)!);
      } catch (error) {
        // Each day's batch is one transaction: what failed is put back, whole, for the next flush.
        for (const unwritten of days.slice(index)) this.putBack(unwritten, batches.get(unwritten)!);
        throw error;
      }
    }
    if (this.forgottenBefore !== today) {
      await forgetDaysBefore(db, today);
      this.forgottenBefore = today;
    }
  }

  /** Adds a batch that could not be written to what was held since; the earlier first views come first. */
  private putBack(day: string, unwritten: DayBatch): void {
    const batch = this.held.get(day) ?? emptyBatch();
    this.held.set(day, batch);
    for (const [path, count] of unwritten.views) {
      batch.views.set(path, (batch.views.get(path) ?? 0) + count);
      this.heldEvents += count;
    }
    const firstViews = new Map([...unwritten.firstViews].map(([address, agents]) => [address, new Map(agents)]));
    for (const [address, agents] of batch.firstViews) {
      const earlier = firstViews.get(address);
      if (!earlier) firstViews.set(address, agents);
      else for (const [userAgent, describe] of agents) if (!earlier.has(userAgent)) earlier.set(userAgent, describe);
    }
    batch.firstViews = firstViews;
    batch.conversions.unshift(...unwritten.conversions);
    this.heldEvents += unwritten.conversions.length;
    this.heldEntries = [...this.held.values()].reduce(
      (sum, held) => sum + [...held.firstViews.values()].reduce((agents, of) => agents + of.size, 0) + held.conversions.length,
      0,
    );
  }

  private async flushDay(db: Database, day: string, today: string, batch: DayBatch): Promise<void> {
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
    const add = (metric: string, key: string, count = 1) => {
      const id = `${metric}\n${key}`;
      const row = counts.get(id);
      if (row) row.count += count;
      else counts.set(id, { day, metric, key, count });
    };
    for (const [path, count] of batch.views) add(M.view, path, count);
    const firstViews = new Map<string, PageView>();
    for (const [address, agents] of batch.firstViews) {
      for (const [userAgent, describe] of agents) {
        const visitor = hash(identityOf(address, userAgent));
        if (visitor && !this.recorded.visitors.has(visitor)) firstViews.set(visitor, describe());
      }
    }
    const conversions = batch.conversions.map(({ identity, key }) => ({ visitor: hash(identity), key }));
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
