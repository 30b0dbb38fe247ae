import type { MonitoredEventType } from '../lib/security/held-events.ts';

const MONITORED_EVENT_TYPES: readonly MonitoredEventType[] = ['click', 'invalid', 'securitypolicyviolation'];

/**
 * Holds what the security monitor would log until it starts with the site's script (decision 0020).
 * Part of the page's inline loader, so it imports nothing but types: anything else would become a
 * shared chunk that the page fetches before its first paint.
 */
export function holdSecurityEventsUntilMonitorStarts(): void {
  const events: Event[] = [];
  const consoleErrors: unknown[][] = [];
  const hold = (event: Event) => events.push(event);
  for (const type of MONITORED_EVENT_TYPES) document.addEventListener(type, hold, true);
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    consoleError.apply(console, args);
    consoleErrors.push(args);
  };
  window.heldSecurityEvents = {
    events,
    consoleErrors,
    reports: [],
    release() {
      for (const type of MONITORED_EVENT_TYPES) document.removeEventListener(type, hold, true);
      console.error = consoleError;
      delete window.heldSecurityEvents;
    },
  };
}
