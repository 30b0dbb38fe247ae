import pino, { type LoggerOptions } from 'pino';
import { env } from './env.ts';
import { serializeError } from './error-serializer.ts';
import { redactLogLine } from './log-redaction.ts';

/**
 * Structured JSON logs. Never log e-mail addresses or message texts: pass ids and counts instead.
 * The redact list is a safety net for fields that must not appear even by mistake; errors (`err`)
 * are logged without the values they carry (see serializeError), and an address in any text of a
 * line – a mail server's refusal, a message – is redacted on its way out (see redactLogLine).
 */
export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  base: { service: 'site' },
  serializers: { err: serializeError },
  redact: {
    paths: ['email', '*.email', 'req.headers.cookie', 'req.headers.authorization'],
    censor: '[redacted]',
  },
  hooks: { streamWrite: redactLogLine },
});

export const logger = pino(loggerOptions(env().LOG_LEVEL));
