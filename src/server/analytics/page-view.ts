import type { IncomingMessage, ServerResponse } from 'node:http';
import { DIRECT } from '#lib/analytics.ts';
import { localeFromPath } from '#i18n/paths.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';
import { nodeClientAddress } from '../clients/client-address.ts';
import type { PageView } from './counter.ts';
import { referrerName } from './referrer.ts';
import { deviceOf, isRobot } from './user-agent.ts';

/** Paths never counted: the operator's console and the test hooks. */
const UNCOUNTED = /^\/(en\/)?(admin|test-hooks)(\/|$)/;
/** A campaign's words are the visitor's: kept short and on one line. */
const CAMPAIGN_VALUE_MAX = 100;

/** A browser fetching a page it may never show (Chromium's Sec-Purpose, older Purpose and X-Moz headers). */
export const isPrefetch = (req: IncomingMessage): boolean =>
  ['sec-purpose', 'purpose', 'x-moz', 'x-purpose'].some((name) => /prefetch|prerender|preview/i.test(String(req.headers[name] ?? '')));

/**
 * Whether a request may become a page view once answered: a browser's GET for a page (it asks for HTML), not a
 * prefetch, not a robot, not the console. Checked before the answer, so that other requests cost nothing more.
 */
export function mayBePageView(req: IncomingMessage): boolean {
  return (
    req.method === 'GET' &&
    (req.headers.accept ?? '').includes('text/html') &&
    !isPrefetch(req) &&
    !UNCOUNTED.test(req.url ?? '/') &&
    !isRobot(req.headers['user-agent'])
  );
}

/** The Content-Type among headers given to `writeHead`: an object, or names and values in turn (flat or in pairs). */
function contentTypeIn(headers: unknown): string | undefined {
  if (Array.isArray(headers)) {
    const flat: unknown[] = headers.flat();
    for (let index = 0; index + 1 < flat.length; index += 2)
      if (String(flat[index]).toLowerCase() === 'content-type') return String(flat[index + 1]);
    return undefined;
  }
  if (headers && typeof headers === 'object')
    for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === 'content-type') return String(value);
  return undefined;
}

/**
 * The Content-Type a response is answered with, read once it is answered. Built files (prerendered pages)
 * give their prepared headers to `writeHead` directly, which `getHeader` never sees: those are caught on
 * the way.
 */
export function contentTypeOf(res: ServerResponse): () => string {
  let given = '';
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (...args: unknown[]) => {
    given = contentTypeIn(args.find((arg, index) => index > 0 && typeof arg === 'object')) ?? given;
    return writeHead(...args);
  };
  return () => String(res.getHeader('content-type') ?? given);
}

/** Whether the answer was a page: 200 and HTML (an error page is not a view). */
export const answeredWithPage = (res: ServerResponse, contentType: string): boolean =>
  res.statusCode === 200 && contentType.startsWith('text/html');

const campaignValue = (value: string | null): string => (value ? neutraliseLine(value).trim().slice(0, CAMPAIGN_VALUE_MAX) : DIRECT);

/** What is kept of a page request: the path, its language, the referring site's name and the campaign; the device class and browser family. */
export function pageViewOf(req: IncomingMessage, ownHosts: ReadonlySet<string>): { identity: string; view: PageView } {
  const url = new URL(req.url ?? '/', 'http://site.invalid');
  const userAgent = req.headers['user-agent'] ?? '';
  const { device, browser } = deviceOf(userAgent);
  return {
    identity: `${nodeClientAddress(req)}\n${userAgent}`,
    view: {
      path: url.pathname,
      language: localeFromPath(url.pathname),
      referrer: referrerName(req.headers.referer, ownHosts),
      source: campaignValue(url.searchParams.get('utm_source')),
      medium: campaignValue(url.searchParams.get('utm_medium')),
      campaign: campaignValue(url.searchParams.get('utm_campaign')),
      device,
      browser,
    },
  };
}
