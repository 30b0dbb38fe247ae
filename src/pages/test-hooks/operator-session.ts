import type { APIRoute } from 'astro';
import { database } from '#server/db/instance.ts';
import { env } from '#server/env.ts';
import { jsonResponse } from '#server/http/json.ts';
import { sessionLifetime, startSession } from '#server/console/access/operator-sessions.service.ts';
import { ensureOperator } from '#server/console/access/operators.service.ts';
import { OPERATOR_SESSION_COOKIE } from '#server/console/access/operator-sessions.service.ts';

// For the browser tests (tests/setup/operator.ts): an operator with this address and a fresh session,
// without the passkey ceremony. The embedded database belongs to the server, so the tests ask it.
// Exists only with ENABLE_TEST_HOOKS=true.
export const prerender = false;

export const POST: APIRoute = async ({ request }) => {
  if (!env().ENABLE_TEST_HOOKS) return new Response(null, { status: 404 });
  const { email } = (await request.json()) as { email?: unknown };
  if (typeof email !== 'string' || email === '') return jsonResponse({ error: 'email required' }, 400);
  const { db } = await database();
  const operator = await ensureOperator(db, email);
  const { token } = await startSession(db, operator.id, sessionLifetime());
  return jsonResponse({ name: OPERATOR_SESSION_COOKIE, value: token, operatorId: operator.id });
};
