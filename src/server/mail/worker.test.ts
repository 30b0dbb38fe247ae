import { createServer } from 'node:net';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { numberedMail } from '#tests/setup/outgoing-mail.ts';
import { useTestSmtp } from '#tests/setup/smtp.ts';
import { mailOutbox } from '../db/schema.ts';
import { enqueueMail } from './outbox.repo.ts';
import { smtpSender, type MailSender } from './transport.ts';
import { deliverDueMail, retryDelayMs } from './worker.ts';

const logger = pino({ level: 'silent' });
const mail = (n: number) => numberedMail(`operator${n}@example.ch`, n);

describe('retryDelayMs', () => {
  it('grows exponentially and stops at one hour', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe.each(TEST_ENGINES)('mail worker on $name with a real SMTP server', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });

  // Pooled connections are closed after each test, as the worker's stop() does.
  const senders: MailSender[] = [];
  const sender = (url = smtp().url) => {
    const send = smtpSender(url);
    senders.push(send);
    return send;
  };
  afterEach(() => senders.splice(0).forEach((send) => send.close?.()));

  const statuses = async () => (await db().db.select().from(mailOutbox)).map((row) => row.status);
  /** Runs the worker as if time had moved on, so retries come due without waiting. */
  const deliverAt = (minutesLater: number) =>
    deliverDueMail({ db: db().db, send: sender(), logger, now: () => new Date(Date.now() + minutesLater * 60_000) });

  it('delivers a queued mail once and marks it sent', async () => {
    await enqueueMail(db().db, mail(1));
    expect(await deliverAt(0)).toBe(1);
    expect(await deliverAt(0)).toBe(0);
    expect(smtp().received.map((message) => message.to)).toEqual([['operator1@example.ch']]);
    expect(await statuses()).toEqual(['sent']);
  });

  it('retries a temporary refusal (451) and gives up at once on a permanent one (550)', async () => {
    await enqueueMail(db().db, mail(1));
    smtp().refuseNext(451);
    expect(await deliverAt(0)).toBe(0);
    expect(await statuses()).toEqual(['pending']);
    expect(await deliverAt(5)).toBe(1);
    expect(await statuses()).toEqual(['sent']);

    await enqueueMail(db().db, mail(2));
    smtp().refuseNext(550);
    expect(await deliverAt(0)).toBe(0);
    const [failed] = await db().db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'operator2@example.ch'));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('logs a mail refused for good (5xx) at error level, a temporary refusal as a warning', async () => {
    const lines: { level: number; event?: string; mailId?: string }[] = [];
    const capturing = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    await enqueueMail(db().db, mail(1));
    smtp().refuseNext(451);
    await deliverDueMail({ db: db().db, send: sender(), logger: capturing });
    smtp().refuseNext(550);
    await deliverDueMail({ db: db().db, send: sender(), logger: capturing, now: () => new Date(Date.now() + 3_600_000) });
    expect(lines.map(({ level, event }) => ({ level, event }))).toEqual([
      { level: 40, event: undefined },
      { level: 50, event: 'mail.failed' },
    ]);
  });

  it('keeps retrying while the mail server is down and delivers everything once it is back', async () => {
    for (let n = 0; n < 20; n += 1) await enqueueMail(db().db, mail(n));
    const down = sender('smtp://127.0.0.1:9');
    await deliverDueMail({ db: db().db, send: down, logger, batchSize: 50 });
    expect(new Set(await statuses())).toEqual(new Set(['pending']));
    for (let round = 0; round < 5 && smtp().received.length < 20; round += 1) {
      await deliverDueMail({
        db: db().db,
        send: sender(),
        logger,
        batchSize: 50,
        now: () => new Date(Date.now() + (round + 1) * 3_600_000),
      });
    }
    expect(smtp().received).toHaveLength(20);
    expect(new Set(smtp().received.map((message) => message.to[0])).size).toBe(20);
  });

  it('marks a mail failed once it has been retried for longer than the retry window', async () => {
    await enqueueMail(db().db, mail(1));
    smtp().refuseNext(421);
    await deliverDueMail({ db: db().db, send: sender(), logger, retryWindowMs: 0, now: () => new Date(Date.now() + 60_000) });
    expect(await statuses()).toEqual(['failed']);
  });

  it('two workers on the same database never send a mail twice', async () => {
    for (let n = 0; n < 30; n += 1) await enqueueMail(db().db, mail(n));
    const send = sender();
    await Promise.all([
      deliverDueMail({ db: db().db, send, logger, batchSize: 30 }),
      deliverDueMail({ db: db().db, send, logger, batchSize: 30 }),
      deliverDueMail({ db: db().db, send, logger, batchSize: 30 }),
    ]);
    expect(smtp().received).toHaveLength(30);
    expect(new Set(smtp().received.map((message) => message.to[0])).size).toBe(30);
  }, 30_000);

  it('a mail server that accepts the connection and never greets does not hold the worker 30 seconds', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      await enqueueMail(db().db, mail(1));
      const started = Date.now();
      await deliverDueMail({ db: db().db, send: sender(`smtp://127.0.0.1:${port}`), logger });
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(await statuses()).toEqual(['pending']);
    } finally {
      silent.close();
    }
  }, 40_000);
});
