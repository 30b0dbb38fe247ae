import { createHash } from 'node:crypto';
import { isLocale, type Locale } from '../../i18n/config.ts';
import { localeFromPath } from '../../i18n/paths.ts';
import { env } from '../env.ts';

/** NUL characters have no place in text, and PostgreSQL refuses them in text and JSON columns. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\u0000/g, '');
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.replace(/\u0000/g, ''), withoutNul(inner)]));
  }
  return value;
}

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
export async function readSubmission(request: Request, limitBytes: number, accepted: readonly BodyKind[] = ['json', 'form']): Promise<Submission> {
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
      return { kind: 'json', data: withoutNul(data) as Record<string, unknown> };
    } catch {
      return { problem: 'bad_request' };
    }
  }
  if (type === 'multipart/form-data') {
    try {
      const form = await new Response(raw, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
      return { kind: 'form', data: withoutNul(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))) as Record<string, unknown> };
    } catch {
      return { problem: 'bad_request' };
    }
  }
  return { kind: 'form', data: withoutNul(Object.fromEntries(new URLSearchParams(raw))) as Record<string, unknown> };
}

/** The language of a request's answers: its `lang` field, else the page it came from, else German. */
export function requestLocale(data: Record<string, unknown> | undefined, request: Request): Locale {
  if (isLocale(data?.lang)) return data.lang;
  const referer = request.headers.get('referer');
  return referer ? localeFromPath(new URL(referer, request.url).pathname) : 'de';
}

/**
 * Browser posts must come from this site: the Origin header (or, without it, Sec-Fetch-Site) says
 * where a form was sent from. Requests from non-browser clients carry neither and are let through.
 */
export function isSameOrigin(request: Request, siteOrigin: string | undefined): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === new URL(request.url).origin || origin === siteOrigin;
  const fetchSite = request.headers.get('sec-fetch-site');
  return fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none';
}

/** The visitor's address: the socket's, or the first X-Forwarded-For entry only behind a trusted proxy. */
export function clientAddress(request: Request, socketAddress: string | undefined): string {
  if (env().TRUST_PROXY) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress ?? 'unknown';
}

/** A one-way, salted hash of the client address: kept with consent records instead of the address. */
export function hashClient(address: string): string {
  return createHash('sha256').update(`${env().CLIENT_HASH_SALT}:${address}`).digest('hex');
}
