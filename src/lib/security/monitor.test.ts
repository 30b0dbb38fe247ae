import { describe, expect, it } from 'vitest';
import { redactEmailsInBrowser } from './email-redaction.ts';
import { createSecurityMonitor, SECURITY_LOG_KEY, type MonitorEnvironment } from './monitor.ts';

function environment(overrides: Partial<MonitorEnvironment> = {}) {
  const store = new Map<string, string>();
  const sent: string[] = [];
  let clock = Date.parse('2026-11-22T10:00:00Z');
  const env: MonitorEnvironment = {
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
    send: async (body) => void sent.push(body),
    now: () => clock,
    userAgent: 'TestAgent/1.0',
    url: () => 'https://www.example.ch/contact?from=anna@example.ch',
    ...overrides,
  };
  return { env, store, sent, tick: (ms: number) => (clock += ms) };
}

describe('security monitor (spec §7)', () => {
  it('keeps an entry with timestamp, event, details, userAgent, url and sessionId or anonymous', () => {
    const { env } = environment();
    const monitor = createSecurityMonitor(env);
    monitor.log('form_validation_failure', { form: 'contact' });
    expect(monitor.entries()).toEqual([
      {
        timestamp: '2026-11-22T10:00:00.000Z',
        event: 'form_validation_failure',
        details: { form: 'contact' },
        userAgent: 'TestAgent/1.0',
        url: 'https://www.example.ch/contact?from=[redacted-email]',
        sessionId: 'anonymous',
      },
    ]);
  });

  it('lets the same event through at most once a second, other events independently', () => {
    const { env, sent, tick } = environment();
    const monitor = createSecurityMonitor(env);
    expect(monitor.log('potential_xss_attempt')).toBe(true);
    expect(monitor.log('potential_xss_attempt')).toBe(false);
    expect(monitor.log('application_error')).toBe(true);
    tick(999);
    expect(monitor.log('potential_xss_attempt')).toBe(false);
    tick(1);
    expect(monitor.log('potential_xss_attempt')).toBe(true);
    expect(sent).toHaveLength(3);
  });

  it('keeps only the last 100 entries', () => {
    const { env, tick, store } = environment();
    const monitor = createSecurityMonitor(env);
    for (let n = 0; n < 130; n += 1) {
      monitor.log('suspicious_navigation', { n });
      tick(1000);
    }
    const entries = monitor.entries();
    expect(entries).toHaveLength(100);
    expect(entries[0]?.details).toEqual({ n: 30 });
    expect(JSON.parse(store.get(SECURITY_LOG_KEY)!)).toHaveLength(100);
  });

  it('sends the event to the server without a severity or client address, and ignores failures', async () => {
    const { env, sent } = environment();
    createSecurityMonitor(env).log('application_error', { message: 'Crash for max@example.ch' });
    expect(JSON.parse(sent[0]!)).toEqual({
      event_type: 'application_error',
      user_identifier: 'anonymous',
      ip_address: '',
      user_agent: 'TestAgent/1.0',
      event_data: { message: 'Crash for [redacted-email]', url: 'https://www.example.ch/contact?from=[redacted-email]' },
    });
    const failing = environment({ send: () => Promise.reject(new Error('offline')), storage: undefined });
    expect(() => createSecurityMonitor(failing.env).log('application_error')).not.toThrow();
  });

  it('redacts e-mail addresses anywhere in the details', () => {
    expect(redactEmailsInBrowser({ a: ['x anna.muster+1@mail.example.ch y'], b: 3 })).toEqual({ a: ['x [redacted-email] y'], b: 3 });
  });
});
