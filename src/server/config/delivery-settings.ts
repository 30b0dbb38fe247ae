/**
 * The outbox worker's defaults, in one place: env.ts takes its defaults from here, and tests pass
 * their own (small) values through the worker's and the sender's options.
 */
export const MAIL_DEFAULTS = {
  /** Mails on the wire at once, each on its own pooled SMTP connection. */
  concurrency: 4,
  pollIntervalMs: 2000,
  retryBaseMs: 30_000,
  /** How long stop() waits for the mails on the wire to be acknowledged before it gives up on them. */
  stopGraceMs: 10_000,
  /** A send unanswered this long counts as stalled: another sender goes on in its place (decision 0027). */
  stallAfterMs: 30_000,
} as const;

/** The longest a mail's retry is ever put off (the backoff's cap). */
export const RETRY_DELAY_MAX_MS = 60 * 60_000;

/** Senders at most, stalled ones included: as many again as the concurrency, so stalled sends never stop the rest. The SMTP pool keeps as many connections. */
export const sendersAtMost = (concurrency: number): number => concurrency * 2;

export interface SmtpTimeouts {
  /** Opening the TCP (or TLS) connection. */
  connectionMs: number;
  /** The server's greeting after the connection opened. */
  greetingMs: number;
  /**
   * Silence on the connection, e.g. while the server takes the mail after DATA. Generous (RFC 5321
   * allows 10 minutes for the answer to DATA): a slow but working server that is given up on has the
   * mail already and gets it again with every retry.
   */
  socketMs: number;
}

export const SMTP_TIMEOUT_DEFAULTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 600_000 };

/**
 * How long a claim on a mail lasts: longer than the longest send (connection, greeting and a silent
 * socket, plus a margin), so that another instance takes a mail over only from a worker that died.
 * The worker also renews it while the send lasts.
 */
export const leaseMsFor = (timeouts: SmtpTimeouts): number => timeouts.connectionMs + timeouts.greetingMs + timeouts.socketMs + 60_000;
