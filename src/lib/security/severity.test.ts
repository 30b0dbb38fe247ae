import { describe, expect, it } from 'vitest';
import { securityEventType, severityOf } from './severity.ts';

describe('severityOf (spec §8)', () => {
  it.each([
    ['potential_xss_attempt', 'critical'],
    ['xss_attempt', 'critical'],
    ['sql_injection_attempt', 'critical'],
    ['csrf_attempt', 'critical'],
    ['suspicious_navigation', 'high'],
    ['rate_limit_exceeded', 'high'],
    ['authentication_failure', 'high'],
    ['form_validation_failure', 'medium'],
    ['bot_activity', 'medium'],
    ['application_error', 'low'],
    ['something_else', 'low'],
  ])('%s is %s', (type, severity) => expect(severityOf(type)).toBe(severity));

  // issue 14 §7: the fuzz run stored 1,317 "critical" rows from types like these.
  it.each(['my_xss_sql_injection_csrf', 'XSS_ATTEMPT', 'csrf_attempt_2', 'suspicious_navigation ', 'toString', '__proto__', 'constructor'])(
    'an unlisted type %j is stored as other with severity low',
    (type) => {
      expect(securityEventType(type)).toBe('other');
      expect(severityOf(type)).toBe('low');
    },
  );

  it('keeps the types the site emits', () => {
    for (const type of ['potential_xss_attempt', 'form_validation_failure', 'application_error', 'csrf_attempt', 'authentication_failure', 'suspicious_navigation'])
      expect(securityEventType(type)).toBe(type);
  });
});
