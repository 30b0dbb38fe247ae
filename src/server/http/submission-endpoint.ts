import type { APIContext, APIRoute } from 'astro';
import type { Locale } from '../../i18n/config.ts';
import type { RequestProblem } from '../../lib/forms/reply.ts';
import { HONEYPOT_FIELD } from '../../lib/validation/honeypot.ts';
import { logger } from '../logger.ts';
import { acceptRequest, type RequestBody, type RequestContext } from './accept-request.ts';
import { problemAnswer, problemResponse } from './api-errors.ts';
import { jsonResponse } from './json.ts';
import type { RateLimitName } from './rate-limit-registry.ts';
import { hashClient, requestLocale } from './request.ts';

export interface SubmissionContext extends RequestBody {
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

function refusal(problem: RequestProblem, locale: Locale, headers?: Record<string, string>): SubmissionResult {
  const { status, message } = problemAnswer(problem, locale);
  return { status, body: { success: false, message, code: problem }, headers };
}

function submissionContext(body: RequestBody, request: Request): SubmissionContext {
  const referer = request.headers.get('referer');
  return { ...body, clientHash: hashClient(body.address), sourcePage: referer ? new URL(referer, request.url).pathname.slice(0, 200) : '' };
}

/**
 * Every form submission, for the API and for the pages that answer plain form posts: the shared front
 * (origin, JSON or form body, size, rate limit), the honeypot, then the handler's own rules.
 */
export async function runSubmission(handler: SubmissionHandler, requestContext: RequestContext): Promise<SubmissionOutcome> {
  const accepted = await acceptRequest(requestContext, { limit: handler.name, bodies: ['json', 'form'] });
  if (!accepted.ok) {
    const { problem, locale, headers, body } = accepted;
    const context = body && submissionContext(body, requestContext.request);
    if (problem === 'rate_limited' && handler.rateLimitedMessage) {
      return { result: { status: 429, body: { success: false, message: handler.rateLimitedMessage, code: problem }, headers }, context };
    }
    return { result: refusal(problem, locale, headers), context };
  }
  const context = submissionContext(accepted.body, requestContext.request);
  const honeypot = context.data[HONEYPOT_FIELD];
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
export const onlyPost: APIRoute = ({ request }) => problemResponse({ problem: 'method', locale: requestLocale(undefined, request), headers: { Allow: 'POST' } });
