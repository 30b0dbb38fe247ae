import type { Locale } from '#i18n/config.ts';
import { translate, type PlainKey } from '#i18n/translate.ts';
import type { RequestProblem } from '#lib/forms/reply.ts';
import { jsonResponse } from './json.ts';
import type { BodyKind } from './request.ts';

const PROBLEMS: Record<RequestProblem, { status: number; key: PlainKey }> = {
  rate_limited: { status: 429, key: 'api.rateLimited' },
  unsupported_type: { status: 415, key: 'api.unsupportedType' },
  too_large: { status: 413, key: 'api.tooLarge' },
  bad_request: { status: 400, key: 'api.badRequest' },
  cross_site: { status: 403, key: 'api.crossSite' },
  method: { status: 405, key: 'api.methodNotAllowed' },
  unavailable: { status: 503, key: 'api.unavailable' },
};

/** An endpoint that takes JSON only says so in its 415 answer. */
const JSON_ONLY_TYPE: PlainKey = 'api.unsupportedTypeJson';
const takesOnlyJson = (accepts: readonly BodyKind[] | undefined) => accepts?.length === 1 && accepts[0] === 'json';

/** A request the endpoint cannot take: its status and a clear message in the request's language. */
export function problemAnswer(problem: RequestProblem, locale: Locale, accepts?: readonly BodyKind[]): { status: number; message: string } {
  const { status, key } = PROBLEMS[problem];
  return { status, message: translate(locale, problem === 'unsupported_type' && takesOnlyJson(accepts) ? JSON_ONLY_TYPE : key) };
}

/** The JSON answer to a request the endpoint cannot take: `{ success: false, message, code }`. */
export function problemResponse({
  problem,
  locale,
  headers = {},
  accepts,
}: {
  problem: RequestProblem;
  locale: Locale;
  headers?: Record<string, string>;
  accepts?: readonly BodyKind[];
}): Response {
  const { status, message } = problemAnswer(problem, locale, accepts);
  return jsonResponse({ success: false, message, code: problem }, status, headers);
}
