export type Severity = 'low' | 'medium' | 'high' | 'critical';

/**
 * The event types the site emits (spec §7/§8: the browser monitor, the islands, the server's own
 * guards, CSP violations) and the severity spec §8 gives each: critical for xss, sql injection and
 * csrf attempts; high for suspicious navigation, rate limit and authentication failure; medium for
 * form validation failure and bot activity; else low. A client cannot choose its severity by naming
 * its event (issue 14 §7): a type not listed here is stored as `other`.
 */
export const SECURITY_EVENT_SEVERITY = {
  potential_xss_attempt: 'critical',
  xss_attempt: 'critical',
  sql_injection_attempt: 'critical',
  csrf_attempt: 'critical',
  suspicious_navigation: 'high',
  rate_limit_exceeded: 'high',
  authentication_failure: 'high',
  form_validation_failure: 'medium',
  bot_activity: 'medium',
  csp_violation: 'low',
  application_error: 'low',
  other: 'low',
} as const satisfies Record<string, Severity>;

export type SecurityEventType = keyof typeof SECURITY_EVENT_SEVERITY;

/** What an unlisted event type is stored as. */
export const OTHER_EVENT_TYPE = 'other' satisfies SecurityEventType;

const isListed = (eventType: string): eventType is SecurityEventType => Object.hasOwn(SECURITY_EVENT_SEVERITY, eventType);

/** The allow-listed type a reported event is stored as. */
export const securityEventType = (reported: string): SecurityEventType => (isListed(reported) ? reported : OTHER_EVENT_TYPE);

export const severityOf = (eventType: string): Severity => SECURITY_EVENT_SEVERITY[securityEventType(eventType)];
