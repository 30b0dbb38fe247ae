/** What a row standing for repeated events says: how many, from when to when, what they carried, and from which networks when more than one. */
export interface RepeatSnapshot {
  repeated: number;
  since: string;
  until: string;
  /** The events' data, each different one with how often it came (the first few; the rest count in `repeated` only). */
  kinds: Record<string, unknown>[];
  networks?: string[];
}

/** Writes the row: inserts it (no id yet) or updates its count; returns its id. */
export type RepeatWriter = (snapshot: RepeatSnapshot, rowId: number | undefined) => Promise<number>;

/** Networks and kinds of data named on one row, at most. */
const NETWORKS_MAX = 10;
const KINDS_MAX = 10;

export interface RepeatCount {
  /** Counts one more event; resolves once a write that includes it is done. */
  add(at: Date, network: string | null, data: Record<string, unknown>): Promise<void>;
}

/**
 * The count of a burst's events of one type that were not stored one by one (decision 0024): the first one
 * inserts its row, the next ones update that row's count. One write at a time, and while one runs the
 * events that come meanwhile share the next, so a flood costs at most two writes in flight per row.
 */
export function createRepeatCount(write: RepeatWriter): RepeatCount {
  let repeated = 0;
  let since: Date | undefined;
  let until: Date | undefined;
  const networks = new Set<string>();
  const kinds = new Map<string, { data: Record<string, unknown>; count: number }>();
  let rowId: number | undefined;
  let done: Promise<unknown> = Promise.resolve();
  let queued: Promise<void> | undefined;

  const writeNow = async () => {
    queued = undefined;
    const snapshot: RepeatSnapshot = {
      repeated,
      since: since!.toISOString(),
      until: until!.toISOString(),
      kinds: [...kinds.values()].map(({ data, count }) => ({ ...data, count })),
    };
    if (networks.size > 1) snapshot.networks = [...networks];
    rowId = await write(snapshot, rowId);
  };

  return {
    add(at, network, data) {
      repeated += 1;
      since ??= at;
      until = at;
      if (network && networks.size < NETWORKS_MAX) networks.add(network);
      const kind = JSON.stringify(data);
      const known = kinds.get(kind);
      if (known) known.count += 1;
      else if (kinds.size < KINDS_MAX) kinds.set(kind, { data, count: 1 });
      if (!queued) {
        // A failed write is the caller's to log; the next one still runs (and inserts the row if it never was).
        queued = done.then(writeNow, writeNow);
        done = queued.catch(() => undefined);
      }
      return queued;
    },
  };
}
