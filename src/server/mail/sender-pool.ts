import type { Logger } from 'pino';
import { MAIL_DEFAULTS, sendersAtMost } from '../config/delivery-settings.ts';
import type { MailSender } from './transport.ts';

export interface SenderPoolOptions {
  send: MailSender;
  logger: Logger;
  /** Senders normally running, each with a mail on the wire at most. */
  concurrency?: number;
  /** A send unanswered this long counts as stalled, and another sender takes its place. */
  stallAfterMs?: number;
  /** Senders at most, stalled ones included (the SMTP sender needs as many connections). */
  maxSenders?: number;
  /**
   * One sender's step: claim the next mail and deliver it through `send` (watched for stalls). Answers how long
   * to pause before the next step (0: at once, while mail is due). A step taken while stopping claims nothing.
   */
  step: (send: MailSender, stopping: () => boolean) => Promise<number>;
  /** What the log says when a step threw. */
  stepFailed?: string;
  /** The pause after a step that threw. */
  pollIntervalMs?: number;
}

export interface StopOptions {
  /** How long to wait for the mails on the wire to be acknowledged; stop() resolves by then. */
  graceMs?: number;
}

export interface SenderPool {
  /** Ends the senders' pauses, e.g. when new mail is due. */
  wake: () => void;
  /** Resolves true when every sender finished within the grace period (their connections are closed then). */
  stop: (options?: StopOptions) => Promise<boolean>;
}

/**
 * Runs `concurrency` senders in the server process: each takes its next step as soon as it is done with one,
 * and pauses only when its step says so, so a slow mail server holds one sender, never the others. A send
 * unanswered for `stallAfterMs` counts as stalled and another sender starts in its place, up to `maxSenders` in
 * all (decision 0027: four relays that never acknowledge DATA held every mail for the socket timeout); once a
 * stalled send ends, the surplus sender retires. `stop()` lets the mails on the wire be acknowledged (cutting
 * one would send it again), starts no step, and resolves within `graceMs` in any case.
 */
export function startSenderPool(options: SenderPoolOptions): SenderPool {
  const {
    logger,
    concurrency = MAIL_DEFAULTS.concurrency,
    stallAfterMs = MAIL_DEFAULTS.stallAfterMs,
    maxSenders = sendersAtMost(concurrency),
    stepFailed = 'mail worker could not deliver',
    pollIntervalMs = MAIL_DEFAULTS.pollIntervalMs,
  } = options;
  let stopping = false;
  let stalled = 0;
  const running = new Set<Promise<void>>();
  const wakers = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakers.add(wake);
    });
  const wakeAll = () => {
    for (const wake of [...wakers]) wake();
  };
  const watchedSend: MailSender = async (message) => {
    let isStalled = false;
    const watch = setTimeout(() => {
      isStalled = true;
      stalled += 1;
      logger.warn(
        { mailId: message.id, stallAfterMs, event: 'mail_send_stalled' },
        'a mail server has not answered a send; another sender goes on meanwhile',
      );
      if (!stopping && running.size < maxSenders) startSender();
    }, stallAfterMs);
    try {
      return await options.send(message);
    } finally {
      clearTimeout(watch);
      if (isStalled) stalled -= 1;
    }
  };
  const sender = async () => {
    while (!stopping) {
      const pauseMs = await options
        .step(watchedSend, () => stopping)
        .catch((error: unknown) => {
          logger.error({ err: error }, stepFailed);
          return pollIntervalMs;
        });
      // A sender that came back from a stall while its stand-in still runs is one too many.
      if (running.size - stalled > concurrency) return;
      if (pauseMs > 0 && !stopping) await pause(pauseMs);
    }
  };
  function startSender(): void {
    const done: Promise<void> = sender().finally(() => running.delete(done));
    running.add(done);
  }
  for (let index = 0; index < concurrency; index += 1) startSender();
  const allFinished = async () => {
    while (running.size > 0) await Promise.all([...running]);
  };
  return {
    wake: wakeAll,
    async stop({ graceMs = MAIL_DEFAULTS.stopGraceMs } = {}) {
      stopping = true;
      wakeAll();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finished = await Promise.race([
        allFinished().then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
      ]);
      clearTimeout(timer);
      // Idle connections are closed; ones still sending after the grace period are left to the process's end.
      if (finished) options.send.close?.();
      return finished;
    },
  };
}
