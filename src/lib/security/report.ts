import type { BrowserEventType } from './severity.ts';

/** A security event as an island or page script hands it to the page's monitor (spec §7). */
export interface SecurityEventDetail {
  event: BrowserEventType;
  details: Record<string, unknown>;
}

declare global {
  interface Window {
    /** Set by the page's security monitor once it runs (src/scripts/security-monitor.ts). */
    logSecurityEvent?: (event: BrowserEventType, details: Record<string, unknown>) => void;
  }
}

/**
 * Reports a security event (spec §7) without bundling the monitor into the caller: the monitor,
 * loaded once per page, takes it; until it runs, the page's loader holds it (held-events.ts).
 * Does nothing where there is no window (server render).
 */
export function reportSecurityEvent(event: BrowserEventType, details: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  if (window.logSecurityEvent) window.logSecurityEvent(event, details);
  else window.heldSecurityEvents?.reports.push({ event, details });
}
