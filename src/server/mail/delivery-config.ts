import type { Env } from '../env.ts';
import { SMTP_TIMEOUT_DEFAULTS, type SmtpTimeouts } from '../config/delivery-settings.ts';

export interface MailDeliveryConfig {
  concurrency: number;
  timeouts: SmtpTimeouts;
  pollIntervalMs: number;
  retryBaseMs: number;
}

/** The environment's mail settings in the shape both smtpSender and startMailWorker take, so the two agree. */
export const mailDeliveryConfig = (
  env: Pick<Env, 'MAIL_CONCURRENCY' | 'MAIL_SMTP_SOCKET_TIMEOUT_MS' | 'MAIL_POLL_INTERVAL_MS' | 'MAIL_RETRY_BASE_MS'>,
): MailDeliveryConfig => ({
  concurrency: env.MAIL_CONCURRENCY,
  timeouts: { ...SMTP_TIMEOUT_DEFAULTS, socketMs: env.MAIL_SMTP_SOCKET_TIMEOUT_MS },
  pollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
  retryBaseMs: env.MAIL_RETRY_BASE_MS,
});
