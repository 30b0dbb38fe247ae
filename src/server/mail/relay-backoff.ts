import { performance } from 'node:perf_hooks';

// nodemailer's codes for a connection that could not be made or was lost, and for an answer that never came.
const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ESOCKET',
  'ETIMEDOUT',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * True when the mail server as a whole failed, not this mail: the connection could not be made, the greeting
 * failed or never came (nodemailer's command "CONN"), the connection was lost, or the server closes the session
 * (421). Trying the next mail would meet the same failure, so it says nothing about the recipient.
 */
export function isRelayFailure(error: unknown): boolean {
  const { code, command, responseCode } = error as { code?: unknown; command?: unknown; responseCode?: unknown };
  if (command === 'CONN' || responseCode === 421) return true;
  return responseCode === undefined && typeof code === 'string' && CONNECTION_CODES.has(code);
}

export interface RelayBackoff {
  /** How long every sender still waits before it tries the mail server again (0: go). */
  waitMs: () => number;
  /**
   * A send met a relay failure: the first while not paused starts the next, longer pause and answers it (one
   * warning per step); failures of sends that were already under way meanwhile answer undefined.
   */
  failed: () => { step: number; pauseMs: number } | undefined;
  /** A send went through: the next failure starts again from the first pause. */
  succeeded: () => void;
}

/**
 * One pause for the mail server, shared by all the senders of a process: 1×, 2×, 4× … `baseMs`, up to `maxMs`.
 * Measured on the monotonic clock, so a wall clock set back or ahead neither holds nor shortens it.
 */
export function relayBackoff({ baseMs, maxMs }: { baseMs: number; maxMs: number }): RelayBackoff {
  let step = 0;
  let pausedUntil = 0;
  return {
    waitMs: () => Math.max(0, Math.ceil(pausedUntil - performance.now())),
    failed() {
      if (pausedUntil > performance.now()) return undefined;
      step += 1;
      const pauseMs = Math.min(baseMs * 2 ** (step - 1), maxMs);
      pausedUntil = performance.now() + pauseMs;
      return { step, pauseMs };
    },
    succeeded() {
      step = 0;
    },
  };
}
