/**
 * How many of the server's own security events are stored one by one (decision 0024: 1,200 refused sign-in
 * requests stored 1,225 rows). A burst is a run of events less than `gapMs` apart; it ends after a quiet
 * spell that long. Within a burst a client has `perClient` events stored one by one and all clients
 * together `overall`; past that, events are counted: a client past its own allowance on a row of its
 * own per type, any other client on one row per type shared by all (the flood of many addresses).
 * So a flood adds a bounded number of rows however long it lasts, and cannot push the events before
 * it off the console's first page. Counted in each process's memory: with several server instances
 * each has its allowances.
 */
export interface ThrottleSettings {
  perClient: number;
  overall: number;
  gapMs: number;
  /** Clients remembered at once; past that, new clients are counted as the shared burst's. */
  maxClients: number;
  now: () => number;
}

export const SERVER_EVENT_THROTTLE: Omit<ThrottleSettings, 'now'> = { perClient: 10, overall: 30, gapMs: 60_000, maxClients: 10_000 };

/** A run of events of one client (or of all clients together) and the rows counting its surplus, by type. */
export interface Burst<Counter> {
  stored: number;
  lastAt: number;
  counters: Map<string, Counter>;
}

export type Admission<Counter> = { store: true } | { store: false; burst: Burst<Counter> };

export interface EventThrottle<Counter> {
  /** Whether a client's event is stored one by one, or counted on the burst's row for its type. */
  admit(clientKey: string): Admission<Counter>;
}

export function createEventThrottle<Counter>(settings: ThrottleSettings): EventThrottle<Counter> {
  const { perClient, overall, gapMs, maxClients, now } = settings;
  const clients = new Map<string, Burst<Counter>>();
  const fresh = (at: number): Burst<Counter> => ({ stored: 0, lastAt: at, counters: new Map() });
  const ongoing = (burst: Burst<Counter> | undefined, at: number) => (burst && at - burst.lastAt < gapMs ? burst : fresh(at));
  let everyone = fresh(-Infinity);
  let sweptAt = -Infinity;

  /** Forgets clients whose burst has ended, at most once a second. */
  const sweep = (at: number) => {
    if (at - sweptAt < 1000) return;
    sweptAt = at;
    for (const [key, burst] of clients) if (at - burst.lastAt >= gapMs) clients.delete(key);
  };

  return {
    admit(clientKey) {
      const at = now();
      everyone = ongoing(everyone, at);
      everyone.lastAt = at;
      if (!clients.has(clientKey) && clients.size >= maxClients) sweep(at);
      if (!clients.has(clientKey) && clients.size >= maxClients) return { store: false, burst: everyone };
      const client = ongoing(clients.get(clientKey), at);
      client.lastAt = at;
      clients.set(clientKey, client);
      if (client.stored >= perClient) return { store: false, burst: client };
      if (everyone.stored >= overall) return { store: false, burst: everyone };
      client.stored += 1;
      everyone.stored += 1;
      return { store: true };
    },
  };
}
