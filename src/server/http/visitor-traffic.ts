import type { ServerResponse } from 'node:http';

/**
 * The requests this process is answering, so that work in the background gives way to visitors (decision 0035:
 * serving stays as fast while a campaign sends). A campaign mail can wait a few hundred milliseconds; a page
 * cannot.
 */
export interface VisitorTraffic {
  /** Counts a request from now until its response was sent or its connection closed. */
  track: (res: ServerResponse) => void;
  /**
   * Resolves once the process has answered no request for `quietMs`, or after `maxWaitMs` at most: a server
   * kept busy by visitors still does some background work, a tenth or less of what it would do when idle.
   */
  quiet: (maxWaitMs: number) => Promise<void>;
}

/** A gap between requests this long means the visitors of the moment have been answered. */
export const QUIET_MS = 5;

export function visitorTraffic({ quietMs = QUIET_MS, now = () => performance.now() } = {}): VisitorTraffic {
  let answering = 0;
  let lastActivity = Number.NEGATIVE_INFINITY;
  const isQuiet = () => answering === 0 && now() - lastActivity >= quietMs;
  return {
    track(res) {
      answering += 1;
      lastActivity = now();
      // A response emits 'close' once, when it was sent and when its connection ended before that alike.
      res.once('close', () => {
        answering -= 1;
        lastActivity = now();
      });
    },
    quiet(maxWaitMs) {
      if (isQuiet()) return Promise.resolve();
      const deadline = now() + maxWaitMs;
      return new Promise((resolve) => {
        const check = () => (isQuiet() || now() >= deadline ? resolve() : setTimeout(check, quietMs).unref());
        setTimeout(check, quietMs).unref();
      });
    },
  };
}
