import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { leaseMsFor, MAIL_DEFAULTS, RETRY_DELAY_MAX_MS, SMTP_TIMEOUT_DEFAULTS, type SmtpTimeouts } from '../config/delivery-settings.ts';
import { claimNextMail, markMailSent, markMailUndelivered, releaseMailClaim, renewMailLease, type OutboxRow } from './outbox.repo.ts';
import { startSenderPool, type StopOptions } from './sender-pool.ts';
import type { MailSender } from './transport.ts';

export interface MailWorkerOptions {
  db: Database;
  send: MailSender;
  logger: Logger;
  /** How long a temporarily failing mail is retried before it is marked failed. */
  retryWindowMs?: number;
  /** First retry delay; each further one doubles it. */
  retryBaseMs?: number;
  /** The pause of a sender that found nothing due; while mail is due, the next is claimed at once. */
  pollIntervalMs?: number;
  /** Mails on the wire at once: give the SMTP sender as many connections. */
  concurrency?: number;
  /** The SMTP sender's timeouts: the default lease outlasts a send that uses them all. */
  timeouts?: SmtpTimeouts;
  /** How long a claim on a mail lasts; renewed while its send lasts. */
  leaseMs?: number;
  /** deliverDueMail only: at most this many mails in one pass. */
  batchSize?: number;
  /** This process's presence key (worker-presence.ts): its claims are taken over as soon as it is gone. */
  claimer?: number;
  /** startMailWorker only: a send unanswered this long counts as stalled, and another sender takes its place. */
  stallAfterMs?: number;
  /** startMailWorker only: senders at most, stalled ones included (the SMTP sender needs as many connections). */
  maxSenders?: number;
  now?: () => Date;
}

export type { StopOptions };

export interface MailWorker {
  stop: (options?: StopOptions) => Promise<void>;
}

const MINUTE = 60_000;
export const MAIL_RETRY_WINDOW_MS = 25 * 60 * MINUTE;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempts: number, baseMs: number = MAIL_DEFAULTS.retryBaseMs): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), RETRY_DELAY_MAX_MS);
}

/** 5xx answers from the mail server are permanent: retrying would not help. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

type Outcome = 'sent' | 'undelivered' | 'nothing_due' | 'released';

/** Claims the next due mail and delivers it; a claim made while stopping is given back unsent. */
async function deliverNext(options: MailWorkerOptions, stopping: () => boolean): Promise<Outcome> {
  const { db, logger, now = () => new Date() } = options;
  const leaseMs = options.leaseMs ?? leaseMsFor(options.timeouts ?? SMTP_TIMEOUT_DEFAULTS);
  const leaseFromNow = () => new Date(now().getTime() + leaseMs);
  const row = await claimNextMail(db, now(), leaseFromNow(), options.claimer ?? null);
  if (!row) return 'nothing_due';
  if (stopping()) {
    await releaseMailClaim(db, row);
    return 'released';
  }
  const renewal = setInterval(() => {
    renewMailLease(db, row, leaseFromNow()).catch((error: unknown) =>
      logger.warn({ err: error, mailId: row.id }, 'could not renew a mail claim'),
    );
  }, leaseMs / 3);
  let location: string;
  try {
    ({ location } = await options.send({
      id: row.id,
      to: row.recipient,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      headers: row.headers,
      calendar: row.calendar,
    }));
  } catch (error) {
    await recordUndelivered(options, row, error);
    return 'undelivered';
  } finally {
    clearInterval(renewal);
  }
  // Outside the send's try: a mail the server took is never recorded as undelivered (that would send it again).
  await markMailSent(db, row, now());
  logger.info({ mailId: row.id, kind: row.kind, location }, 'mail delivered');
  return 'sent';
}

async function recordUndelivered(options: MailWorkerOptions, row: OutboxRow, error: unknown): Promise<void> {
  const { db, logger, retryWindowMs = MAIL_RETRY_WINDOW_MS, retryBaseMs, now = () => new Date() } = options;
  const expired = now().getTime() - row.queuedAt.getTime() > retryWindowMs;
  const failed = isPermanent(error) || expired;
  const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
  await markMailUndelivered(db, row, {
    failed,
    reason,
    nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts, retryBaseMs)),
  });
  const details = { mailId: row.id, kind: row.kind, attempts: row.attempts, reason };
  if (failed)
    logger.error(
      { ...details, event: 'mail.failed' },
      'mail failed for good: the operator can send it again (admin outbox retry, console Mail)',
    );
  else logger.warn(details, 'mail delivery failed, will retry');
}

/** Delivers what is due once, `concurrency` mails at a time, up to `batchSize`; returns how many were sent. */
export async function deliverDueMail(options: MailWorkerOptions): Promise<number> {
  const { concurrency = MAIL_DEFAULTS.concurrency, batchSize = 100 } = options;
  let claims = 0;
  let sent = 0;
  const sender = async () => {
    while (claims < batchSize) {
      claims += 1;
      const outcome = await deliverNext(options, () => false);
      if (outcome === 'nothing_due') return;
      if (outcome === 'sent') sent += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
  return sent;
}

/**
 * Runs `concurrency` senders in the server process (sender-pool.ts): each claims the next due mail as soon as it
 * is done with one, and pauses `pollIntervalMs` only when nothing is due; a stalled send gets a stand-in sender.
 * `stop()` lets the mails on the wire be acknowledged, claims no more, and resolves within `graceMs` in any case.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { logger, pollIntervalMs = MAIL_DEFAULTS.pollIntervalMs } = options;
  const pool = startSenderPool({
    ...options,
    pollIntervalMs,
    step: async (send, stopping) => ((await deliverNext({ ...options, send }, stopping)) === 'nothing_due' ? pollIntervalMs : 0),
  });
  return {
    async stop(stopOptions) {
      const finished = await pool.stop(stopOptions);
      if (!finished)
        logger.warn(
          { graceMs: stopOptions?.graceMs ?? MAIL_DEFAULTS.stopGraceMs },
          'mail worker stopped with a mail still on the wire; it is sent again once its claim expires',
        );
    },
  };
}
