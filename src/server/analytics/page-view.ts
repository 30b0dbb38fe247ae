import type { IncomingMessage, ServerResponse } from 'node:http';
import { DIRECT, type Channel } from '#lib/analytics.ts';
import { localeFromPath } from '#i18n/paths.ts';
import { boundedMemo } from '#lib/bounded-memo.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';
import { channelOf, referrerName } from './referrer.ts';
import { deviceOf, isRobot } from './user-agent.ts';

/** What a counted page view leaves: the path and what the visitor's request said about how they came. */
export interface PageView {
  path: string;
  language: string;
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
  device: string;
  browser: string;
  channel: Channel;
}

/** Paths never counted: the operator's console, the API and the test hooks. */
const UNCOUNTED = /^\/(en\/)?(admin|api|test-hooks)(\/|$)/;
/** A file rather than a page: the site's pages have no extension (feeds, the sitemap, images and icons have one). */
const FILE_PATH = /\.[a-z0-9]+$/i;
/** A campaign's words are the visitor's: kept short and on one line. */
const CAMPAIGN_VALUE_MAX = 100;

const PREFETCH_HEADERS = ['sec-purpose', 'purpose', 'x-moz', 'x-purpose'] as const;
const PREFETCH = /prefetch|prerender|preview/i;

/** A request's headers, as the Node server sees them or as Astro hands them to a page or endpoint (a fetch Request). */
export type RequestHeaders = Pick<IncomingMessage, 'headers'> | Pick<Request, 'headers'>;

const headerOf = ({ headers }: RequestHeaders, name: string): string | undefined => {
  const value = headers instanceof Headers ? headers.get(name) : headers[name];
  return value === null || value === undefined ? undefined : String(value);
};

/**
 * A browser fetching a page it may never show (Chromium's Sec-Purpose, older Purpose and X-Moz headers), whether
 * the server sees the request (a page view) or an endpoint does (the booking link's click).
 */
export function isPrefetch(request: RequestHeaders): boolean {
  for (const name of PREFETCH_HEADERS) {
    const value = headerOf(request, name);
    if (value !== undefined && PREFETCH.test(value)) return true;
  }
  return false;
}

/** The request URL up to its query or fragment (a split would make an array on every request). */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  const fragment = url.indexOf('#');
  const end = query === -1 ? fragment : fragment === -1 ? query : Math.min(query, fragment);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * Whether a request may become a page view once answered: a browser's GET for a page of the site (it asks for
 * HTML; a path without a file extension, outside the console and the API), not a prefetch, not a robot.
 * Checked before the answer, so that other requests cost nothing more.
 */
export function mayBePageView(req: IncomingMessage): boolean {
  if (req.method !== 'GET' || !(req.headers.accept ?? '').includes('text/html')) return false;
  const path = pathOf(req.url ?? '/');
  return !FILE_PATH.test(path) && !UNCOUNTED.test(path) && !isPrefetch(req) && !isRobot(req.headers['user-agent']);
}

/**
 * Whether the page was shown: answered 200, or 304 to a browser showing its kept copy again. An error page, a
 * redirect (the booking link's is a conversion of its own) or a refusal is not a view. The type of the answer
 * is not read: the built pages' headers are written in one call, which keeps them from `getHeader`.
 */
export const answeredWithPage = (res: ServerResponse): boolean => res.statusCode === 200 || res.statusCode === 304;

/** A campaign value as kept: on one line, short, in lower case (decision 0048: `LinkedIn` and `linkedin` are one source). */
const campaignValue = (value: string | null): string =>
  value ? neutraliseLine(value).trim().toLowerCase().slice(0, CAMPAIGN_VALUE_MAX) : DIRECT;

/** The campaign's source: `utm_source`, else `ref` or `source`, which sites and newsletters add to their links instead. */
const SOURCE_PARAMETERS = ['utm_source', 'ref', 'source'] as const;
const sourceOf = (query: URLSearchParams): string =>
  campaignValue(SOURCE_PARAMETERS.map((name) => query.get(name)?.trim()).find((value) => value) ?? null);

const BASE = 'http://site.invalid';
/** Request paths remembered at most: only pages answered 200 are asked for, and the site has a few hundred. */
const KNOWN_PATHS = 1000;
const paths = boundedMemo<string>(KNOWN_PATHS);

/** The path a page view is counted under, as a URL reads the request's (decision 0036: worked out once per path). */
export const pagePath = (url: string): string => {
  const path = pathOf(url);
  return paths(path, () => new URL(path, BASE).pathname);
};

/**
 * What is kept of a visitor's first page: the path, its language, the referring site's name, the campaign and
 * the kind of place the visitor came from; the device class and browser family. Worked out at the flush, from
 * the request's URL and two of its headers.
 */
export function pageViewOf(requestUrl: string, referer: string | undefined, userAgent: string, ownHosts: ReadonlySet<string>): PageView {
  const url = new URL(requestUrl, BASE);
  const { device, browser } = deviceOf(userAgent);
  const referrer = referrerName(referer, ownHosts);
  const source = sourceOf(url.searchParams);
  const medium = campaignValue(url.searchParams.get('utm_medium'));
  return {
    path: url.pathname,
    language: localeFromPath(url.pathname),
    referrer,
    source,
    medium,
    campaign: campaignValue(url.searchParams.get('utm_campaign')),
    channel: channelOf({ referrer, medium, source }),
    device,
    browser,
  };
}
