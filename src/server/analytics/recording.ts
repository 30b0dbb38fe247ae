import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { ConversionKind } from '#lib/analytics.ts';
import { clientAddress, nodeClientAddress } from '../clients/client-address.ts';
import type { Network } from '../config/network-list.ts';
import type { Database } from '../db/client.ts';
import { remember } from '../remember.ts';
import { AnalyticsCounter } from './counter.ts';
import { isOwnVisit } from './own-visits.ts';
import { answeredWithPage, mayBePageView, pagePath, pageViewOf } from './page-view.ts';
import { isRobot } from './user-agent.ts';

/** The process's counter, once counting runs (ANALYTICS not off): shared by the server entry and the bundled site's endpoints. */
const running = remember('analytics', () => ({
  counter: undefined as AnalyticsCounter | undefined,
  /** The firm's own networks (ANALYTICS_EXCLUDED_NETWORKS): their requests are not counted. */
  excludedNetworks: [] as readonly Network[],
}));

export interface AnalyticsOptions {
  db: () => Promise<Database>;
  logger: Logger;
  /** The site's own host names: a referrer of these is a visitor moving within the site. */
  ownHosts: ReadonlySet<string>;
  /** How often the counts are written (decision 0036: a kill loses at most this long). */
  flushMs: number;
  /** The firm's own networks: neither their page views nor their conversions are counted (decision 0048). */
  excludedNetworks?: readonly Network[];
  now?: () => Date;
}

export interface Analytics {
  /**
   * For every request, before it is answered or (a built file served from memory) right after: counts it as a
   * page view once it is answered with a page.
   */
  watch: (req: IncomingMessage, res: ServerResponse) => void;
  flush: () => Promise<void>;
  /** Writes what is held, and stops. */
  stop: () => Promise<void>;
}

export function startAnalytics({ db, logger, ownHosts, flushMs, excludedNetworks = [], now }: AnalyticsOptions): Analytics {
  const counter = new AnalyticsCounter(now);
  running.counter = counter;
  running.excludedNetworks = excludedNetworks;
  let flushing: Promise<void> = Promise.resolve();
  const flush = () =>
    (flushing = flushing.then(async () => {
      if (counter.pendingCount === 0) return;
      try {
        await counter.flush(await db());
      } catch (error) {
        logger.warn(
          { err: error, event: 'analytics_flush_failed' },
          'could not write the visitor statistics; tried again at the next flush',
        );
      }
    }));
  const record = (req: IncomingMessage, res: ServerResponse) => {
    if (!answeredWithPage(res)) return;
    // Only strings are held for the description, not the request.
    const { url = '/', headers } = req;
    const { referer, 'user-agent': userAgent = '' } = headers;
    const address = nodeClientAddress(req);
    // The firm's own visits are not what people do (decision 0048).
    if (isOwnVisit(address, headers.cookie, excludedNetworks)) return;
    counter.view(address, userAgent, pagePath(url), () => pageViewOf(url, referer, userAgent, ownHosts));
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  return {
    watch(req, res) {
      if (!mayBePageView(req)) return;
      // A built page is written before the server watches its request: counted at once, with no listener.
      if (res.writableEnded) record(req, res);
      else res.once('finish', () => record(req, res));
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
      running.counter = undefined;
      running.excludedNetworks = [];
    },
  };
}

/**
 * Counts a conversion of the visitor who made a request (the client's address as resolved for it; its user
 * agent and cookies from its headers), credited at the next flush to what brought them that day. Nothing when
 * counting is off, or the request is a robot's or the firm's own (a signed-in operator, the firm's networks).
 */
export function countConversion(address: string, headers: Headers, kind: ConversionKind, detail?: string): void {
  const userAgent = headers.get('user-agent') ?? undefined;
  if (!running.counter || isRobot(userAgent) || isOwnVisit(address, headers.get('cookie'), running.excludedNetworks)) return;
  running.counter.conversion(address, userAgent ?? '', kind, detail);
}

/** The same for a request Astro hands a page or endpoint (`clientAddress` is the socket's). */
export const countRequestConversion = (request: Request, socketAddress: string | undefined, kind: ConversionKind, detail?: string): void =>
  countConversion(clientAddress(request, socketAddress), request.headers, kind, detail);
