import type { IncomingMessage, ServerResponse } from 'node:http';
import { HSTS_HEADER, SECURITY_HEADERS } from '#lib/security-policy.ts';
import { JSON_HEADERS } from './json.ts';

/**
 * Read endpoints whose answer is kept in memory, by path: the JSON body while it is fresh, else
 * undefined, and the endpoint's route answers (and refreshes it).
 */
export type MemoryReads = ReadonlyMap<string, () => Buffer | undefined>;

/**
 * Answers GET of a memory read without the page renderer, with the headers the route's answer carries
 * (security headers, JSON_HEADERS, and the Vary that compression adds to JSON). False when the route must answer.
 */
export function memoryReadAnswerer(reads: MemoryReads): (req: IncomingMessage, res: ServerResponse, https: boolean) => boolean {
  const head = (secure: boolean) => [
    ...Object.entries(SECURITY_HEADERS).flat(),
    ...(secure ? ['Strict-Transport-Security', HSTS_HEADER] : []),
    ...Object.entries(JSON_HEADERS).flat(),
    'Vary',
    'Accept-Encoding',
  ];
  const plain = head(false);
  const secure = head(true);
  return (req, res, https) => {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const body = reads.get(query === -1 ? url : url.slice(0, query))?.();
    if (!body) return false;
    res.writeHead(200, [...(https ? secure : plain), 'Content-Length', String(body.length)]);
    res.end(body);
    return true;
  };
}
