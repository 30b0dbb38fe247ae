/** The DOM event by which islands and page scripts hand a security event to the page's monitor. */
export const SECURITY_EVENT_NAME = 'site:security-event';

export interface SecurityEventDetail {
  event: string;
  details: Record<string, unknown>;
}

/**
 * Reports a security event (spec §7) without bundling the monitor into the caller: the monitor,
 * loaded once per page, listens for this event. Does nothing where there is no window (server render).
 */
export function reportSecurityEvent(event: string, details: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  const detail: SecurityEventDetail = { event, details };
  // Before the monitor starts, the page's loader holds reports for it (held-events.ts).
  if (window.heldSecurityEvents) window.heldSecurityEvents.reports.push(detail);
  else window.dispatchEvent(new CustomEvent<SecurityEventDetail>(SECURITY_EVENT_NAME, { detail }));
}
