import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { withTransaction } from '../src/server/db/transaction.ts';
import { enqueueMail, outboxBacklog } from '../src/server/mail/outbox.repo.ts';
import { smtpSender } from '../src/server/mail/transport.ts';
import { startMailWorker } from '../src/server/mail/worker.ts';
import { startTestSmtp } from '../tests/setup/smtp.ts';

export interface MailDrain {
  mails: number;
  seconds: number;
  perSecond: number;
  received: number;
  duplicates: number;
}

/**
 * Drains `mails` pending mails with the worker at its default settings into an in-process SMTP server,
 * on the embedded database: the outbox's throughput, measured from the worker's start to an empty outbox.
 */
export async function benchMailDrain(mails: number): Promise<MailDrain> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-mail-'));
  const handle = await openDatabase({ dataDir });
  await migrateDatabase(handle);
  for (let queued = 0; queued < mails; queued += 500) {
    await withTransaction(handle.db, async (tx) => {
      for (let n = queued; n < Math.min(mails, queued + 500); n += 1) {
        await enqueueMail(tx, {
          kind: 'operator_digest',
          to: `person${n}@example.ch`,
          subject: `Mail ${n}`,
          text: 'Hallo',
          html: '<p>Hallo</p>',
        });
      }
    });
  }
  const smtp = await startTestSmtp();
  const send = smtpSender(smtp.url);
  const started = performance.now();
  const worker = startMailWorker({ db: handle.db, send, logger: pino({ level: 'silent' }) });
  while ((await outboxBacklog(handle.db)).pending > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  await smtp.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  const recipients = smtp.received.map((message) => message.to[0]);
  return {
    mails,
    seconds,
    perSecond: mails / seconds,
    received: recipients.length,
    duplicates: recipients.length - new Set(recipients).size,
  };
}
