import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_IN_LOG, startBuiltServer, type RunningServer } from '../setup/server.ts';
import { startTestSmtp, type TestSmtp } from '../setup/smtp.ts';

/**
 * spec §8: a mail server's refusal (`550 <anna@…>: Recipient address rejected`) was logged verbatim in
 * `reason`, with the recipient's address. A real SMTP server refuses every recipient, quoting it; the
 * server's log then holds the refusal without any address.
 */
describe('a mail server that refuses the recipient, quoting the address', () => {
  let server: RunningServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    smtp.refuseRecipients();
    server = await startBuiltServer({ SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '100', LOG_LEVEL: 'info' });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('is logged as a failed mail with the refusal, and no address anywhere in the log', async () => {
    const email = 'refused.recipient@example.ch';
    const response = await fetch(`${server.origin}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, lang: 'de' }),
    });
    expect(response.status).toBe(200);
    await expect.poll(() => server.output(), { timeout: 15_000 }).toContain('"event":"mail.failed"');
    const failed = server
      .output()
      .split('\n')
      .find((line) => line.includes('"event":"mail.failed"'));
    expect(JSON.parse(failed!)).toMatchObject({
      reason: expect.stringMatching(/550 5\.1\.1 <\[redacted-email\]>: Recipient address rejected/),
    });
    expect(smtp.received).toHaveLength(0);
    expect(server.output()).not.toContain('refused.recipient');
    expect(EMAIL_IN_LOG.exec(server.output())).toBeNull();
  }, 60_000);
});
