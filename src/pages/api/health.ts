import type { APIRoute } from 'astro';
import { chatCounts } from '../../server/chat/counters.ts';
import { database } from '../../server/db/instance.ts';
import { jsonResponse } from '../../server/http/json.ts';
import { outboxBacklog } from '../../server/mail/outbox.repo.ts';

export const prerender = false;

/** For load balancers: 200 while the database answers, 503 when it does not; with the mail backlog and the assistant's counts. */
export const GET: APIRoute = async () => {
  const handle = await database();
  if (!(await handle.ping())) return jsonResponse({ status: 'unavailable', database: 'down', engine: handle.engine }, 503);
  return jsonResponse({ status: 'ok', database: 'up', engine: handle.engine, outbox: await outboxBacklog(handle.db), chat: chatCounts() });
};
