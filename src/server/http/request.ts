import { isLocale, type Locale } from '#i18n/config.ts';
import { localeFromPath } from '#i18n/paths.ts';

/** The path of a request address, without its query or fragment. */
export const pathnameOf = (url: string): string => url.split(/[?#]/, 1)[0] ?? '/';

/** NUL characters have no place in text, and PostgreSQL refuses them in text and JSON columns. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\u0000/g, '');
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.replace(/\u0000/g, ''), withoutNul(inner)]));
  }
  return value;
}

/**
 * A lone surrogate (JSON allows `"\ud800"`) is no text: no database column, log line or
 * mail takes it. Every string and key of a body is checked at the edge, so it is refused with 400.
 */
function isWellFormedText(value: unknown): boolean {
  if (typeof value === 'string') return value.isWellFormed();
  if (Array.isArray(value)) return value.every(isWellFormedText);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([key, inner]) => key.isWellFormed() && isWellFormedText(inner));
  return true;
}

/** The body's values as the endpoints read them, or the problem of a body that holds malformed text. */
const cleaned = (kind: BodyKind, data: object): Submission =>
  isWellFormedText(data) ? { kind, data: withoutNul(data) as Record<string, unknown> } : { problem: 'bad_request' };

export type BodyKind = 'json' | 'form';
export type SubmissionProblem = 'unsupported_type' | 'too_large' | 'bad_request';
export type Submission = { kind: BodyKind; data: Record<string, unknown> } | { problem: SubmissionProblem };

const MEDIA_TYPES: Record<string, BodyKind> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'form',
};

/** The body's media type, without parameters such as the charset, in lower case ('' without a Content-Type). */
const mediaType = (request: Request): string => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Reads a body of one of the accepted kinds (JSON, form) within the size limit. Anything else is a
 * typed problem the endpoint answers with 415, 413 or 400 – never an exception that would become a 500.
 */
export async function readSubmission(
  request: Request,
  limitBytes: number,
  accepted: readonly BodyKind[] = ['json', 'form'],
): Promise<Submission> {
  const type = mediaType(request);
  const kind = MEDIA_TYPES[type];
  if (!kind || !accepted.includes(kind)) return { problem: 'unsupported_type' };
  const isJson = kind === 'json';
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limitBytes) return { problem: 'too_large' };
  let raw: string;
  try {
    raw = await request.text();
  } catch {
    // The adapter refuses to read past its body limit (a body without a declared length).
    return { problem: 'too_large' };
  }
  if (Buffer.byteLength(raw) > limitBytes) return { problem: 'too_large' };
  if (isJson) {
    try {
      const data: unknown = JSON.parse(raw);
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return { problem: 'bad_request' };
      return cleaned('json', data);
    } catch {
      return { problem: 'bad_request' };
    }
  }
  if (type === 'multipart/form-data') {
    try {
      const form = await new Response(raw, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
      return cleaned('form', Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')));
    } catch {
      return { problem: 'bad_request' };
    }
  }
  return cleaned('form', Object.fromEntries(new URLSearchParams(raw)));
}

/** The language of a request's answers: its `lang` field, else the page it came from, else German. */
export function requestLocale(data: Record<string, unknown> | undefined, request: Request): Locale {
  if (isLocale(data?.lang)) return data.lang;
  const referer = request.headers.get('referer');
  // A Referer that is no address at all (a client wrote it) tells nothing, and is no reason for a 500.
  return referer && URL.canParse(referer, request.url) ? localeFromPath(new URL(referer, request.url).pathname) : 'de';
}

/** The language of a request whose body was not read: its referring page, else the client's first accepted language, else German. */
export function unreadRequestLocale(request: Request): Locale {
  if (request.headers.get('referer')) return requestLocale(undefined, request);
  const preferred = request.headers.get('accept-language')?.split(',')[0]?.split(/[-;]/)[0]?.trim().toLowerCase();
  return isLocale(preferred) ? preferred : 'de';
}
