import type { Locale } from '../../i18n/config.ts';
import type { DictionaryKey } from '../../i18n/dictionaries/de.ts';
import { translate } from '../../i18n/translate.ts';
import { jsonResponse } from './json.ts';
import type { SubmissionProblem } from './request.ts';

const PROBLEMS: Record<SubmissionProblem | 'cross_site' | 'method' | 'rate_limited', { status: number; key: DictionaryKey }> = {
  rate_limited: { status: 429, key: 'api.rateLimited' },
  unsupported_type: { status: 415, key: 'api.unsupportedType' },
  too_large: { status: 413, key: 'api.tooLarge' },
  bad_request: { status: 400, key: 'api.badRequest' },
  cross_site: { status: 403, key: 'api.crossSite' },
  method: { status: 405, key: 'api.methodNotAllowed' },
};

export type RequestProblem = keyof typeof PROBLEMS;

/** A request the endpoint cannot take: its status and a clear message in the request's language. */
export function problemAnswer(problem: RequestProblem, locale: Locale): { status: number; message: string } {
  const { status, key } = PROBLEMS[problem];
  return { status, message: translate(locale, key) };
}

/** The JSON answer to a request the endpoint cannot take. */
export function problemResponse(problem: RequestProblem, locale: Locale, headers: Record<string, string> = {}): Response {
  const { status, message } = problemAnswer(problem, locale);
  return jsonResponse({ success: false, message }, status, headers);
}
