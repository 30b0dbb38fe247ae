import type { APIRoute } from 'astro';
import { database } from '#server/db/instance.ts';
import { env } from '#server/env.ts';
import { jsonResponse } from '#server/http/json.ts';
import { INVITE_TTL_MS } from '#server/console/access/operator-invites.service.ts';
import { inviteOperator } from '#server/console/actions/operators.actions.ts';

// For the browser tests: an invite as `npm run admin -- operator invite` makes it (scripts/admin.test.ts runs
// the command itself), handed back as JSON, or one made long enough ago to have expired.
// Exists only with ENABLE_TEST_HOOKS=true.
export const prerender = false;

export const POST: APIRoute = async ({ request }) => {
  if (!env().ENABLE_TEST_HOOKS) return new Response(null, { status: 404 });
  const { email, expired } = (await request.json()) as { email?: unknown; expired?: unknown };
  if (typeof email !== 'string' || email === '') return jsonResponse({ error: 'email required' }, 400);
  const madeAt = new Date(Date.now() - (expired === true ? INVITE_TTL_MS + 60_000 : 0));
  const invitation = await inviteOperator((await database()).db, { cli: true }, email, madeAt);
  return invitation.outcome === 'invited' ? jsonResponse({ token: invitation.token }) : jsonResponse({ error: invitation.outcome }, 409);
};
