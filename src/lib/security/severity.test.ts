import { describe, expect, it } from 'vitest';
import { severityOf } from './severity.ts';

describe('severityOf (spec §8)', () => {
  it.each([
    ['potential_xss_attempt', 'critical'],
    ['xss_attempt', 'critical'],
    ['sql_injection_attempt', 'critical'],
    ['csrf_attempt', 'critical'],
    ['suspicious_navigation', 'high'],
    ['rate_limit_exceeded', 'high'],
    ['authentication_failure', 'high'],
    ['auth_failure', 'high'],
    ['form_validation_failure', 'medium'],
    ['bot_activity', 'medium'],
    ['application_error', 'low'],
    ['something_else', 'low'],
  ])('%s is %s', (type, severity) => expect(severityOf(type)).toBe(severity));
});
