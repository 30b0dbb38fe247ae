import { createHmac } from 'node:crypto';
import {
  ANALYTICS_METRICS as M,
  KEYS_PER_DAY,
  OTHER,
  SLICED_DIMENSIONS,
  slicedMetric,
  UNKNOWN,
  VISITORS_PER_NETWORK,
  type Slice,
} from '#lib/analytics.ts';
import { clientNetwork } from '../clients/client-network.ts';
import type { Database } from '../db/client.ts';
import {
  addCounts,
  addFolded,
  addNetworkVisitors,
  addVisitCounts,
  addVisitors,
  admitKeys,
  admittedKeyCount,
  admittedKeys,
  firstConversions,
  visitorsOf,
  type CountRow,
  type VisitorRow,
  type VisitRow,
} from './analytics.repo.ts';
import type { PageView } from './page-view.ts';

/** What is known of a visitor of the day, as every row of their visit carries it. */
export type VisitDescription = Pick<
  VisitRow,
  'entry' | 'channel' | 'referrer' | 'campaign' | 'source' | 'medium' | 'device' | 'browser' | 'language'
>;

const UNKNOWN_VISIT: VisitDescription = {
  entry: UNKNOWN,
  channel: UNKNOWN,
  referrer: UNKNOWN,
  campaign: UNKNOWN,
  source: UNKNOWN,
  medium: UNKNOWN,
  device: UNKNOWN,
  browser: UNKNOWN,
  language: UNKNOWN,
};

/** The dimensions whose keys come from what a client sends, capped per day; the others are classes the code names. */
type Capped = 'page' | 'entry' | 'referrer' | 'campaign' | 'source' | 'medium' | 'browser';

/** One client (address and user agent) of a day's batch: its first page's description and its page views. */
export interface BatchVisitor {
  address: string;
  userAgent: string;
  describe: () => PageView;
  views: ReadonlyMap<string, number>;
}

export interface BatchConversion {
  address: string;
  userAgent: string;
  key: string;
}

export interface CountLimits {
  visitorsPerNetwork: number;
  keysPerDay: number;
}

export const DEFAULT_LIMITS: CountLimits = { visitorsPerNetwork: VISITORS_PER_NETWORK, keysPerDay: KEYS_PER_DAY };

/** Who made a request: its address in one spelling and its user agent (visitorAddress in counter.ts). */
export type IdentityOf = (address: string, userAgent: string) => string;

const describedAs = (row: VisitorRow): VisitDescription => ({
  entry: row.entryPath,
  channel: row.channel,
  referrer: row.referrer,
  campaign: row.campaign,
  source: row.source,
  medium: row.medium,
  device: row.device,
  browser: row.browser,
  language: row.language,
});

/**
 * Writes one day's batch inside its transaction (decision 0047): hashes each client with the day's salt, folds a
 * network's new visitors beyond its daily threshold into one, counts every key beyond the day's cap as OTHER,
 * records the new visitors with what brought them, and adds their views and their first conversion of each kind
 * to the day's visit counts. Without a salt (a day that is over) the views are counted as of an UNKNOWN visit.
 */
export async function writeDayBatch(
  tx: Database,
  input: {
    day: string;
    salt: string | undefined;
    visitors: BatchVisitor[];
    conversions: BatchConversion[];
    identityOf: IdentityOf;
    limits: CountLimits;
  },
): Promise<void> {
  const { day, salt, limits, identityOf } = input;
  const rows = new Map<string, VisitRow>();
  const add = (
    page: string,
    visit: VisitDescription,
    kind: string,
    counts: Partial<Pick<VisitRow, 'visitors' | 'views' | 'conversions'>>,
  ) => {
    const row: VisitRow = { day, page, ...visit, kind, visitors: 0, views: 0, conversions: 0 };
    const id = JSON.stringify([
      page,
      visit.entry,
      visit.channel,
      visit.referrer,
      visit.campaign,
      visit.source,
      visit.medium,
      visit.device,
      visit.browser,
      visit.language,
      kind,
    ]);
    const held = rows.get(id) ?? row;
    held.visitors += counts.visitors ?? 0;
    held.views += counts.views ?? 0;
    held.conversions += counts.conversions ?? 0;
    rows.set(id, held);
  };
  const caps = await keyCaps(tx, day, limits.keysPerDay);

  if (!salt) {
    const pages = await caps.admit(
      'page',
      input.visitors.flatMap((visitor) => [...visitor.views.keys()]),
    );
    for (const visitor of input.visitors) for (const [path, count] of visitor.views) add(pages(path), UNKNOWN_VISIT, '', { views: count });
    for (const conversion of input.conversions) add(UNKNOWN, UNKNOWN_VISIT, conversion.key, { conversions: 1 });
    await addAllCounts(tx, [...rows.values()]);
    return;
  }

  const hash = (text: string) => createHmac('sha256', salt).update(text).digest('base64url');
  const networkOf = (address: string) => clientNetwork(address) ?? address;
  const hashOf = new Map<BatchVisitor, string>(
    input.visitors.map((visitor) => [visitor, hash(identityOf(visitor.address, visitor.userAgent))]),
  );
  const known = new Map((await visitorsOf(tx, day, [...new Set(hashOf.values())])).map((row) => [row.visitor, describedAs(row)]));

  // New visitors per network: beyond the day's threshold they are counted as their network's one visitor.
  const newByNetwork = new Map<string, BatchVisitor[]>();
  for (const visitor of input.visitors) {
    if (known.has(hashOf.get(visitor)!)) continue;
    const network = hash(`network\n${networkOf(visitor.address)}`);
    newByNetwork.set(network, [...(newByNetwork.get(network) ?? []), visitor]);
  }
  const before = await addNetworkVisitors(tx, day, new Map([...newByNetwork].map(([network, visitors]) => [network, visitors.length])));
  let folded = 0;
  const foldHashes = new Set<string>();
  for (const [network, visitors] of newByNetwork) {
    const allowed = Math.max(0, limits.visitorsPerNetwork - before.get(network)!);
    for (const visitor of visitors.slice(allowed)) {
      const foldHash = hash(`folded\n${network}`);
      hashOf.set(visitor, foldHash);
      foldHashes.add(foldHash);
      folded += 1;
    }
  }
  for (const row of await visitorsOf(tx, day, [...foldHashes])) known.set(row.visitor, describedAs(row));
  await addFolded(tx, day, folded);

  // The new visitors (one per hash), described by their first page, every key under the day's cap.
  const described = new Map<string, PageView>();
  for (const visitor of input.visitors) {
    const visitorHash = hashOf.get(visitor)!;
    if (!known.has(visitorHash) && !described.has(visitorHash)) described.set(visitorHash, visitor.describe());
  }
  const views = [...described.values()];
  const capped = {
    page: await caps.admit('page', [...views.map((view) => view.path), ...input.visitors.flatMap((visitor) => [...visitor.views.keys()])]),
    entry: await caps.admit(
      'entry',
      views.map((view) => view.path),
    ),
    referrer: await caps.admit(
      'referrer',
      views.map((view) => view.referrer),
    ),
    campaign: await caps.admit(
      'campaign',
      views.map((view) => view.campaign),
    ),
    source: await caps.admit(
      'source',
      views.map((view) => view.source),
    ),
    medium: await caps.admit(
      'medium',
      views.map((view) => view.medium),
    ),
    browser: await caps.admit(
      'browser',
      views.map((view) => view.browser),
    ),
  } satisfies Record<Capped, (key: string) => string>;
  const descriptions = new Map(
    [...described].map(([visitorHash, view]): [string, VisitDescription] => [
      visitorHash,
      {
        entry: capped.entry(view.path),
        channel: view.channel,
        referrer: capped.referrer(view.referrer),
        campaign: capped.campaign(view.campaign),
        source: capped.source(view.source),
        medium: capped.medium(view.medium),
        device: view.device,
        browser: capped.browser(view.browser),
        language: view.language,
      },
    ]),
  );
  const inserted = await addVisitors(
    tx,
    [...descriptions].map(([visitor, visit]) => ({ day, visitor, entryPath: visit.entry, ...visit })),
  );
  for (const row of inserted) add(row.entryPath, describedAs(row), '', { visitors: 1 });
  // Another instance recorded some of them meanwhile: their views go with what it recorded.
  const insertedHashes = new Set(inserted.map((row) => row.visitor));
  const raced = [...descriptions.keys()].filter((visitorHash) => !insertedHashes.has(visitorHash));
  for (const row of await visitorsOf(tx, day, raced)) known.set(row.visitor, describedAs(row));
  for (const row of inserted) known.set(row.visitor, describedAs(row));

  for (const visitor of input.visitors) {
    const visit = known.get(hashOf.get(visitor)!) ?? UNKNOWN_VISIT;
    for (const [path, count] of visitor.views) add(capped.page(path), visit, '', { views: count });
  }

  // Conversions: each person's first of a kind that day, credited to what brought them (folded with their network's one).
  const foldedClients = new Map([...hashOf].map(([visitor, visitorHash]) => [identityOf(visitor.address, visitor.userAgent), visitorHash]));
  const converting = input.conversions.map((conversion) => {
    const identity = identityOf(conversion.address, conversion.userAgent);
    return { visitor: foldedClients.get(identity) ?? hash(identity), kind: conversion.key };
  });
  const unseen = [...new Set(converting.map((conversion) => conversion.visitor))].filter((visitorHash) => !known.has(visitorHash));
  for (const row of await visitorsOf(tx, day, unseen)) known.set(row.visitor, describedAs(row));
  const unique = [...new Map(converting.map((conversion) => [`${conversion.visitor}\n${conversion.kind}`, conversion])).values()];
  for (const { visitor, kind } of await firstConversions(tx, day, unique)) {
    const visit = known.get(visitor) ?? UNKNOWN_VISIT;
    add(visit.entry, visit, kind, { conversions: 1 });
  }
  await addAllCounts(tx, [...rows.values()]);
}

/** What each visit description adds to the day's sum of a dimension (a visitor's). */
const VISITOR_SUMS = [
  [M.entry, 'entry'],
  [M.channel, 'channel'],
  [M.referrer, 'referrer'],
  [M.campaign, 'campaign'],
  [M.source, 'source'],
  [M.medium, 'medium'],
  [M.device, 'device'],
  [M.browser, 'browser'],
  [M.language, 'language'],
] as const satisfies readonly (readonly [string, keyof VisitDescription])[];

/**
 * The per-day sums of each dimension that the same rows add up to (decision 0047): the unfiltered page reads
 * these, a few hundred a day, instead of summing every visit row of its range; and the same sums per value of
 * each sliced dimension (device, language, channel), for the page narrowed to one of them.
 */
export function dimensionSums(rows: readonly VisitRow[]): CountRow[] {
  const sums = new Map<string, CountRow>();
  const add = (day: string, metric: string, key: string, count: number) => {
    if (count === 0) return;
    const id = `${day}\n${metric}\n${key}`;
    const sum = sums.get(id);
    if (sum) sum.count += count;
    else sums.set(id, { day, metric, key, count });
  };
  for (const row of rows)
    for (const slice of [undefined, ...SLICED_DIMENSIONS.map((dimension): Slice => ({ dimension, value: row[dimension] }))]) {
      add(row.day, slicedMetric(M.view, slice), row.page, row.views ?? 0);
      add(row.day, slicedMetric(M.visitor, slice), '', row.visitors ?? 0);
      for (const [metric, field] of VISITOR_SUMS) add(row.day, slicedMetric(metric, slice), row[field], row.visitors ?? 0);
      if (row.kind !== '') add(row.day, slicedMetric(M.conversion, slice), row.kind, row.conversions ?? 0);
    }
  return [...sums.values()];
}

/** The visit rows, and the sums of each dimension they add to, in the batch's transaction. */
async function addAllCounts(tx: Database, rows: VisitRow[]): Promise<void> {
  await addVisitCounts(tx, rows);
  await addCounts(tx, dimensionSums(rows));
}

/**
 * The day's caps on keys: a key already admitted stays itself; a new one is admitted while the dimension has fewer
 * than `perDay`, else counted as OTHER. Instances racing may admit a batch's worth more: the cap bounds, it does not count.
 */
async function keyCaps(tx: Database, day: string, perDay: number) {
  return {
    async admit(dimension: Capped, keys: string[]): Promise<(key: string) => string> {
      const asked = [...new Set(keys)].filter((key) => key !== OTHER && key !== UNKNOWN);
      const admitted = new Set(await admittedKeys(tx, day, dimension, asked));
      const fresh = asked.filter((key) => !admitted.has(key));
      if (fresh.length > 0) {
        const room = Math.max(0, perDay - (await admittedKeyCount(tx, day, dimension)));
        const taken = fresh.slice(0, room);
        await admitKeys(tx, day, dimension, taken);
        for (const key of taken) admitted.add(key);
      }
      return (key) => (key === UNKNOWN || admitted.has(key) ? key : OTHER);
    },
  };
}
