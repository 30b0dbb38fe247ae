import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { leaseMsFor, MAIL_DEFAULTS, SMTP_TIMEOUT_DEFAULTS, type SmtpTimeouts } from '../config/delivery-settings.ts';
import { startSenderPool, type StopOptions } from '../mail/sender-pool.ts';
import type { MailSender } from '../mail/transport.ts';
import { isRelayFailure, relayBackoff } from '../mail/relay-backoff.ts';
import { isPermanent, MAIL_RETRY_WINDOW_MS, retryDelayMs } from '../mail/worker.ts';
import { advanceCampaigns } from './campaign-lifecycle.ts';
import { campaignMailTemplates, type CampaignMailTemplates } from './campaign-template.ts';
import { groupedSentMarks } from './sent-marks.ts';
import {
  claimDueDeliveries,
  markDeliveriesSent,
  markDeliveryBounced,
  markDeliveryUndelivered,
  mayStillSend,
  NO_RATE_CAP,
  releaseClaimsNotHeld,
  releaseDeliveryClaims,
  renewDeliveryLease,
  returnUntriedDelivery,
  type ClaimedDelivery,
  type RateCap,
} from './deliveries.repo.ts';

export interface CampaignSenderOptions {
  db: Database;
  /** Its own sender with its own connections: transactional mail is never held behind a campaign. */
  send: MailSender;
  logger: Logger;
  /** Campaign mails on the wire at once; also the most a claim takes. */
  concurrency?: number;
  /** The pause of a sender that found nothing due. */
  pollIntervalMs?: number;
  /** How often scheduled campaigns are started and finished ones marked sent. */
  advanceEveryMs?: number;
  retryBaseMs?: number;
  /** How long a temporarily refused mail is retried, from when its campaign queued it, before it is marked failed. */
  retryWindowMs?: number;
  timeouts?: SmtpTimeouts;
  leaseMs?: number;
  stallAfterMs?: number;
  maxSenders?: number;
  /** This process's presence key (worker-presence.ts): its claims are taken over as soon as it is gone. */
  claimer?: number;
  /** Campaign mails at most per minute and hour, across every instance. */
  rateCap?: RateCap;
  /**
   * Resolves when the next mail may go: the server lets campaign mail wait (up to `GIVE_WAY_MAX_MS`) while it
   * answers visitors, so serving stays as fast while a campaign sends (decision 0035).
   */
  giveWay?: (maxWaitMs: number) => Promise<void>;
  /** Told of every failed database use, as a form's would be: a failure of the embedded engine's files stops the server (decision 0011). */
  onDatabaseError?: (error: unknown) => void;
  /** The first pause of every sender after the mail server could not be reached; each further one doubles it. */
  relayBackoffBaseMs?: number;
  relayBackoffMaxMs?: number;
  now?: () => Date;
}

const RELAY_BACKOFF_DEFAULTS = { baseMs: 5000, maxMs: 5 * 60_000 };

/** The longest a sender waits for visitors to be answered before it takes its next mail anyway. */
export const GIVE_WAY_MAX_MS = 500;

export interface CampaignSender {
  stop: (options?: StopOptions) => Promise<void>;
}

const ADVANCE_EVERY_MS = 5000;

/** A permanent refusal of the recipient or of the message is a bounce; one of our own account or sender address is not the subscriber's. */
function isBounce(error: unknown): boolean {
  const command = (error as { command?: string }).command;
  return isPermanent(error) && (command === undefined || command === 'RCPT TO' || command === 'DATA');
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message.slice(0, 500) : String(error));

/**
 * Sends newsletter campaigns in the server process, beside the outbox worker and apart from it (decision 0035):
 * `concurrency` senders on their own connections take campaign mails from a small local stock, which one of
 * them refills with a claim of at most `concurrency` due mails (under the rate cap, if one is set); each mail is
 * marked sent as soon as the mail server took it (the marks of senders that finish together in one statement), so a process killed mid-send sends again only the mails that
 * were on the wire. Every `advanceEveryMs` scheduled campaigns start and finished ones are marked sent.
 */
export function startCampaignSender(options: CampaignSenderOptions): CampaignSender {
  const {
    db,
    logger,
    concurrency = MAIL_DEFAULTS.concurrency,
    pollIntervalMs = MAIL_DEFAULTS.pollIntervalMs,
    advanceEveryMs = ADVANCE_EVERY_MS,
    claimer = null,
    rateCap = NO_RATE_CAP,
    onDatabaseError = () => undefined,
    now = () => new Date(),
  } = options;
  const leaseMs = options.leaseMs ?? leaseMsFor(options.timeouts ?? SMTP_TIMEOUT_DEFAULTS);
  const leaseFromNow = () => new Date(now().getTime() + leaseMs);
  const templates = campaignMailTemplates(db);
  const markSent = groupedSentMarks((deliveries) => markDeliveriesSent(db, deliveries, now()));
  const relay = relayBackoff({
    baseMs: options.relayBackoffBaseMs ?? RELAY_BACKOFF_DEFAULTS.baseMs,
    maxMs: options.relayBackoffMaxMs ?? RELAY_BACKOFF_DEFAULTS.maxMs,
  });
  const stock: ClaimedDelivery[] = [];
  /** Every claim this process holds: in stock, on the wire, or sent and not yet marked. */
  const holding = new Set<number>();
  /** Sent, but their mark could not be written: nothing more is claimed or sent until it is (decision 0041). */
  const unmarked: ClaimedDelivery[] = [];
  let marking: Promise<boolean> | undefined;
  /** A claim failed: it may have committed with its answer lost, leaving rows claimed that no sender holds. */
  let claimsInDoubt = false;
  let waitingForCap = false;
  let refill: Promise<number> | undefined;

  const letGo = (deliveries: readonly ClaimedDelivery[]) => deliveries.forEach((delivery) => holding.delete(delivery.id));
  /**
   * A database use failed while these were held and not sent: whatever became of their rows, the next claim
   * gives back every claim this process no longer holds, instead of leaving them to their lease (decision 0041).
   */
  const letGoInDoubt = (deliveries: readonly ClaimedDelivery[]) => {
    letGo(deliveries);
    claimsInDoubt = true;
  };
  /** Gives claims back now for another sender or instance. */
  const giveBack = async (deliveries: readonly ClaimedDelivery[]) => {
    letGo(deliveries);
    await releaseDeliveryClaims(db, [...deliveries]).catch((error: unknown) => {
      letGoInDoubt(deliveries);
      throw error;
    });
  };

  /** Claims more into the stock; answers how long to pause when nothing came. */
  const claimMore = async (): Promise<number> => {
    if (claimsInDoubt && claimer !== null) {
      const released = await releaseClaimsNotHeld(db, claimer, [...holding]);
      claimsInDoubt = false;
      if (released > 0)
        logger.warn(
          { event: 'campaign_claims_released', released },
          'gave back campaign mail claims whose answer was lost with the database connection',
        );
    }
    const claim = await claimDueDeliveries(db, {
      now: now(),
      leaseUntil: leaseFromNow(),
      claimer,
      limit: concurrency,
      cap: rateCap,
      retryBaseMs: options.retryBaseMs,
    }).catch((error: unknown) => {
      claimsInDoubt = true;
      throw error;
    });
    for (const delivery of claim.deliveries) holding.add(delivery.id);
    stock.push(...claim.deliveries);
    if (claim.deliveries.length > 0) {
      waitingForCap = false;
      return 0;
    }
    if (!('cappedForMs' in claim)) return pollIntervalMs;
    if (!waitingForCap)
      logger.info(
        { event: 'campaign_waiting_for_rate_cap', until: new Date(now().getTime() + claim.cappedForMs).toISOString() },
        'campaign mail waits for the rate cap',
      );
    waitingForCap = true;
    return Math.min(claim.cappedForMs, pollIntervalMs);
  };

  /** Writes the marks that failed; true once none is left. One sender writes them, the others wait for it. */
  const markUnmarked = (): Promise<boolean> =>
    (marking ??= (async () => {
      const marks = unmarked.slice();
      try {
        await markDeliveriesSent(db, marks, now());
      } catch (error) {
        onDatabaseError(error);
        return false;
      }
      unmarked.splice(0, marks.length);
      letGo(marks);
      logger.info({ event: 'campaign_marks_written', marks: marks.length }, 'campaign mails sent earlier are marked sent: sending goes on');
      return unmarked.length === 0;
    })().finally(() => (marking = undefined)));

  /** How long a sender must wait before it claims or sends: for unwritten marks, or for the mail server's back-off. */
  const heldBackForMs = async (): Promise<number> => {
    if (unmarked.length > 0 && !(await markUnmarked())) return pollIntervalMs;
    return relay.waitMs();
  };

  const next = async (): Promise<ClaimedDelivery | number> => {
    for (;;) {
      const delivery = stock.shift();
      if (delivery) return delivery;
      refill ??= claimMore().finally(() => (refill = undefined));
      const pauseMs = await refill;
      if (pauseMs > 0 && stock.length === 0) return pauseMs;
    }
  };

  const pool = startSenderPool({
    send: options.send,
    logger,
    concurrency,
    pollIntervalMs,
    stallAfterMs: options.stallAfterMs,
    maxSenders: options.maxSenders,
    stepFailed: 'campaign sender could not deliver',
    step: async (send, stopping) => {
      let taken: ClaimedDelivery | undefined;
      try {
        if (stopping()) return 0;
        const heldBack = await heldBackForMs();
        if (heldBack > 0) return heldBack;
        await options.giveWay?.(GIVE_WAY_MAX_MS);
        if (stopping()) return 0;
        const delivery = await next();
        if (typeof delivery === 'number') return delivery;
        taken = delivery;
        // Stopping, or another sender's mark or the mail server failed meanwhile: this one waits too.
        if (stopping() || unmarked.length > 0 || relay.waitMs() > 0) {
          await giveBack([delivery]);
          return 0;
        }
        await deliver(send, templates, delivery);
        return 0;
      } catch (error) {
        // Not sent, or sent and waiting among the unmarked: only the first is let go.
        if (taken && holding.has(taken.id) && !unmarked.includes(taken)) letGoInDoubt([taken]);
        onDatabaseError(error);
        throw error;
      }
    },
  });

  async function deliver(send: MailSender, mailFor: CampaignMailTemplates, delivery: ClaimedDelivery): Promise<void> {
    // An unsubscribe, bounce, erasure, pause or cancel may have come since the claim (decision 0038).
    if (!(await mayStillSend(db, delivery))) {
      await giveBack([delivery]);
      return;
    }
    const renewal = setInterval(() => {
      renewDeliveryLease(db, delivery, leaseFromNow()).catch((error: unknown) =>
        logger.warn({ err: error, deliveryId: delivery.id }, 'could not renew a campaign mail claim'),
      );
    }, leaseMs / 3);
    try {
      const mail = await mailFor(delivery);
      // A stable id per delivery becomes the Message-ID, so a receiver can drop a mail sent again after a crash.
      await send({
        id: `campaign-${delivery.campaignId}-${delivery.id}`,
        to: delivery.subscription.email,
        ...mail,
      });
    } catch (error) {
      if (isRelayFailure(error)) await returnUntried(delivery, error);
      else await recordUndelivered(delivery, error);
      letGo([delivery]);
      return;
    } finally {
      clearInterval(renewal);
    }
    relay.succeeded();
    // Outside the send's try: a mail the server took is never recorded as undelivered (that would send it again).
    try {
      await markSent(delivery);
    } catch (error) {
      // It went out: it is marked before anything else goes, or sent again after the next start (at most what was on the wire).
      unmarked.push(delivery);
      onDatabaseError(error);
      logger.error(
        {
          event: 'campaign_mark_failed',
          deliveryId: delivery.id,
          campaignId: delivery.campaignId,
          code: (error as { code?: unknown }).code,
        },
        'a campaign mail went out but could not be marked sent: no campaign mail goes until it is',
      );
      return;
    }
    letGo([delivery]);
  }

  /** The mail server could not be reached: every sender pauses (one warning per step), and the mail loses no try. */
  async function returnUntried(delivery: ClaimedDelivery, error: unknown): Promise<void> {
    const pause = relay.failed();
    await returnUntriedDelivery(db, delivery, reasonOf(error));
    if (!pause) return;
    logger.warn(
      { event: 'campaign_relay_unreachable', step: pause.step, retryInMs: pause.pauseMs, reason: reasonOf(error) },
      'the mail server could not be reached: campaign mail pauses and tries again, no mail loses a try',
    );
    // What waits in stock goes back for another instance, whose mail server may answer.
    await giveBack(stock.splice(0));
  }

  async function recordUndelivered(delivery: ClaimedDelivery, error: unknown): Promise<void> {
    const reason = reasonOf(error);
    const details = { deliveryId: delivery.id, campaignId: delivery.campaignId, attempts: delivery.attempts, reason };
    if (isBounce(error)) {
      await markDeliveryBounced(db, delivery, reason, now());
      logger.warn(
        { ...details, event: 'campaign_mail_bounced' },
        'a subscriber refused a campaign mail for good: no further campaign goes there',
      );
      return;
    }
    const { retryWindowMs = MAIL_RETRY_WINDOW_MS, retryBaseMs } = options;
    const failed = isPermanent(error) || now().getTime() - delivery.queuedAt.getTime() > retryWindowMs;
    const nextAttemptAt = new Date(now().getTime() + retryDelayMs(delivery.attempts, retryBaseMs));
    await markDeliveryUndelivered(db, delivery, { failed, reason, nextAttemptAt });
    if (failed) logger.error({ ...details, event: 'campaign_mail_failed' }, 'a campaign mail failed for good');
    else logger.warn({ ...details, nextAttemptAt: nextAttemptAt.toISOString() }, 'campaign mail delivery failed, will retry');
  }

  let advancing: Promise<void> | undefined;
  const advance = () => {
    advancing ??= advanceCampaigns(db, now())
      .then(({ started, finished }) => {
        for (const campaign of started) logger.info({ campaignId: campaign.id, event: 'campaign_started' }, 'a scheduled campaign started');
        for (const campaign of finished) logger.info({ campaignId: campaign.id, event: 'campaign_sent' }, 'a campaign was sent');
        if (started.length > 0) pool.wake();
      })
      .catch((error: unknown) => logger.error({ err: error }, 'campaigns could not be advanced'))
      .finally(() => (advancing = undefined));
  };
  const advancer = setInterval(advance, advanceEveryMs);
  advance();

  return {
    async stop(stopOptions) {
      clearInterval(advancer);
      const finished = await pool.stop(stopOptions);
      await advancing;
      await refill?.catch(() => 0);
      if (unmarked.length > 0 && !(await markUnmarked()))
        logger.error(
          { event: 'campaign_marks_lost', marks: unmarked.length },
          'campaign mails that went out could not be marked sent: they are sent again after the next start',
        );
      // Mails claimed but not yet on the wire go back at once, for another instance (or the next start).
      await releaseDeliveryClaims(db, stock.splice(0)).catch((error: unknown) =>
        logger.warn({ err: error }, 'could not give back unsent campaign mail claims; they are taken over when their lease ends'),
      );
      if (!finished) logger.warn('campaign sender stopped with a mail still on the wire; it is sent again once its claim expires');
    },
  };
}
