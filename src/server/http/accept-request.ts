import type { APIContext } from 'astro';
import type { Locale } from '#i18n/config.ts';
import type { RequestProblem } from '#lib/forms/reply.ts';
import { REQUEST_BODY_LIMIT_BYTES } from '#lib/limits.ts';
import { RETRY_AFTER_HEADER } from '../db/availability.ts';
import { databaseFailed } from '../db/instance.ts';
import { consumeRate, type RateDecision } from './rate-limit.ts';
import type { RateLimitName } from '../config/rate-limit-registry.ts';
import { clientAddress, clientKey } from '../clients/client-address.ts';
import { isSameOrigin } from './public-origin.ts';
import { readSubmission, requestLocale, unreadRequestLocale, type BodyKind } from './request.ts';

export type RequestContext = Pick<APIContext, 'request' | 'clientAddress'>;

/** A request the front let through: its body, the language of the answer and the client's address. */
export interface RequestBody {
  kind: BodyKind;
  data: Record<string, unknown>;
  locale: Locale;
  /** The client's address as seen (reduced to a key for rate limits and to a network for storing; never stored as is). */
  address: string;
}

export type Acceptance =
  | { ok: true; body: RequestBody }
  /** `body` is there when the request was read before it was refused (rate limit), so its values can be shown again. */
  | {
      ok: false;
      problem: RequestProblem;
      locale: Locale;
      headers?: Record<string, string>;
      body?: RequestBody;
      /** The kinds of body the endpoint takes, which its 415 answer names. */
      accepts?: readonly BodyKind[];
    };

/**
 * The front of every endpoint that takes a body, in this order: same-origin check, a body of an
 * accepted kind within the size limit, the per-address rate limit (429 with Retry-After). A refusal
 * is a typed problem, never an exception.
 */
export async function acceptRequest(
  { request, clientAddress: socketAddress }: RequestContext,
  { limit, bodies }: { limit: RateLimitName; bodies: readonly BodyKind[] },
): Promise<Acceptance> {
  if (!isSameOrigin(request)) return { ok: false, problem: 'cross_site', locale: unreadRequestLocale(request) };
  const submission = await readSubmission(request, REQUEST_BODY_LIMIT_BYTES, bodies);
  if ('problem' in submission) return { ok: false, problem: submission.problem, locale: unreadRequestLocale(request), accepts: bodies };
  const body: RequestBody = {
    ...submission,
    locale: requestLocale(submission.data, request),
    address: clientAddress(request, socketAddress),
  };
  let rate: RateDecision;
  try {
    rate = await consumeRate(limit, clientKey(body.address));
  } catch (error) {
    // Limits live in PostgreSQL with DATABASE_URL: while it is away the request is refused as unavailable, its values kept.
    if (!databaseFailed(error)) throw error;
    return unavailable(body);
  }
  if (!rate.allowed)
    return { ok: false, problem: 'rate_limited', locale: body.locale, headers: { 'Retry-After': String(rate.retryAfterSeconds) }, body };
  return { ok: true, body };
}

/** The refusal of a request that was read but could not be served because the database is away: 503 with Retry-After. */
export function unavailable(body: RequestBody): Extract<Acceptance, { ok: false }> {
  return { ok: false, problem: 'unavailable', locale: body.locale, headers: { ...RETRY_AFTER_HEADER }, body };
}
