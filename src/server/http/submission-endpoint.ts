import type { APIContext, APIRoute } from 'astro';
import { isLocale, type Locale } from '../../i18n/config.ts';
import { localeFromPath } from '../../i18n/paths.ts';
import { REQUEST_BODY_LIMIT_BYTES } from '../../lib/limits.ts';
import { HONEYPOT_FIELD } from '../../lib/validation/honeypot.ts';
import { logger } from '../logger.ts';
import { problemAnswer, problemResponse, type RequestProblem } from './api-errors.ts';
import { jsonResponse } from './json.ts';
import { consumeRate } from './rate-limit.ts';
import type { RateLimitName } from './rate-limit-registry.ts';
import { clientAddress, hashClient, isSameOrigin, readSubmission } from './request.ts';

export interface SubmissionContext {
  data: Record<string, unknown>;
  /** The client's address as seen (for reducing it to a network; never stored as is). */
  address: string;
  kind: 'json' | 'form';
  locale: Locale;
  clientHash: string;
  /** The page the visitor sent the form from (language-prefixed path), for the consent record. */
  sourcePage: string;
}

/** What a handler decides: an HTTP status and a JSON body; form posts to the API are redirected to `formRedirect`. */
export interface SubmissionResult {
  status: number;
  body: { success: boolean; message: string; [key: string]: unknown };
  /** Where a plain HTML form post to the API goes afterwards (303); JSON callers get the body. */
  formRedirect?: string;
  headers?: Record<string, string>;
}

export interface SubmissionHandler {
  name: RateLimitName;
  handle: (context: SubmissionContext) => Promise<SubmissionResult>;
  /** The message of a 429 answer, when the endpoint's callers expect a fixed one (spec §8). */
  rateLimitedMessage?: string;
  /** The answer that looks like success, for a filled honeypot: nothing is stored. */
  decoy: (context: SubmissionContext) => SubmissionResult;
}

/** The outcome of one submission; `context` is missing when the request was refused before it was read. */
export interface SubmissionOutcome {
  result: SubmissionResult;
  context?: SubmissionContext;
}

type RequestContext = Pick<APIContext, 'request' | 'site' | 'clientAddress'>;

/** The language of a request's answers: its `lang` field, else the page it came from, else German. */
export function requestLocale(data: Record<string, unknown> | undefined, request: Request): Locale {
  if (isLocale(data?.lang)) return data.lang;
  const referer = request.headers.get('referer');
  return referer ? localeFromPath(new URL(referer, request.url).pathname) : 'de';
}

function refusal(problem: RequestProblem, locale: Locale, headers?: Record<string, string>): SubmissionOutcome {
  const { status, message } = problemAnswer(problem, locale);
  return { result: { status, body: { success: false, message }, headers } };
}

/**
 * The shared front of every form submission, for the API and for the pages that answer plain form
 * posts: same-origin check, JSON or form body within the size limit, per-address rate limit
 * (429 with Retry-After), honeypot; then the handler's own rules.
 */
export async function runSubmission(handler: SubmissionHandler, { request, site, clientAddress: socketAddress }: RequestContext): Promise<SubmissionOutcome> {
  if (!isSameOrigin(request, site?.origin)) return refusal('cross_site', requestLocale(undefined, request));
  const submission = await readSubmission(request, REQUEST_BODY_LIMIT_BYTES);
  if ('problem' in submission) return refusal(submission.problem, requestLocale(undefined, request));
  const locale = requestLocale(submission.data, request);
  const address = clientAddress(request, socketAddress);
  const referer = request.headers.get('referer');
  const context: SubmissionContext = {
    data: submission.data,
    address,
    kind: submission.kind,
    locale,
    clientHash: hashClient(address),
    sourcePage: referer ? new URL(referer, request.url).pathname.slice(0, 200) : '',
  };
  const rate = await consumeRate(handler.name, address);
  if (!rate.allowed) {
    const retryAfter = { 'Retry-After': String(rate.retryAfterSeconds) };
    if (!handler.rateLimitedMessage) return { ...refusal('rate_limited', locale, retryAfter), context };
    return { result: { status: 429, body: { success: false, message: handler.rateLimitedMessage }, headers: retryAfter }, context };
  }
  const honeypot = submission.data[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot !== '') {
    logger.info({ event: 'honeypot', endpoint: handler.name }, 'ignored a bot submission');
    return { result: handler.decoy(context), context };
  }
  return { result: await handler.handle(context), context };
}

/** An API route around a submission handler: JSON answers, and a 303 for plain form posts. */
export function submissionEndpoint(handler: SubmissionHandler): { POST: APIRoute; ALL: APIRoute } {
  const POST: APIRoute = async (apiContext: APIContext) => {
    const { result, context } = await runSubmission(handler, apiContext);
    if (context?.kind === 'form' && result.formRedirect) return new Response(null, { status: 303, headers: { Location: result.formRedirect } });
    return jsonResponse(result.body, result.status, result.headers);
  };
  return { POST, ALL: onlyPost };
}

/** The answer of a POST-only endpoint to any other method: 405 with Allow. */
export const onlyPost: APIRoute = ({ request }) => problemResponse('method', requestLocale(undefined, request), { Allow: 'POST' });
