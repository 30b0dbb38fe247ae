import type { AstroLoggerDestination, AstroLoggerMessage } from 'astro';
import nodeLogDestination from 'astro/logger/node';
import type { Logger } from 'pino';
import { withoutQueryValues } from './error-serializer.ts';
import { remember } from './remember.ts';

/** Where the running server leaves its structured logger for Astro's lines (set by src/server/process/start.ts before the site loads). */
const runningServer = remember('structured-logger', (): { logger?: Logger } => ({}));

export function handAstroLogsTo(logger: Logger): void {
  runningServer.logger = logger;
}

/** A path's query string goes: it carries what a visitor typed. */
const withoutQueryStrings = (text: string): string => text.replace(/(\/[^\s?#"'<>]*)\?[^\s"'<>]*/g, '$1');

/** Astro's text, without a failed query's values, query strings or e-mail addresses. */
export const cleanAstroMessage = (message: string): string => withoutQueryStrings(withoutQueryValues(message));

/**
 * Astro's own log lines (astro.config.ts `logger`). In the running server every line – an error a page
 * or endpoint throws included – goes through the structured logger as one JSON line with its redaction
 * (no raw stderr block, whose line breaks a value could use to forge a log line). Elsewhere
 * (`astro build`, `astro dev`) they are written as Astro writes them, cleaned the same way.
 */
export default function astroLogDestination(config?: Parameters<typeof nodeLogDestination>[0]): AstroLoggerDestination {
  const destination = nodeLogDestination(config);
  return {
    ...destination,
    write: (event: AstroLoggerMessage) => {
      const message = cleanAstroMessage(event.message);
      const { logger } = runningServer;
      if (!logger) return destination.write({ ...event, message });
      if (event.level !== 'silent') logger[event.level]({ source: 'astro', label: event.label ?? undefined }, message);
    },
  };
}
