import type { APIRoute } from 'astro';
import { env } from '#server/env.ts';
import { takeAnswerTimes } from '#server/http/answer-times.ts';
import { jsonResponse } from '#server/http/json.ts';

// For the timing tests of the forms' answers: the times the server took for the
// answers to the form named `name` since the last call, oldest first. Exists only with ENABLE_TEST_HOOKS=true.
export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  if (!env().ENABLE_TEST_HOOKS) return new Response(null, { status: 404 });
  return jsonResponse(takeAnswerTimes(url.searchParams.get('name') ?? ''));
};
