import type { APIRoute } from 'astro';
import { chatCounts } from '#server/chat/counters.ts';
import { RETRY_AFTER_HEADER } from '#server/db/availability.ts';
import { checkDatabaseFiles, database, databaseFailed, databaseUnavailableReason } from '#server/db/instance.ts';
import { jsonResponse } from '#server/http/json.ts';
import { writeHeartbeat } from '#server/jobs/job-runs.repo.ts';
import { rateLimitersReady } from '#server/http/rate-limit.ts';
import { logger } from '#server/logger.ts';
import { outboxBacklog } from '#server/mail/outbox.repo.ts';

export const prerender = false;

const unavailable = (database: 'starting' | 'down') => jsonResponse({ status: 'unavailable', database }, 503, RETRY_AFTER_HEADER);

/**
 * For load balancers and supervisors: 200 only while the database accepts a write (a heartbeat row),
 * 503 while the server is still connecting, while the database is away and after the engine failed;
 * with the mail backlog and the assistant's counts.
 */
export const GET: APIRoute = async () => {
  if (databaseUnavailableReason() === 'starting') return unavailable('starting');
  try {
    const handle = await database();
    await writeHeartbeat(handle.db);
    if (!checkDatabaseFiles()) return unavailable('down');
    // Not "ok" while a form could not serve: its limiter is built (or rebuilt after an outage) here too (decision 0027).
    await rateLimitersReady();
    const { pending, failed, oldestPendingSince } = await outboxBacklog(handle.db);
    // Failed mails are given up for good until the operator sends them again: a monitor can alert on them and on the age.
    const outbox = {
      pending,
      failed,
      oldestPendingSeconds: oldestPendingSince ? Math.max(0, Math.round((Date.now() - oldestPendingSince.getTime()) / 1000)) : null,
    };
    return jsonResponse({ status: 'ok', database: 'up', engine: handle.engine, outbox, chat: chatCounts() });
  } catch (error) {
    databaseFailed(error);
    logger.warn({ event: 'health_check_failed', code: (error as { code?: unknown }).code }, 'the database failed the health check');
    return unavailable('down');
  }
};
