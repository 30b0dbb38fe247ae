import pino from 'pino';
import { env } from './env.ts';
import { serializeError } from './error-serializer.ts';

/**
 * Structured JSON logs. Never log e-mail addresses or message texts: pass ids and counts instead.
 * The redact list is a safety net for fields that must not appear even by mistake; errors (`err`)
 * are logged without the values they carry (see serializeError).
 */
export const logger = pino({
  level: env().LOG_LEVEL,
  base: { service: 'site' },
  serializers: { err: serializeError },
  redact: {
    paths: ['email', '*.email', 'req.headers.cookie', 'req.headers.authorization'],
    censor: '[redacted]',
  },
});
