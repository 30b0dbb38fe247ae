import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, parseEnv, retentionPeriodsOf } from './env.ts';
import { RATE_LIMITS } from './config/rate-limit-registry.ts';
import { RETENTION_PERIODS } from '../lib/retention.ts';

describe('parseEnv', () => {
  it('gives the embedded defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.HOST).toBe('localhost');
    expect(env.SITE_URL).toBe('http://localhost:4321');
    expect(env.TRUST_PROXY).toBe(false);
  });
  it('reads overrides', () => {
    const env = parseEnv({ PORT: '8080', HOST: '0.0.0.0', TRUST_PROXY: 'true', SITE_URL: 'https://www.example.ch' });
    expect(env).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', TRUST_PROXY: true, SITE_URL: 'https://www.example.ch' });
  });
  it("reads the proxy settings and the site's further hosts (decision 0030)", () => {
    expect(parseEnv({})).toMatchObject({ TRUST_PROXY_HOPS: 1, SITE_ALLOWED_HOSTS: [] });
    expect(parseEnv({}).TRUST_PROXY_HEADER).toBeUndefined();
    expect(
      parseEnv({ TRUST_PROXY_HOPS: '2', TRUST_PROXY_HEADER: 'X-Real-IP', SITE_ALLOWED_HOSTS: 'Example.ch, 127.0.0.1:4411,[::1]:4321' }),
    ).toMatchObject({
      TRUST_PROXY_HOPS: 2,
      TRUST_PROXY_HEADER: 'X-Real-IP',
      SITE_ALLOWED_HOSTS: ['example.ch', '127.0.0.1:4411', '[::1]:4321'],
    });
    expect(parseEnv({ TRUST_PROXY_HEADER: '' }).TRUST_PROXY_HEADER).toBeUndefined();
    expect(() => parseEnv({ TRUST_PROXY_HOPS: '0', TRUST_PROXY_HEADER: 'X Real IP', SITE_ALLOWED_HOSTS: 'https://example.ch' })).toThrow(
      /TRUST_PROXY_HOPS[\s\S]*TRUST_PROXY_HEADER[\s\S]*SITE_ALLOWED_HOSTS|SITE_ALLOWED_HOSTS[\s\S]*TRUST_PROXY_HOPS[\s\S]*TRUST_PROXY_HEADER/,
    );
    expect(() => parseEnv({ SITE_ALLOWED_HOSTS: 'example.ch/path' })).toThrow(/SITE_ALLOWED_HOSTS/);
  });
  it('fails with a readable list of every problem', () => {
    expect(() => parseEnv({ PORT: 'eighty', SITE_URL: 'not a url' })).toThrow(/PORT[\s\S]*SITE_URL|SITE_URL[\s\S]*PORT/);
  });
  it('leaves the language model unset when empty, and checks its address', () => {
    const env = parseEnv({ CHAT_LLM_BASE_URL: '', CHAT_LLM_MODEL: '' });
    expect(env.CHAT_LLM_BASE_URL).toBeUndefined();
    expect(env.CHAT_LLM_MODEL).toBeUndefined();
    expect(env.CHAT_LLM_TIMEOUT_MS).toBe(20_000);
    expect(env.RATE_LIMIT_CHAT).toEqual({ points: 30, seconds: 600 });
    expect(parseEnv({ CHAT_LLM_BASE_URL: 'http://localhost:11434/v1', CHAT_LLM_MODEL: 'llama3.1' })).toMatchObject({
      CHAT_LLM_BASE_URL: 'http://localhost:11434/v1',
      CHAT_LLM_MODEL: 'llama3.1',
    });
    expect(() => parseEnv({ CHAT_LLM_BASE_URL: 'not a url' })).toThrow(/CHAT_LLM_BASE_URL/);
  });
  it("leaves the daily digest off unless asked, from 7 o'clock", () => {
    expect(parseEnv({})).toMatchObject({ OPERATOR_DIGEST: 'off', OPERATOR_DIGEST_HOUR: 7 });
    expect(parseEnv({ OPERATOR_DIGEST: 'daily', OPERATOR_DIGEST_HOUR: '6' })).toMatchObject({
      OPERATOR_DIGEST: 'daily',
      OPERATOR_DIGEST_HOUR: 6,
    });
    expect(() => parseEnv({ OPERATOR_DIGEST: 'weekly', OPERATOR_DIGEST_HOUR: '24' })).toThrow(/OPERATOR_DIGEST[\s\S]*OPERATOR_DIGEST_HOUR/);
  });
  it('reads every rate limit of the registry, with its default', () => {
    const env = parseEnv({});
    for (const { variable, fallback } of Object.values(RATE_LIMITS)) {
      const [points, seconds] = fallback.split('/').map(Number);
      expect(env[variable]).toEqual({ points, seconds });
    }
    expect(parseEnv({ RATE_LIMIT_WAITLIST: '7/60' }).RATE_LIMIT_WAITLIST).toEqual({ points: 7, seconds: 60 });
    expect(() => parseEnv({ RATE_LIMIT_WAITLIST: 'often' })).toThrow(/RATE_LIMIT_WAITLIST/);
  });
  it("reads the retention periods (decision 0016), with the privacy notice's periods as defaults", () => {
    expect(retentionPeriodsOf(parseEnv({}))).toEqual({
      contactMessages: 12,
      waitlistEntries: 24,
      bookings: 12,
      events: 12,
      unconfirmedNewsletter: 30,
      securityEvents: 90,
      sentMailBodies: 30,
      mails: 12,
      campaignDeliveries: 24,
      visitorStatistics: 25,
    });
    expect(retentionPeriodsOf(parseEnv({ RETENTION_CONTACT_MONTHS: '6', RETENTION_SENT_MAIL_BODY_DAYS: '7' }))).toMatchObject({
      contactMessages: 6,
      sentMailBodies: 7,
    });
    expect(() =>
      parseEnv({ RETENTION_CONTACT_MONTHS: '0', RETENTION_WAITLIST_MONTHS: '1.5', RETENTION_SECURITY_EVENTS_DAYS: 'ninety' }),
    ).toThrow(/RETENTION_CONTACT_MONTHS[\s\S]*RETENTION_WAITLIST_MONTHS[\s\S]*RETENTION_SECURITY_EVENTS_DAYS/);
  });
});

describe('.env.example', () => {
  // NAME=value, or # NAME=… for a setting that is off by default.
  const listed = new Map(
    [...readFileSync(new URL('../../.env.example', import.meta.url), 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
      ([, name, value]) => [name!, value!],
    ),
  );

  it('lists every variable the server reads (NODE_ENV is set by the tooling, not by the operator)', () => {
    expect(ENV_VARIABLES.filter((name) => name !== 'NODE_ENV' && !listed.has(name))).toEqual([]);
  });
  it('gives every rate limit its default', () => {
    for (const { variable, fallback } of Object.values(RATE_LIMITS)) expect(listed.get(variable), variable).toBe(fallback);
  });
  it('gives every retention period its default', () => {
    for (const { variable, fallback } of Object.values(RETENTION_PERIODS)) expect(listed.get(variable), variable).toBe(String(fallback));
  });
});
