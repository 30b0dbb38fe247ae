import type { APIRoute } from 'astro';
import { database } from '#server/db/instance.ts';
import { env } from '#server/env.ts';
import { jsonResponse } from '#server/http/json.ts';
import { mailsAbout } from '#server/mail/outbox-list.repo.ts';

// For the browser tests: the mails queued to an address or answering to it (?address=), as a reader of
// the mailbox would have them, without an SMTP server beside the browser tests' own server.
// Exists only with ENABLE_TEST_HOOKS=true.
export const prerender = false;

export const GET: APIRoute = async ({ url }) => {
  const address = url.searchParams.get('address');
  if (!env().ENABLE_TEST_HOOKS) return new Response(null, { status: 404 });
  if (!address) return jsonResponse({ error: 'address required' }, 400);
  return jsonResponse(await mailsAbout((await database()).db, address));
};
