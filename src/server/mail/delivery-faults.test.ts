import { createConnection, createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { numberedMail } from '#tests/setup/outgoing-mail.ts';
import { useTestSmtp } from '#tests/setup/smtp.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import { claimNextMail, enqueueMail } from './outbox.repo.ts';
import { holdWorkerPresence } from './worker-presence.ts';
import { smtpSender, type MailSender } from './transport.ts';
import { deliverDueMail, startMailWorker, type MailWorker } from './worker.ts';

const logger = pino({ level: 'silent' });
const mail = (n: number) => numberedMail(`person${n}@example.ch`, n);
const quick = { connectionMs: 1000, greetingMs: 5000, socketMs: 5000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(25)) if (await condition()) return true;
  return condition();
}

/** A port in front of the test SMTP server whose first connection is accepted and never answered. */
async function silentFirstConnection(targetPort: number) {
  const silent: Socket[] = [];
  const server = createServer((socket) => {
    if (silent.length === 0) return void silent.push(socket);
    const upstream = createConnection(targetPort, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`,
    hangUp: () => silent.forEach((socket) => socket.destroy()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('with the default timeouts', () => {
  const db = useTestDatabase(TEST_ENGINES[0]!, { beforeAll, afterAll, beforeEach });
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });

  it('a mail server that takes 21 s to acknowledge DATA (longer than the old 20 s socket timeout) gets the mail once', async () => {
    await enqueueMail(db().db, mail(1));
    smtp().answerDataAfter(21_000);
    const send = smtpSender(smtp().url);
    try {
      await deliverDueMail({ db: db().db, send, logger });
      await deliverDueMail({ db: db().db, send, logger, now: () => new Date(Date.now() + 3_600_000) });
    } finally {
      send.close?.();
    }
    expect(smtp().received).toHaveLength(1);
    expect((await db().db.select().from(mailOutbox)).map((row) => row.status)).toEqual(['sent']);
  }, 30_000);
});

describe.each(TEST_ENGINES)('mail worker faults on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const sender = (url = smtp().url): MailSender => {
    const send = smtpSender(url, { timeouts: quick });
    cleanups.push(() => send.close?.());
    return send;
  };
  const worker = (options: Partial<Parameters<typeof startMailWorker>[0]> & { send: MailSender }): MailWorker => {
    const started = startMailWorker({ db: db().db, logger, pollIntervalMs: 50, ...options });
    cleanups.push(() => started.stop({ graceMs: 10_000 }));
    return started;
  };
  /** A second instance: its own connections to the same database (PGlite has one). */
  const secondInstance = async (): Promise<DatabaseHandle['db']> => {
    if (!db().url) return db().db;
    const handle = await openDatabase({ url: db().url!, poolSize: 5 });
    cleanups.push(() => handle.close());
    return handle.db;
  };
  const rows = () => db().db.select().from(mailOutbox);
  const allSent = async () => (await rows()).every((row) => row.status === 'sent');
  const distinctRecipients = () => new Set(smtp().received.map((message) => message.to[0])).size;

  it('a silent mail server on one connection does not hold the others', async () => {
    const proxy = await silentFirstConnection(smtp().port);
    cleanups.push(proxy.close);
    for (let n = 0; n < 12; n += 1) await enqueueMail(db().db, mail(n));
    worker({ send: sender(proxy.url), concurrency: 4, retryBaseMs: 100 });
    // Well before the silent connection's greeting timeout (5 s; the old worker waited 10 s on it, one mail at a time).
    expect(await waitFor(() => smtp().received.length >= 11, 3000)).toBe(true);
    proxy.hangUp();
    expect(await waitFor(allSent, 5000)).toBe(true);
    expect(smtp().received).toHaveLength(12);
    expect(distinctRecipients()).toBe(12);
  }, 15_000);

  it('four mails stalled after DATA do not hold the twenty after them (decision 0027)', async () => {
    for (let n = 0; n < 24; n += 1) await enqueueMail(db().db, mail(n));
    smtp().stallNextData(4);
    const send = smtpSender(smtp().url, { concurrency: 4, timeouts: quick });
    cleanups.push(() => send.close?.());
    worker({ send, concurrency: 4, stallAfterMs: 200 });
    // The stalled four hold their senders until the socket timeout (5 s here, 600 s by default); the rest go on others.
    expect(await waitFor(() => smtp().received.length >= 20, 3000)).toBe(true);
    smtp().releaseStalled();
    expect(await waitFor(allSent, 5000)).toBe(true);
    expect(smtp().received).toHaveLength(24);
    expect(distinctRecipients()).toBe(24);
  }, 20_000);

  it('a mail claimed by a process that is gone is taken over at once; while that process lives, only after its lease (decision 0027)', async () => {
    await enqueueMail(db().db, mail(1));
    // The first process: its own session (on PostgreSQL its own connections), its presence lock, and a claim for an hour.
    const first = db().url ? await openDatabase({ url: db().url!, poolSize: 2 }) : { ...db(), close: async () => undefined };
    const presence = await holdWorkerPresence(first, logger);
    const inAnHour = new Date(Date.now() + 3_600_000);
    expect(await claimNextMail(first.db, new Date(), inAnHour, presence.key)).toBeDefined();
    const other = await secondInstance();
    const otherPresence = await holdWorkerPresence(db(), logger);
    cleanups.push(() => otherPresence.stop());
    expect(await claimNextMail(other, new Date(), inAnHour, otherPresence.key)).toBeUndefined();
    // The first process dies: its session ends, and with it its presence lock.
    await presence.stop();
    await first.close();
    const taken = await claimNextMail(other, new Date(), inAnHour, otherPresence.key);
    expect(taken).toMatchObject({ recipient: 'person1@example.ch', attempts: 2, claimedBy: otherPresence.key });
  });

  it('two instances with a slow mail server send 40 mails, none twice', async () => {
    for (let n = 0; n < 40; n += 1) await enqueueMail(db().db, mail(n));
    smtp().answerDataAfter(300);
    // A clock running 60 times fast: each 0.3 s DATA counts 18 s, as in the report (15 s per DATA, 2-minute lease).
    const start = Date.now();
    const now = () => new Date(start + (Date.now() - start) * 60);
    worker({ send: sender(), now });
    // The second instance starts a moment later, as instances do: their claims interleave.
    await sleep(1000);
    worker({ send: sender(), now, db: await secondInstance() });
    expect(await waitFor(allSent, 15_000)).toBe(true);
    expect(smtp().received).toHaveLength(40);
    expect(distinctRecipients()).toBe(40);
  }, 25_000);

  it('a send that outlasts the lease keeps its claim: it is renewed while the send lasts', async () => {
    for (let n = 0; n < 8; n += 1) await enqueueMail(db().db, mail(n));
    smtp().answerDataAfter(600);
    worker({ send: sender(), leaseMs: 200, concurrency: 2 });
    worker({ send: sender(), leaseMs: 200, concurrency: 2, db: await secondInstance() });
    expect(await waitFor(allSent, 10_000)).toBe(true);
    expect(smtp().received).toHaveLength(8);
    expect(distinctRecipients()).toBe(8);
  }, 20_000);

  it('stop() lets the mails on the wire be acknowledged, sends nothing more, and leaves the rest claimable at once', async () => {
    for (let n = 0; n < 10; n += 1) await enqueueMail(db().db, mail(n));
    smtp().answerDataAfter(400);
    const running = startMailWorker({ db: db().db, send: sender(), logger, pollIntervalMs: 50, concurrency: 2 });
    expect(await waitFor(async () => (await rows()).some((row) => row.lockedUntil !== null), 2000)).toBe(true);
    const stopping = Date.now();
    await running.stop({ graceMs: 5000 });
    // The old worker finished its whole batch of ten first (4 s).
    expect(Date.now() - stopping).toBeLessThan(1500);
    const afterStop = await rows();
    expect(afterStop.filter((row) => row.status === 'sent')).toHaveLength(smtp().received.length);
    expect(afterStop.filter((row) => row.status === 'pending' && row.lockedUntil !== null)).toEqual([]);
    expect(smtp().received.length).toBeLessThan(10);

    const send = sender();
    for (let round = 0; round < 5 && !(await allSent()); round += 1) await deliverDueMail({ db: db().db, send, logger });
    expect(smtp().received).toHaveLength(10);
    expect(distinctRecipients()).toBe(10);
  }, 20_000);

  it('stop() resolves within the grace period the caller gives, even with a mail still on the wire', async () => {
    await enqueueMail(db().db, mail(1));
    smtp().answerDataAfter(2000);
    const running = startMailWorker({ db: db().db, send: sender(), logger, pollIntervalMs: 50, concurrency: 1 });
    expect(await waitFor(async () => (await rows()).some((row) => row.lockedUntil !== null), 2000)).toBe(true);
    const stopping = Date.now();
    await running.stop({ graceMs: 200 });
    expect(Date.now() - stopping).toBeLessThan(700);
    // Not cut: the server still gets it, once, and it is recorded as sent.
    expect(await waitFor(allSent, 5000)).toBe(true);
    expect(smtp().received).toHaveLength(1);
    const [row] = await db().db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(row?.attempts).toBe(1);
  }, 15_000);
});
