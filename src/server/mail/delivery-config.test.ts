import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { mailDeliveryConfig } from './delivery-config.ts';
import { leaseMsFor } from '../config/delivery-settings.ts';

describe('mail delivery settings', () => {
  it('by default, give a slow mail server the 10 minutes RFC 5321 allows, and a lease longer than the longest send', () => {
    const config = mailDeliveryConfig(parseEnv({}));
    expect(config).toMatchObject({ concurrency: 4, pollIntervalMs: 2000, retryBaseMs: 30_000 });
    expect(config.timeouts.socketMs).toBe(600_000);
    expect(leaseMsFor(config.timeouts)).toBeGreaterThan(
      config.timeouts.connectionMs + config.timeouts.greetingMs + config.timeouts.socketMs,
    );
  });

  it('takes the concurrency and the socket timeout from the environment', () => {
    const config = mailDeliveryConfig(parseEnv({ MAIL_CONCURRENCY: '8', MAIL_SMTP_SOCKET_TIMEOUT_MS: '120000' }));
    expect(config.concurrency).toBe(8);
    expect(config.timeouts.socketMs).toBe(120_000);
  });
});
