import { redactEmails } from '../lib/security/email-redaction.ts';

/**
 * What a logged error keeps: its kind, its text and where it was thrown, the codes that say what went
 * wrong (a database's SQL state, a system call's, a mail server's) and the names of what it concerns.
 * Nothing that carries values: a failed query's parameters, a database's `detail` ("Key (email)=(…)
 * already exists", "Failing row contains (…)"), `hint`, `where` or any other field an error brings along.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  /** The statement of a failed query, with its placeholders ($1, $2, …) and never their values. */
  statement?: string;
  cause?: LoggedError;
  errors?: LoggedError[];
  [name: string]: unknown;
}

const KEPT_FIELDS = ['code', 'errno', 'syscall', 'responseCode', 'severity', 'schema', 'table', 'column', 'constraint'] as const;
const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/**
 * Text without the values of a failed query: Drizzle appends them to its message, and so to the first
 * lines of its stack ("\nparams: …", which runs on over any line breaks in the values up to the call
 * sites). E-mail addresses are redacted too, wherever else they come from.
 */
export const withoutQueryValues = (text: string): string => String(redactEmails(text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '')));

// A database names a value it rejects in quotes after a colon (`invalid input syntax for type uuid: "…"`),
// and tables, columns and constraints in quotes after a word.
const SQL_STATE = /^[0-9A-Z]{5}$/;
const withoutRejectedValue = (message: string): string => message.replace(/: "[\s\S]*$/, ': [value]');

/** The stack's call sites under the cleaned first line: the first lines of `stack` repeat the raw message. */
const stackOf = (error: ErrorLike, headline: string): string | undefined =>
  typeof error.stack === 'string' ? [headline, ...error.stack.split('\n').filter((line) => /^\s+at /.test(line))].join('\n') : undefined;

/** pino's serializer of `err`: every error the server logs passes through here (see LoggedError). */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  const type =
    typeof error.constructor === 'function' && error.constructor !== Object ? error.constructor.name : String(error.name ?? 'Error');
  const cleaned = withoutQueryValues(error.message);
  const message = typeof error.code === 'string' && SQL_STATE.test(error.code) ? withoutRejectedValue(cleaned) : cleaned;
  const logged: LoggedError = { type, message };
  const stack = stackOf(error, `${type}: ${message}`);
  if (stack) logged.stack = stack;
  if (typeof error.query === 'string') logged.statement = error.query;
  for (const field of KEPT_FIELDS) {
    const value = error[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (depth < MAX_CAUSES && isErrorLike(error.cause)) logged.cause = serializeError(error.cause, depth + 1) as LoggedError;
  if (depth < MAX_CAUSES && Array.isArray(error.errors))
    logged.errors = error.errors.map((inner) => serializeError(inner, depth + 1) as LoggedError);
  return logged;
}
