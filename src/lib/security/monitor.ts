import { redactEmailsInBrowser } from './email-redaction.ts';
import type { BrowserEventType } from './severity.ts';

/**
 * spec §3/§7: the browser's security log. Keeps the last 100 entries in storage, lets the same event
 * through at most once a second, and sends each kept event to the server, ignoring failures.
 * Framework-free and small: it runs on every page (wired in by the page scripts).
 */
export const SECURITY_LOG_KEY = 'security-log';
export const SECURITY_LOG_MAX_ENTRIES = 100;
export const SECURITY_EVENT_INTERVAL_MS = 1000;
export const SECURITY_EVENTS_ENDPOINT = '/api/security-events';

export interface SecurityLogEntry {
  timestamp: string;
  event: BrowserEventType;
  details: Record<string, unknown>;
  userAgent: string;
  url: string;
  sessionId: string;
}

export interface MonitorEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  send: (body: string) => Promise<unknown>;
  now: () => number;
  userAgent: string;
  url: () => string;
  /** The signed-in user's session, where there is one; the public site's visitors are anonymous (spec §6). */
  sessionId?: () => string | null;
}

function readLog(storage: MonitorEnvironment['storage']): SecurityLogEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SECURITY_LOG_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SecurityLogEntry[]) : [];
  } catch {
    return [];
  }
}

export function createSecurityMonitor(environment: MonitorEnvironment) {
  const lastSent = new Map<BrowserEventType, number>();
  return {
    /** Records an event; returns false when the same event came less than a second ago. */
    log(this: void, event: BrowserEventType, details: Record<string, unknown> = {}): boolean {
      const now = environment.now();
      const previous = lastSent.get(event);
      if (previous !== undefined && now - previous < SECURITY_EVENT_INTERVAL_MS) return false;
      lastSent.set(event, now);
      const entry: SecurityLogEntry = {
        timestamp: new Date(now).toISOString(),
        event,
        details: redactEmailsInBrowser(details) as Record<string, unknown>,
        userAgent: environment.userAgent,
        url: String(redactEmailsInBrowser(environment.url())),
        sessionId: environment.sessionId?.() ?? 'anonymous',
      };
      const entries = [...readLog(environment.storage), entry].slice(-SECURITY_LOG_MAX_ENTRIES);
      try {
        environment.storage?.setItem(SECURITY_LOG_KEY, JSON.stringify(entries));
      } catch {
        // storage full or unavailable: the event is still sent
      }
      environment
        .send(
          JSON.stringify({
            event_type: event,
            user_identifier: entry.sessionId,
            ip_address: '',
            user_agent: entry.userAgent,
            event_data: { ...entry.details, url: entry.url },
          }),
        )
        .catch(() => undefined);
      return true;
    },
    entries: (): SecurityLogEntry[] => readLog(environment.storage),
  };
}
