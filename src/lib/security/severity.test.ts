import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { createSecurityMonitor } from './monitor.ts';
import type { reportSecurityEvent, SecurityEventDetail } from './report.ts';
import { reportedEventType, SECURITY_EVENT_SEVERITY, severityOf, type BrowserEventType, type SecurityEventType } from './severity.ts';

const SERVER_ONLY = [
  'xss_attempt',
  'sql_injection_attempt',
  'csrf_attempt',
  'rate_limit_exceeded',
  'authentication_failure',
  'bot_activity',
] as const;
const BROWSER = [
  'potential_xss_attempt',
  'suspicious_navigation',
  'form_validation_failure',
  'csp_violation',
  'application_error',
  'other',
] as const;

describe('severityOf (spec §8)', () => {
  it.each<[SecurityEventType, string]>([
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
    ['other', 'low'],
  ])('%s is %s', (type, severity) => expect(severityOf(type)).toBe(severity));

  it('knows every type of the two lists, and no other', () => {
    expect(Object.keys(SECURITY_EVENT_SEVERITY).sort()).toEqual([...SERVER_ONLY, ...BROWSER].sort());
  });
});

describe('the type a client report is stored as', () => {
  // spec §8: the fuzz run stored 1,317 "critical" rows from types like these.
  it.each(['my_xss_sql_injection_csrf', 'XSS_ATTEMPT', 'csrf_attempt_2', 'suspicious_navigation ', 'toString', '__proto__', 'constructor'])(
    'an unlisted type %j is stored as other with severity low',
    (type) => {
      expect(reportedEventType(type)).toBe('other');
      expect(severityOf(reportedEventType(type))).toBe('low');
    },
  );

  // decision 0024: anyone could write the server's critical and high events by naming them.
  it.each(SERVER_ONLY)('a client naming the server-only %s stores other with severity low', (type) => {
    expect(reportedEventType(type)).toBe('other');
    expect(severityOf(reportedEventType(type))).toBe('low');
  });

  it.each(BROWSER)('a client reporting %s keeps its type', (type) => expect(reportedEventType(type)).toBe(type));
});

/** The event types the site's own browser code names in its calls: the monitor's log() and the islands' reportSecurityEvent(). */
function typesTheBrowserCodeSends(): string[] {
  const root = path.resolve(import.meta.dirname, '../..');
  const files = ['scripts', 'components/islands'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(path.join(root, dir, file), 'utf8')),
  );
  return [
    ...new Set(files.flatMap((source) => [...source.matchAll(/\b(?:reportSecurityEvent|log)\(\s*'([a-z_]+)'/g)].map((match) => match[1]!))),
  ];
}

describe('the browser side', () => {
  it('sends only types a client report keeps (so none of them turns into other)', () => {
    const sent = typesTheBrowserCodeSends();
    expect(sent).toEqual(
      expect.arrayContaining(['potential_xss_attempt', 'suspicious_navigation', 'form_validation_failure', 'application_error']),
    );
    for (const type of sent) expect(reportedEventType(type)).toBe(type);
  });

  it('is typed on the browser list, so a server-only type does not compile', () => {
    expectTypeOf<Parameters<typeof reportSecurityEvent>[0]>().toEqualTypeOf<BrowserEventType>();
    expectTypeOf<Parameters<ReturnType<typeof createSecurityMonitor>['log']>[0]>().toEqualTypeOf<BrowserEventType>();
    expectTypeOf<Parameters<NonNullable<Window['logSecurityEvent']>>[0]>().toEqualTypeOf<BrowserEventType>();
    expectTypeOf<SecurityEventDetail['event']>().toEqualTypeOf<BrowserEventType>();
    // @ts-expect-error csrf_attempt is recorded by the server only (decision 0024)
    const serverOnly: BrowserEventType = 'csrf_attempt';
    expect(reportedEventType(serverOnly)).toBe('other');
  });
});
