import type { SecurityEventDetail } from './report.ts';

/** The page events the security monitor reads (src/scripts/security-monitor.ts). */
export type MonitoredEventType = 'click' | 'invalid' | 'securitypolicyviolation';

/**
 * What happened on the page before the security monitor started. The monitor comes with the site's
 * script after the first paint (decision 0020); until then the page's inline loader holds these, and
 * the monitor logs them when it starts, so that nothing an attacker or an island does early is lost.
 */
export interface HeldSecurityEvents {
  events: Event[];
  consoleErrors: unknown[][];
  /** What islands reported through reportSecurityEvent before the monitor listened. */
  reports: SecurityEventDetail[];
  /** Stops holding and hands back console.error: the monitor takes over. */
  release(): void;
}

declare global {
  interface Window {
    heldSecurityEvents?: HeldSecurityEvents;
  }
}
