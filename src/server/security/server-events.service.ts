import type { SecurityEventType } from '#lib/security/severity.ts';
import type { Database } from '../db/client.ts';
import { clientKey } from '../clients/client-address.ts';
import { remember } from '../remember.ts';
import { clientNetwork } from '../clients/client-network.ts';
import { createEventThrottle, SERVER_EVENT_THROTTLE, type EventThrottle } from './event-throttle.ts';
import { createRepeatCount, type RepeatCount } from './repeat-count.ts';
import { updateSecurityEventData } from './security-events.repo.ts';
import { storedEventData, storeSecurityEvent } from './security-events.service.ts';

/** An event the server records from what it saw itself (a refused sign-in, a cross-site post to the console). */
export interface ServerEvent {
  type: SecurityEventType;
  /** The client's address; counted as the rate limits count it (clientKey), stored only as its network. */
  clientAddress: string;
  userAgent?: string | null | undefined;
  data: Record<string, unknown>;
}

const held = remember('server-event-throttle', (): { throttle?: EventThrottle<RepeatCount> } => ({}));
const throttle = (): EventThrottle<RepeatCount> =>
  (held.throttle ??= createEventThrottle<RepeatCount>({ ...SERVER_EVENT_THROTTLE, now: Date.now }));

/** Forgets every client's burst, as a restart does (tests start each case afresh with it). */
export const forgetServerEventBursts = (): void => void delete held.throttle;

/** The row counting a burst's further events of this type; the first of them gives its network and user agent. */
const repeatCountFor = (db: Database, first: ServerEvent, network: string | null): RepeatCount =>
  createRepeatCount(async (snapshot, rowId) => {
    if (rowId === undefined)
      return storeSecurityEvent(db, { eventType: first.type, clientNetwork: network, userAgent: first.userAgent, eventData: snapshot });
    await updateSecurityEventData(db, rowId, storedEventData(snapshot));
    return rowId;
  });

/**
 * spec §8: stores one of the server's own security events, always with the client's network. Past a
 * small allowance per client and burst, events are counted on one row per type instead of stored one
 * by one (decision 0024, see event-throttle.ts).
 */
export async function recordServerEvent(db: Database, event: ServerEvent): Promise<void> {
  const network = clientNetwork(event.clientAddress);
  const admission = throttle().admit(clientKey(event.clientAddress));
  if (admission.store) {
    await storeSecurityEvent(db, { eventType: event.type, clientNetwork: network, userAgent: event.userAgent, eventData: event.data });
    return;
  }
  const { counters } = admission.burst;
  let counter = counters.get(event.type);
  if (!counter) counters.set(event.type, (counter = repeatCountFor(db, event, network)));
  await counter.add(new Date(), network, event.data);
}
