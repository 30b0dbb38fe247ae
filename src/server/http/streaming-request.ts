import type { APIContext } from 'astro';
import type { Locale } from '../../i18n/config.ts';
import { REQUEST_BODY_LIMIT_BYTES } from '../../lib/limits.ts';
import { problemResponse, type RequestProblem } from './api-errors.ts';
import { consumeRate } from './rate-limit.ts';
import type { RateLimitName } from './rate-limit-registry.ts';
import { clientAddress, isSameOrigin, mediaType, readSubmission } from './request.ts';
import { requestLocale } from './submission-endpoint.ts';

export type AcceptedRequest = { ok: true; data: Record<string, unknown>; locale: Locale } | { ok: false; response: Response };

type RequestContext = Pick<APIContext, 'request' | 'site' | 'clientAddress'>;

/**
 * The front of the endpoints that answer with a stream (the assistant, the model draft): a same-origin
 * JSON body within the size limit and the per-address rate limit (429 with Retry-After). `onRefused`
 * is told of each refusal, for the endpoint's counts.
 */
export async function acceptStreamingRequest(
  { request, site, clientAddress: socketAddress }: RequestContext,
  limit: RateLimitName,
  onRefused: () => void = () => {},
): Promise<AcceptedRequest> {
  const refuse = (problem: RequestProblem, locale: Locale, headers?: Record<string, string>): AcceptedRequest => {
    onRefused();
    return { ok: false, response: problemResponse(problem, locale, headers) };
  };
  const fallbackLocale = requestLocale(undefined, request);
  if (!isSameOrigin(request, site?.origin)) return refuse('cross_site', fallbackLocale);
  if (mediaType(request) !== 'application/json') return refuse('unsupported_type', fallbackLocale);
  const body = await readSubmission(request, REQUEST_BODY_LIMIT_BYTES);
  if ('problem' in body) return refuse(body.problem, fallbackLocale);
  const locale = requestLocale(body.data, request);

  const rate = await consumeRate(limit, clientAddress(request, socketAddress));
  if (!rate.allowed) return refuse('rate_limited', locale, { 'Retry-After': String(rate.retryAfterSeconds) });
  return { ok: true, data: body.data, locale };
}
