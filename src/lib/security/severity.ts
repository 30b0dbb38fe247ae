export type Severity = 'low' | 'medium' | 'high' | 'critical';

/**
 * spec §8: critical for xss, sql injection and csrf attempts; high for suspicious navigation, rate
 * limit and authentication failure; medium for form validation failure and bot activity; else low.
 */
export function severityOf(eventType: string): Severity {
  const type = eventType.toLowerCase();
  if (/xss|sql_?injection|csrf/.test(type)) return 'critical';
  if (/suspicious_navigation|rate_limit|auth(entication)?_failure/.test(type)) return 'high';
  if (/form_validation_failure|validation_failure|bot_activity/.test(type)) return 'medium';
  return 'low';
}
