export type Severity = 'low' | 'medium' | 'high' | 'critical';

/**
 * The events the browser may report: what the page's monitor and the islands send to
 * /api/security-events (src/scripts/security-monitor.ts, reportSecurityEvent), and `other`, which
 * any type not listed here is stored as. The server may record these too (a refused navigation).
 */
const BROWSER_EVENT_SEVERITY = {
  potential_xss_attempt: 'critical',
  suspicious_navigation: 'high',
  form_validation_failure: 'medium',
  csp_violation: 'low',
  application_error: 'low',
  other: 'low',
} as const satisfies Record<string, Severity>;

/**
 * The events only the server records, from what it saw itself (a refused sign-in, a cross-site post
 * to the console): a client naming one of them stores `other` with severity low (decision 0024), so that
 * nobody outside can write the server's critical and high events.
 */
const SERVER_EVENT_SEVERITY = {
  xss_attempt: 'critical',
  sql_injection_attempt: 'critical',
  csrf_attempt: 'critical',
  rate_limit_exceeded: 'high',
  authentication_failure: 'high',
  bot_activity: 'medium',
} as const satisfies Record<string, Severity>;

/**
 * Every event type the site stores and the severity spec §8 gives each: critical for xss, sql
 * injection and csrf attempts; high for suspicious navigation, rate limit and authentication failure;
 * medium for form validation failure and bot activity; else low. The severity is always the server's
 * judgement of the type, never the client's (spec §8).
 */
export const SECURITY_EVENT_SEVERITY = { ...BROWSER_EVENT_SEVERITY, ...SERVER_EVENT_SEVERITY } as const;

export type SecurityEventType = keyof typeof SECURITY_EVENT_SEVERITY;
/** A type the page's monitor and islands may send (the browser code is typed on it). */
export type BrowserEventType = keyof typeof BROWSER_EVENT_SEVERITY;
/** A type only the server records. */
export type ServerOnlyEventType = keyof typeof SERVER_EVENT_SEVERITY;

/** What an unlisted or server-only type reported by a client is stored as. */
export const OTHER_EVENT_TYPE = 'other' satisfies BrowserEventType;

const isBrowserType = (eventType: string): eventType is BrowserEventType => Object.hasOwn(BROWSER_EVENT_SEVERITY, eventType);

/** The type a client's report is stored as: one the browser may report, else `other`. */
export const reportedEventType = (reported: string): BrowserEventType => (isBrowserType(reported) ? reported : OTHER_EVENT_TYPE);

export const severityOf = (eventType: SecurityEventType): Severity => SECURITY_EVENT_SEVERITY[eventType];
