import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { repeatEvery } from '../jobs/repeat.ts';
import { claimDueMail, markMailSent, markMailUndelivered } from './outbox.repo.ts';
import type { MailSender } from './transport.ts';

export interface MailWorkerOptions {
  db: Database;
  send: MailSender;
  logger: Logger;
  /** How long a temporarily failing mail is retried before it is marked failed. */
  retryWindowMs?: number;
  /** First retry delay; each further one doubles it (30 s unless configured). */
  retryBaseMs?: number;
  pollIntervalMs?: number;
  batchSize?: number;
  now?: () => Date;
}

const MINUTE = 60_000;
export const MAIL_RETRY_WINDOW_MS = 25 * 60 * MINUTE;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
}

/** 5xx answers from the mail server are permanent: retrying would not help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Delivers what is due once; returns how many mails were sent. */
export async function deliverDueMail(options: MailWorkerOptions): Promise<number> {
  const { db, send, logger, retryWindowMs = MAIL_RETRY_WINDOW_MS, retryBaseMs, batchSize = 10, now = () => new Date() } = options;
  const claimedAt = now();
  // A lease that expires if this worker dies mid-send, so another may take the mail over.
  const claimed = await claimDueMail(db, batchSize, claimedAt, new Date(claimedAt.getTime() + 2 * MINUTE));
  let sent = 0;
  for (const row of claimed) {
    try {
      const { location } = await send({
        id: row.id,
        to: row.recipient,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers,
      });
      await markMailSent(db, row, now());
      logger.info({ mailId: row.id, kind: row.kind, location }, 'mail delivered');
      sent += 1;
    } catch (error) {
      const expired = now().getTime() - row.createdAt.getTime() > retryWindowMs;
      const failed = isPermanent(error) || expired;
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await markMailUndelivered(db, row, { failed, reason, nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts, retryBaseMs)) });
      logger.warn({ mailId: row.id, kind: row.kind, attempts: row.attempts, failed }, 'mail delivery failed');
    }
  }
  return sent;
}

/** Runs the delivery loop in the server process until stopped. */
export function startMailWorker(options: MailWorkerOptions): { stop: () => Promise<void> } {
  return repeatEvery(options.pollIntervalMs ?? 2000, () => deliverDueMail(options), (error) => options.logger.error({ err: error }, 'mail worker round failed'));
}
