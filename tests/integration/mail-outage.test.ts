import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startBuiltServer, type RunningServer } from '../setup/server.ts';
import { startTestSmtp, type TestSmtp } from '../setup/smtp.ts';

/** Nothing is lost while the mail server is away: submissions succeed and every mail arrives once. */
describe('mail through a real SMTP server that is down, then back', () => {
  let server: RunningServer;
  let smtp: TestSmtp | undefined;
  let smtpPort: number;
  beforeAll(async () => {
    smtpPort = await freePort();
    server = await startBuiltServer({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_INTERVAL_MS: '100',
      MAIL_RETRY_BASE_MS: '200',
      RATE_LIMIT_CONTACT: '1000/60',
    });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('100 submissions all succeed while SMTP refuses connections; all 100 mails arrive once it is back, none twice', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        fetch(`${server.origin}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Person ${n}`, email: `person${n}@example.ch`, message: `Nachricht Nummer ${n} an das Team.` }),
        }).then((response) => response.status),
      ),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    smtp = await startTestSmtp(smtpPort);
    for (let waited = 0; waited < 60_000 && smtp.received.length < 100; waited += 250)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(smtp.received).toHaveLength(100);
    const replyTo = smtp.received.map((mail) => /^Reply-To: (.+)$/m.exec(mail.raw)?.[1]?.trim());
    expect(new Set(replyTo).size).toBe(100);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.received).toHaveLength(100);
  }, 120_000);
});
