/**
 * Telling "the database cannot be reached just now" apart from every other failure: the first is
 * answered with 503 and Retry-After (the visitor may try again shortly), the second stays a 500.
 */

/** Thrown while the database is not ready yet (the server is still connecting) or is known to be faulty. */
export class DatabaseUnavailableError extends Error {
  constructor(reason: string) {
    super(`the database is unavailable: ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}

// Socket-level failures of the driver, and PostgreSQL's SQLSTATEs for a server going away or not taking connections:
// class 08 (connection exception), 57P01–57P03 (admin/crash shutdown, cannot connect now), 53300 (too many connections).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const SERVER_CODES = /^(08\w{3}|57P0[1-3]|53300)$/;
// node-postgres reports a lost or never-made connection by message only.
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/i;

type Cause = { code?: unknown; message?: unknown };

/** The error and the causes it wraps (Drizzle wraps the driver's error), outermost first. */
function causes(error: unknown): Cause[] {
  const chain: Cause[] = [];
  for (let current = error; current && typeof current === 'object' && chain.length < 6; current = (current as { cause?: unknown }).cause)
    chain.push(current);
  return chain;
}

// The embedded engine's own failures of its files: a write or open the file system refused (permissions, a full
// disk, a removed file), or the engine aborting. It does not recover from them in the same process.
const ENGINE_CODES = new Set(['42501', '53100', '58030', '58P01']);
const ENGINE_MESSAGES = /could not (create|open|write|extend|fsync|read|rename)|Aborted\(\)|No space left/i;

/** True for a failure of the embedded engine's files (see ENGINE_CODES); a permission error on a table is not one. */
export function isEngineFault(error: unknown): boolean {
  return causes(error).some(
    ({ code, message }) =>
      typeof message === 'string' &&
      ENGINE_MESSAGES.test(message) &&
      (code === undefined || (typeof code === 'string' && ENGINE_CODES.has(code))),
  );
}

/** Walks the error and its causes (Drizzle wraps the driver's error) looking for a connection problem. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isEngineFault(error)) return true;
  return causes(error).some((current) => {
    const { code, message } = current;
    if (current instanceof DatabaseUnavailableError) return true;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    return current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner));
  });
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The header every 503 for an unavailable database carries. */
export const RETRY_AFTER_HEADER = { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } as const;
