import type { APIContext, APIRoute } from 'astro';
import { isLocale, type Locale } from '../../i18n/config.ts';
import { localeFromPath } from '../../i18n/paths.ts';
import { REQUEST_BODY_LIMIT_BYTES } from '../../lib/limits.ts';
import { logger } from '../logger.ts';
import { problemResponse } from './api-errors.ts';
import { jsonResponse } from './json.ts';
import { consumeRate, type RateLimitName } from './rate-limit.ts';
import { clientAddress, hashClient, isSameOrigin, readSubmission } from './request.ts';
import { HONEYPOT_FIELD } from '../../lib/validation/honeypot.ts';


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

/** What a handler decides: an HTTP status and a JSON body; form posts are redirected to `formRedirect`. */
export interface SubmissionResult {
  status: number;
  body: { success: boolean; message: string; [key: string]: unknown };
  /** Where a plain HTML form post goes afterwards (303); JSON callers get the body. */
  formRedirect?: string;
}

interface SubmissionEndpointOptions {
  name: RateLimitName;
  handle: (context: SubmissionContext) => Promise<SubmissionResult>;
  /** The message of a 429 answer, when the endpoint's callers expect a fixed one (spec §8). */
  rateLimitedMessage?: string;
  /** The answer that looks like success, for a filled honeypot: nothing is stored. */
  decoy: (context: SubmissionContext) => SubmissionResult;
}

function requestLocale(data: Record<string, unknown> | undefined, request: Request): Locale {
  if (isLocale(data?.lang)) return data.lang;
  const referer = request.headers.get('referer');
  return referer ? localeFromPath(new URL(referer, request.url).pathname) : 'de';
}

function respond(result: SubmissionResult, kind: 'json' | 'form'): Response {
  if (kind === 'form' && result.formRedirect) return new Response(null, { status: 303, headers: { Location: result.formRedirect } });
  return jsonResponse(result.body, result.status);
}

/**
 * The shared front of every form endpoint: same-origin check, JSON or form body within the size limit,
 * per-address rate limit (429 with Retry-After), honeypot; then the endpoint's own handler.
 */
export function submissionEndpoint(options: SubmissionEndpointOptions): { POST: APIRoute; ALL: APIRoute } {
  const POST: APIRoute = async ({ request, site, clientAddress: socketAddress }: APIContext) => {
    if (!isSameOrigin(request, site?.origin)) return problemResponse('cross_site', requestLocale(undefined, request));
    const submission = await readSubmission(request, REQUEST_BODY_LIMIT_BYTES);
    if ('problem' in submission) return problemResponse(submission.problem, requestLocale(undefined, request));
    const locale = requestLocale(submission.data, request);
    const address = clientAddress(request, socketAddress);
    const rate = await consumeRate(options.name, address);
    if (!rate.allowed) {
      logger.warn({ event: 'rate_limited', endpoint: options.name }, 'rate limit reached');
      const retryAfter = { 'Retry-After': String(rate.retryAfterSeconds) };
      return options.rateLimitedMessage
        ? jsonResponse({ success: false, message: options.rateLimitedMessage }, 429, retryAfter)
        : problemResponse('rate_limited', locale, retryAfter);
    }
    const referer = request.headers.get('referer');
    const context: SubmissionContext = {
      data: submission.data,
      address,
      kind: submission.kind,
      locale,
      clientHash: hashClient(address),
      sourcePage: referer ? new URL(referer, request.url).pathname.slice(0, 200) : '',
    };
    const honeypot = submission.data[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot !== '') {
      logger.info({ event: 'honeypot', endpoint: options.name }, 'ignored a bot submission');
      return respond(options.decoy(context), submission.kind);
    }
    return respond(await options.handle(context), submission.kind);
  };
  const ALL: APIRoute = ({ request }) => problemResponse('method', requestLocale(undefined, request), { Allow: 'POST' });
  return { POST, ALL };
}

